// The PDF line of the HTTP bench (D23, issue 27): 10 client PDFs of 500-item quotes asked at once
// through their share links, as anyone holding the links could, while /api/health is asked one after
// another; then the API process's memory. Each PDF is of another quote, so none is answered from a
// kept file: every one is rendered, which is what the line measures.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import type { TestClient } from '../test/client.ts';

export const PDF_LINE = 'GET /oferta/{token}/pdf: 10 at once, 500-item quotes, none kept';
const PARALLEL = 10;
const ITEMS = 500;

/** The resident memory of a process, in MB (Linux /proc; 0 elsewhere). */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Shared links of `count` pending 500-item equipment quotes (the catalogue's stock raised for them). */
async function sharedQuotes(databaseUrl: string, admin: TestClient, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('update equipment set available_quantity = greatest(available_quantity, 10000)');
  await client.end();
  const equipment = (await (await admin.get('/api/equipment')).json()) as { id: number }[];
  const links: string[] = [];
  for (let n = 0; n < count; n++) {
    const created = await admin.send('POST', '/api/quotes', {
      client: { companyName: `Wycena PDF ${n + 1} Sp. z o.o.` },
      items: Array.from({ length: ITEMS }, (_, i) => ({
        equipmentId: equipment[i % equipment.length].id,
        quantity: 1 + (i % 3),
        rentalPeriodDays: 1 + (i % 30),
        notes: i % 5 === 0 ? `Pozycja ${i + 1}: dostawa na plac budowy, rozładunek HDS.` : undefined,
      })),
    });
    if (created.status !== 201)
      throw new Error(`bench: a 500-item quote: ${created.status} ${await created.text()}`);
    const { id } = (await created.json()) as { id: number };
    const pending = await admin.send('PATCH', `/api/quotes/${id}/status`, { status: 'pending' });
    if (pending.status !== 200) throw new Error(`bench: pending: ${pending.status}`);
    const shared = await admin.send('POST', `/api/quotes/${id}/share`);
    links.push(((await shared.json()) as { url: string }).url);
  }
  return links;
}

/**
 * Measures the line: every PDF's time, /api/health's p99 meanwhile (target < 100 ms), and the API's
 * RSS before, at its peak and once the pool's threads have ended (target: back within 50 MB).
 */
export async function benchPdfs(opts: {
  base: string;
  databaseUrl: string;
  admin: TestClient;
  apiPid: number;
}) {
  const links = await sharedQuotes(opts.databaseUrl, opts.admin, PARALLEL + 1);
  // One PDF first, so the start figure is of a server that has made one (its code loaded), as in use.
  const warm = await fetch(`${links.pop()}/pdf`);
  if (warm.status !== 200) throw new Error(`bench: PDF warm-up: ${warm.status}`);
  await warm.arrayBuffer();
  await sleep(15_000); // the pool's idle thread ends (10 s)
  const startRss = rssMb(opts.apiPid);
  let peakRss = startRss;

  const started = performance.now();
  let done = false;
  const pdfs = Promise.all(
    links.map(async (link) => {
      const response = await fetch(`${link}/pdf`);
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200 || bytes < 10_000)
        throw new Error(`bench: PDF ${link}: ${response.status}, ${bytes} bytes`);
      return performance.now() - started;
    }),
  ).finally(() => {
    done = true;
  });
  const health: number[] = [];
  while (!done) {
    const asked = performance.now();
    const response = await fetch(`${opts.base}/api/health`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`bench: /api/health ${response.status}`);
    health.push(performance.now() - asked);
    peakRss = Math.max(peakRss, rssMb(opts.apiPid));
    await sleep(10);
  }
  const times = await pdfs;

  // Afterwards: the threads end after 10 s idle; the lowest figure over the next half minute.
  let afterRss = rssMb(opts.apiPid);
  for (let second = 0; second < 30; second++) {
    await sleep(1000);
    afterRss = Math.min(afterRss, rssMb(opts.apiPid));
  }
  const p99 = percentile(health, 0.99);
  const ok = p99 < 100 && afterRss <= startRss + 50;
  return `${PDF_LINE}: all in ${(Math.max(...times) / 1000).toFixed(1)} s (first ${(Math.min(...times) / 1000).toFixed(1)} s); /api/health p99 ${p99.toFixed(0)} ms over ${health.length} requests (target < 100 ms); API RSS ${startRss.toFixed(0)} MB before, ${peakRss.toFixed(0)} MB at most, ${afterRss.toFixed(0)} MB after (target ≤ ${(startRss + 50).toFixed(0)} MB) ${ok ? 'OK' : 'OVER'}`;
}
