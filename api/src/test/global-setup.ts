import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { createLogger } from '../logger.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL (no database) of the PostgreSQL server the API tests share; each file makes its own database. */
    postgresUrl: string;
  }
}

/** One real PostgreSQL server for the API test run (or TEST_DATABASE_URL's server). */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresUrl', process.env.TEST_DATABASE_URL.replace(/\/[^/]*$/, ''));
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'ppp-test-pg-'));
  const server = await startEmbeddedPostgres(dataDir, createLogger('warn'));
  project.provide('postgresUrl', server.adminUrl);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
