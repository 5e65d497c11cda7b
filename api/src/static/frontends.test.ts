import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveFrontends } from './frontends.ts';

// Issue 16 §9: only what browsers need is served from the built areas.

let root: string;
let server: Server;
let url: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ppp-frontends-'));
  const dist = join(root, 'mf-admin', 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  for (const file of [
    'remoteEntry.js',
    'mf-manifest.json',
    'mf-stats.json',
    'index.html',
    '.vite/manifest.json',
    'assets/app-1a2b3c4d.js',
  ]) {
    writeFileSync(join(dist, file), '{}');
  }
  mkdirSync(join(root, 'shell', 'dist'), { recursive: true });
  writeFileSync(join(root, 'shell', 'dist', 'index.html'), '<!doctype html><title>PPP</title>');
  const app = new Koa();
  app.use(serveFrontends({ root, entryOverrides: {} }));
  server = createServer(app.callback());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('built areas', () => {
  it.each(['remoteEntry.js', 'mf-manifest.json', 'assets/app-1a2b3c4d.js'])('serve %s', async (file) => {
    expect((await fetch(`${url}/mf/admin/${file}`)).status).toBe(200);
  });

  it.each(['mf-stats.json', '.vite/manifest.json', 'index.html', '%2Evite/manifest.json'])(
    'do not serve %s',
    async (file) => {
      expect((await fetch(`${url}/mf/admin/${file}`)).status).toBe(404);
    },
  );
});
