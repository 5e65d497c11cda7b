// npm run bench (HTTP part): seeds equipment quotes × 5 items (20 000 by default; `--quotes N`,
// e.g. 1 000 000) and a tenth as many of each other kind (100 000 at a million) into a scratch
// database in bulk SQL, then measures with autocannon (10 connections) the lists (first page, page
// 200, a search by company, a search by number, a transport manager's own equipment quotes, each
// other kind's list) against the raw-pg floor of the same SQL, a 10-item preview, D21's lines and
// D23's PDFs (pdf-bench.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { freePort, startEmbeddedPostgres } from '../db/embedded.ts';
import { createLogger } from '../logger.ts';
import { TestClient } from '../test/client.ts';
import { countCpu, cpuText } from './cpu-time.ts';
import { benchCsvExport, EXPORT_LINE } from './export-bench.ts';
import { benchPdfs, PDF_LINE } from './pdf-bench.ts';
import { seedApprovals } from './seed-approvals.ts';
import { seedQuotes } from './seed-quotes.ts';

const root = resolve(import.meta.dirname, '../../..');
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const QUOTES = Number(argument('quotes') ?? process.env.BENCH_QUOTES ?? 20_000);
const OTHER_KINDS = Math.round(Math.min(QUOTES / 10, 100_000));
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/** `--only pattern`: measure only the lines whose name matches (a regular expression), while working on them. */
const ONLY = argument('only');

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

/** How many approve at once (`BENCH_APPROVERS`, 10 like every other line unless told). */
const APPROVERS = Number(process.env.BENCH_APPROVERS ?? 10);
const APPROVAL_LINE = `PATCH /api/quotes/{id}/status: approving a 10-item quote, ${APPROVERS} at once`;

/** `BENCH_DETAIL=1`: each measurement also says where its CPU went (server, database, autocannon). */
const DETAIL = process.env.BENCH_DETAIL === '1';
/**
 * `BENCH_STATEMENTS=1`: each measurement also lists the statements the database spent most time on,
 * per request (pg_stat_statements, nested statements of triggers and functions included): where an
 * approval's database time goes, lock waits included.
 */
const STATEMENTS = process.env.BENCH_STATEMENTS === '1';

async function measure(opts: autocannon.Options, server: ChildProcess, connections = 10) {
  await autocannon({ ...opts, duration: 2, connections }); // warm-up
  const cpu = countCpu(server.pid!);
  if (STATEMENTS) await asSuperuser('select pg_stat_statements_reset()');
  const result = await autocannon({ ...opts, duration: DURATION, connections });
  if (result.non2xx > 0) throw new Error(`${opts.url}: ${result.non2xx} non-2xx answers`);
  if (DETAIL) {
    const { p50, p90, p99, max } = result.latency;
    console.log(`bench: ${opts.url}: ${cpuText(cpu(result.requests.total))}`);
    console.log(`bench:   latency p50 ${p50} ms, p90 ${p90} ms, p99 ${p99} ms, max ${max} ms`);
  }
  if (STATEMENTS) {
    const rows = await asSuperuser(
      `select calls, round(total_exec_time::numeric / $1, 3) as ms, left(regexp_replace(query, '\\s+', ' ', 'g'), 100) as sql
         from pg_stat_statements order by total_exec_time desc limit 15`,
      [result.requests.total],
    );
    for (const row of rows) console.log(`bench:   ${row.ms} ms/request (${row.calls} calls) ${row.sql}`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ppp-bench-'));
const database = await startEmbeddedPostgres(
  dataDir,
  createLogger('warn'),
  STATEMENTS ? { shared_preload_libraries: 'pg_stat_statements', 'pg_stat_statements.track': 'all' } : {},
);

/** A statement as the superuser in the product's database (a checkpoint, pg_stat_statements). */
async function asSuperuser(sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: `${database.adminUrl}/ppp` });
  await client.connect();
  try {
    if (STATEMENTS) await client.query('create extension if not exists pg_stat_statements');
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
const children: ChildProcess[] = [];
// A bench that dies on an uncaught error (inside autocannon, say) takes its servers with it, rather
// than leaving them holding its output open (a `| tail` waiting forever).
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});
try {
  const apiPort = await freePort();
  const api = spawn(
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
        SEED_DEMO_QUOTES: '0',
      },
      stdio: 'inherit',
    },
  );
  children.push(api);
  const base = `http://127.0.0.1:${apiPort}`;
  for (let i = 0; i < 200; i++) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const admin = new TestClient(base);
  await admin.signIn('bench@firma.pl');
  const cookieOf = (client: TestClient) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const me = await (await admin.get('/api/auth/user')).json();
  // A transport manager sees only the equipment quotes they made (D1): every 100th is theirs.
  const manager = new TestClient(base);
  await manager.signIn('transport@firma.pl');
  const managerId = ((await (await manager.get('/api/auth/user')).json()) as { user: { id: number } }).user
    .id;
  await admin.send('POST', `/api/users/${managerId}/approve`);
  await admin.send('PUT', `/api/users/${managerId}/role`, { role: 'transport_manager' });

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seeded = performance.now();
  await seedQuotes(client, {
    equipment: QUOTES,
    itemsPerQuote: 5,
    otherKinds: OTHER_KINDS,
    ownerId: me.id,
    secondOwnerId: managerId,
  });
  const seconds = (performance.now() - seeded) / 1000;
  console.log(
    `bench: seeded ${QUOTES} equipment quotes × 5 items and ${OTHER_KINDS} of each other kind in ${seconds.toFixed(1)} s${
      QUOTES >= 1_000_000 ? ` (target < 900 s) ${seconds < 900 ? 'OK' : 'OVER'}` : ''
    }`,
  );
  const [{ quote_number: sampleNumber }] = (
    await client.query(
      `select quote_number from quote where kind = 'equipment' order by id offset $1 limit 1`,
      [Math.floor(QUOTES / 3)],
    )
  ).rows;
  // D21: pending 10-item quotes to approve one after another (each once), after the vacuum of the
  // seed: enough for 600 a second through the warm-up and the measurement (BENCH_SECONDS included).
  const toApprove = await seedApprovals(client, { count: (DURATION + 2) * 600, ownerId: me.id });
  // D26: the reports count the seeded quotes now, as after seedQuotes' bulk load, not in the
  // background (every 10 s) in the middle of a measurement; the approvals' own counting stays in it.
  await client.query('select report_catch_up()');
  await client.query('vacuum analyze quote, quote_item, quote_holding, holding_day');
  await client.end();
  // The seed's gigabyte of WAL is checkpointed now, not in the middle of a measurement.
  await asSuperuser('checkpoint');

  const floorPort = await freePort();
  const floorServer = await startProcess(
    ['api/src/bench/floor-server.ts'],
    { DATABASE_URL: database.url, PORT: String(floorPort) },
    'ready',
  );
  children.push(floorServer);
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
  const headers = { cookie: cookieOf(admin), origin: base, 'content-type': 'application/json' };
  const managerHeaders = { cookie: cookieOf(manager) };
  const company = 'skanska';
  const number = sampleNumber.slice(-7); // the digits of one quote's number

  const lists: [string, string, Record<string, string>, string][] = [
    ['GET /api/quotes (first page)', '/api/quotes', headers, '?kind=equipment'],
    ['GET /api/quotes?page=200', '/api/quotes?page=200', headers, '?kind=equipment&page=200'],
    [`GET /api/quotes?search=${company}`, `/api/quotes?search=${company}`, headers, `?search=${company}`],
    [
      `GET /api/quotes?search=${number} (a number)`,
      `/api/quotes?search=${number}`,
      headers,
      `?search=${number}`,
    ],
    [
      'GET /api/quotes as a transport manager (own only)',
      '/api/quotes',
      managerHeaders,
      `?ownerId=${managerId}`,
    ],
    ['GET /api/transport-quotes', '/api/transport-quotes', headers, '?kind=transport'],
    ['GET /api/electrical-quotes', '/api/electrical-quotes', headers, '?kind=electrical'],
    ['GET /api/general-quotes', '/api/general-quotes', headers, '?kind=general'],
  ];
  const results: [string, { rps: number; p99: number }, { rps: number; p99: number }][] = [];
  for (const [name, path, requestHeaders, floorQuery] of lists) {
    if (ONLY && !new RegExp(ONLY).test(name)) continue;
    results.push([
      name,
      await measure({ url: `${base}${path}`, headers: requestHeaders }, api),
      await measure({ url: `${floor}/${floorQuery}` }, floorServer),
    ]);
  }
  // D21: 20 catalogue items over a month, and the catalogue with a period.
  const twenty = equipment
    .slice(0, 20)
    .map((entry) => entry.id)
    .join(',');
  const dated: [string, string, number][] = [
    [
      'GET /api/availability (20 equipment × 31 days)',
      `/api/availability?kind=equipment&equipmentIds=${twenty}&from=2027-03-01&to=2027-03-31`,
      30,
    ],
    ['GET /api/equipment with a period', '/api/equipment?from=2027-03-01&to=2027-03-31', 50],
  ];
  const datedResults: [string, { rps: number; p99: number }, number][] = [];
  for (const [name, path, target] of dated) {
    if (ONLY && !new RegExp(ONLY).test(name)) continue;
    datedResults.push([name, await measure({ url: `${base}${path}`, headers }, api), target]);
  }
  // D26: the reports of the default period (the last 12 months), as the admin and as a transport manager.
  const reports: [string, Record<string, string>][] = [
    ['GET /api/reports/summary (12 months)', headers],
    ['GET /api/reports/summary as a transport manager (12 months)', managerHeaders],
  ];
  for (const [name, requestHeaders] of reports) {
    if (ONLY && !new RegExp(ONLY).test(name)) continue;
    datedResults.push([
      name,
      await measure({ url: `${base}/api/reports/summary`, headers: requestHeaders }, api),
      200,
    ]);
  }
  // D21: approving a 10-item quote: the lock of each item, the check of its days, the status written.
  let nextApproval = 0;
  const approval =
    ONLY && !new RegExp(ONLY).test(APPROVAL_LINE)
      ? undefined
      : await measure(
          {
            url: base,
            headers,
            requests: [
              {
                method: 'PATCH',
                body: JSON.stringify({ status: 'approved' }),
                setupRequest: (request) => {
                  const id = toApprove[nextApproval++];
                  if (id === undefined) throw new Error('bench: more approvals than seeded quotes');
                  return { ...request, path: `/api/quotes/${id}/status` };
                },
              },
            ],
          },
          api,
          APPROVERS,
        );
  const preview =
    ONLY && !new RegExp(ONLY).test('POST /api/quotes/preview')
      ? undefined
      : await measure(
          {
            url: `${base}/api/quotes/preview`,
            method: 'POST',
            body: previewBody,
            headers,
          },
          api,
        );

  // D25: a 1 MB body that is not JSON, with a wrong key: refused (401) before any of it is parsed.
  const REFUSAL_LINE = 'POST /api/public/v1/quotes: 1 MB not-JSON body with a wrong key (401)';
  const refusal =
    ONLY && !new RegExp(ONLY).test(REFUSAL_LINE)
      ? undefined
      : await autocannon({
          url: `${base}/api/public/v1/quotes`,
          method: 'POST',
          headers: {
            'x-api-key': 'ppp_wrong_key',
            'content-type': 'application/json',
            origin: 'https://partner.example',
          },
          body: 'x'.repeat(1024 * 1024),
          duration: DURATION,
          connections: 10,
        });
  // Every answer is the refusal: no 2xx, no 5xx (a 413 would mean the body was read first).
  if (refusal && (refusal['2xx'] > 0 || refusal['5xx'] > 0 || refusal.statusCodeStats?.['413']))
    throw new Error(`${REFUSAL_LINE}: not refused by the key check`);

  // D26: the whole equipment list as CSV (a million rows at --quotes 1000000), the API's memory meanwhile.
  const exportLine =
    ONLY && !new RegExp(ONLY).test(EXPORT_LINE)
      ? undefined
      : await benchCsvExport({ base, headers, apiPid: api.pid!, databaseUrl: database.url });

  // D23: 10 client PDFs of 500-item quotes at once, /api/health meanwhile, the API's memory after.
  const pdfLine =
    ONLY && !new RegExp(ONLY).test(PDF_LINE)
      ? undefined
      : await benchPdfs({ base, databaseUrl: database.url, admin, apiPid: api.pid! });

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
  console.log(`bench: ${QUOTES} equipment quotes, ${OTHER_KINDS} of each other kind, 10 connections`);
  const printed = [
    ...results.map(([name, result, floorResult]) => line(name, result, 50, floorResult)),
    ...(preview ? [line('POST /api/quotes/preview (10 items)', preview, 30)] : []),
    ...datedResults.map(([name, result, target]) => line(name, result, target)),
    ...(approval ? [line(APPROVAL_LINE, approval, 50)] : []),
    ...(refusal
      ? [line(REFUSAL_LINE, { rps: refusal.requests.average, p99: refusal.latency.p99 }, 100)]
      : []),
    ...(exportLine ? [exportLine] : []),
    ...(pdfLine ? [pdfLine] : []),
  ];
  for (const text of printed) console.log(text);
  if (printed.some((text) => text.endsWith('OVER'))) process.exitCode = 1;
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
