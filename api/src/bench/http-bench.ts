// npm run bench (HTTP part): seeds 20 000 quotes × 5 items into a scratch database, then measures
// with autocannon (10 connections) the quotes list, a search by company and a 10-item preview,
// against the raw-pg floor for the list and the search.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { createLogger } from '../logger.ts';
import { TestClient } from '../test/client.ts';
import { seedQuotes } from './seed-quotes.ts';

const root = resolve(import.meta.dirname, '../../..');
const QUOTES = Number(process.env.BENCH_QUOTES ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);

function startProcess(args: string[], env: Record<string, string>, readyText: string): Promise<ChildProcess> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(readyText)) done(child);
    });
    child.on('exit', (code) => fail(new Error(`${args.join(' ')} exited ${code}`)));
  });
}

async function measure(opts: autocannon.Options) {
  await autocannon({ ...opts, duration: 2, connections: 10 }); // warm-up
  const result = await autocannon({ ...opts, duration: DURATION, connections: 10 });
  if (result.non2xx > 0) throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ppp-bench-'));
const database = await startEmbeddedPostgres(dataDir, createLogger('warn'));
const children: ChildProcess[] = [];
try {
  const apiPort = await freePort();
  children.push(
    spawn(
      process.execPath,
      [
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
        '--import',
        'tsx',
        'api/src/main.ts',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: database.url,
          PORT: String(apiPort),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          SEED_DEMO: '1',
        },
        stdio: 'inherit',
      },
    ),
  );
  const base = `http://127.0.0.1:${apiPort}`;
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const admin = new TestClient(base);
  await admin.signIn('bench@firma.pl');
  const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const me = await (await admin.get('/api/auth/user')).json();

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seeded = performance.now();
  await seedQuotes(client, QUOTES, 5, me.id);
  console.log(
    `bench: seeded ${QUOTES} quotes × 5 items in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
  );
  await client.end();

  const floorPort = await freePort();
  children.push(
    await startProcess(
      ['api/src/bench/floor-server.ts'],
      { DATABASE_URL: database.url, PORT: String(floorPort) },
      'ready',
    ),
  );
  const floor = `http://127.0.0.1:${floorPort}`;

  const equipment = (await (await admin.get('/api/equipment')).json()) as { id: number }[];
  const previewBody = JSON.stringify({
    items: Array.from({ length: 10 }, (_, i) => ({
      equipmentId: equipment[i % equipment.length].id,
      quantity: 1,
      rentalPeriodDays: 3 + i,
      includeInstallationCost: true,
      installationDistanceKm: 25,
    })),
  });
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const search = 'skanska';

  const list = await measure({ url: `${base}/api/quotes`, headers });
  const listFloor = await measure({ url: `${floor}/` });
  const found = await measure({ url: `${base}/api/quotes?search=${search}`, headers });
  const foundFloor = await measure({ url: `${floor}/?search=${search}` });
  const preview = await measure({
    url: `${base}/api/quotes/preview`,
    method: 'POST',
    body: previewBody,
    headers,
  });

  const line = (
    name: string,
    r: { rps: number; p99: number },
    target: number,
    floorOf?: { rps: number; p99: number },
  ) => {
    const ratio = floorOf ? r.rps / floorOf.rps : undefined;
    const ok = r.p99 < target && (ratio === undefined || ratio >= 0.5);
    return `${name}: ${r.rps.toFixed(0)} req/s, p99 ${r.p99} ms (target < ${target} ms)${
      ratio === undefined
        ? ''
        : `, ${(ratio * 100).toFixed(0)} % of the raw-pg floor ${floorOf!.rps.toFixed(0)} req/s, p99 ${floorOf!.p99} ms (target ≥ 50 %)`
    } ${ok ? 'OK' : 'OVER'}`;
  };
  console.log(line('GET /api/quotes (first page)', list, 50, listFloor));
  console.log(line(`GET /api/quotes?search=${search}`, found, 50, foundFloor));
  console.log(line('POST /api/quotes/preview (10 items)', preview, 30));
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
