import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// The real server process, as `npm start` runs it (api/src/main.ts), for the tests that start,
// kill and restart it.
const root = resolve(import.meta.dirname, '../../..');
const running = new Set<ChildProcess>();
const scratch: string[] = [];

export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output(): string;
}

/** Starts the server in its own process group (so a group kill takes its PostgreSQL too). */
export function startServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  running.add(child);
  child.on('exit', () => running.delete(child));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

export async function waitForHealth(url: string, server?: { output(): string }, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {}
    await new Promise((done) => setTimeout(done, 150));
  }
  throw new Error(`no health at ${url}: ${server?.output()}`);
}

/** A scratch folder removed by {@link stopAllServers}. */
export const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ppp-proc-'));
  scratch.push(dir);
  return dir;
};

/** Kills every server still running (with its group) and removes the scratch folders. */
export async function stopAllServers() {
  for (const child of running) {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {}
  }
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
}
