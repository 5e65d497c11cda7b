// The export line of the HTTP bench (D26, issue 30): the whole equipment list as CSV, streamed from a
// server-side cursor, while the API process's memory is sampled: it must not hold the rows.
import pg from 'pg';
import { rssMb } from './pdf-bench.ts';

export const EXPORT_LINE = 'GET /api/quotes/export.csv: every equipment quote';
/** D26's targets: a million rows in under a minute, the API's RSS growing by less than 100 MB. */
const SECONDS = 60;
const GROWTH_MB = 100;

export async function benchCsvExport(opts: {
  base: string;
  headers: Record<string, string>;
  apiPid: number;
  databaseUrl: string;
}): Promise<string> {
  const client = new pg.Client({ connectionString: opts.databaseUrl });
  await client.connect();
  const expectedRows = Number(
    (await client.query("select count(*) as n from quote where kind = 'equipment'")).rows[0].n,
  );
  await client.end();
  const startRss = rssMb(opts.apiPid);
  let peakRss = startRss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rssMb(opts.apiPid));
  }, 100);
  const started = performance.now();
  let lines = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${opts.base}/api/quotes/export.csv`, { headers: opts.headers });
    if (response.status !== 200 || !response.body) throw new Error(`${EXPORT_LINE}: ${response.status}`);
    // Read as a browser saving the file would: every chunk as it comes, nothing kept.
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 10) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peakRss = Math.max(peakRss, rssMb(opts.apiPid));
  const rows = lines - 1; // the header
  const growth = peakRss - startRss;
  const ok = rows === expectedRows && seconds < SECONDS && growth < GROWTH_MB;
  return `${EXPORT_LINE}: ${rows} rows (expected ${expectedRows}), ${(bytes / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s (target < ${SECONDS} s); API RSS ${startRss.toFixed(0)} MB before, ${peakRss.toFixed(0)} MB at most, growth ${growth.toFixed(0)} MB (target < ${GROWTH_MB} MB) ${ok ? 'OK' : 'OVER'}`;
}
