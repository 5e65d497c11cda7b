// Starts the built product the way production does (`node --import tsx api/src/main.ts`) on a free
// port with an empty data directory, and stops it. Builds nothing: run `node scripts/build.mjs` first.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

export interface Product {
  baseURL: string;
  stop: () => Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The product exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The product did not answer /api/health within 90 s:\n${output()}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const forceKill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(forceKill);
      resolve();
    });
    // SIGTERM lets the API stop its embedded PostgreSQL.
    child.kill('SIGTERM');
  });
}

/** One running instance of the product with its own empty database. */
export async function startProduct(env: Record<string, string> = {}): Promise<Product> {
  const areas = readdirSync(repositoryRoot).filter(
    (name) => name.startsWith('mf-') && existsSync(join(repositoryRoot, name, 'vite.config.ts')),
  );
  for (const built of ['shell/dist/index.html', ...areas.map((area) => `${area}/dist/remoteEntry.js`)]) {
    if (!existsSync(join(repositoryRoot, built))) {
      throw new Error(`${built} is missing: run \`node scripts/build.mjs\` before the end-to-end tests`);
    }
  }
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ppp-e2e-'));
  // The embedded PostgreSQL runs as the postgres user and must reach its data directory.
  chmodSync(dataDir, 0o755);
  const baseURL = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      // The journeys count their own quotes: the first admin finds no demo quotes (D21).
      SEED_DEMO_QUOTES: '0',
      PUBLIC_URL: baseURL,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(baseURL, child, () => log);
  } catch (error) {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
