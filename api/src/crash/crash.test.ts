// Crash under load (issue 16 §3): while 20 clients create and edit quotes of every kind, the
// server's process group (Node and its embedded PostgreSQL) is killed with SIGKILL. After the
// restart every quote that was answered 201 exists with all its items and totals as last answered
// (or as the edit in flight at the kill), none is half-written, and the numbers stay unique.
// One round in `npm test`; `npm run crash` runs CRASH_ROUNDS (5).
import { type QuoteKind, quoteKinds } from '@ppp/domain';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../db/embedded.ts';
import { TestClient } from '../test/harness.ts';
import { startServer, stopAllServers, tempDir, waitForHealth } from '../test/server-process.ts';

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 1);
const WORKERS = 20;

afterAll(stopAllServers);

const paths: Record<QuoteKind, string> = {
  equipment: '/api/quotes',
  transport: '/api/transport-quotes',
  electrical: '/api/electrical-quotes',
  general: '/api/general-quotes',
};

interface Catalogue {
  equipment: number[];
  electrical: number[];
  general: number[];
  vehicles: number[];
}

/** What a quote looks like as the server last answered it (or as an edit in flight would leave it). */
interface State {
  notes: string;
  items: number;
  totalGross?: string;
}

interface Known {
  kind: QuoteKind;
  id: number;
  number: string;
  acked: State;
  inFlight: State | null;
}

interface Detail {
  id: number;
  quoteNumber: string;
  notes: string | null;
  totalNet: string;
  totalGross: string;
  items?: { totalPrice: string }[];
  distance?: string;
}

const pick = <T>(list: T[], n: number) => list[n % list.length];

function body(kind: QuoteKind, catalogue: Catalogue, notes: string, items: number, seed: number) {
  const client = { companyName: `Klient ${seed % 7}`, email: 'biuro@klient.pl' };
  if (kind === 'transport') {
    return {
      client,
      vehicleId: pick(catalogue.vehicles, seed),
      fromAddress: 'Magazyn, Warszawa',
      toAddress: `Budowa ${seed}`,
      distance: 10 + (seed % 300),
      notes,
    };
  }
  const ids = catalogue[kind];
  return {
    client,
    notes,
    items: Array.from({ length: items }, (_, n) => ({
      equipmentId: pick(ids, seed + n),
      quantity: 1,
      rentalPeriodDays: 1 + ((seed + n) % 30),
    })),
  };
}

const itemCount = (kind: QuoteKind, detail: Detail) =>
  kind === 'transport' ? 1 : (detail.items?.length ?? 0);

/** One client's work: creating and editing quotes of every kind until the server goes away. */
async function worker(
  client: TestClient,
  index: number,
  catalogue: Catalogue,
  known: Known[],
  stop: { stopped: boolean },
) {
  const own: Known[] = [];
  for (let step = 0; !stop.stopped; step++) {
    const seed = index * 100_000 + step;
    const kind = pick([...quoteKinds], seed);
    const items = 1 + (seed % 3);
    const notes = `w${index}-s${step}`;
    try {
      if (own.length && step % 3 === 2) {
        const quote = pick(own, seed);
        const next = { notes, items: quote.kind === 'transport' ? 1 : items };
        quote.inFlight = next;
        const response = await client.send('PUT', `${paths[quote.kind]}/${quote.id}`, {
          ...body(quote.kind, catalogue, notes, items, seed),
        });
        if (response.status !== 200) throw new Error(`edit: ${response.status} ${await response.text()}`);
        const detail = (await response.json()) as Detail;
        quote.acked = { ...next, totalGross: detail.totalGross };
        quote.inFlight = null;
      } else {
        const response = await client.send('POST', paths[kind], body(kind, catalogue, notes, items, seed));
        if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
        const detail = (await response.json()) as Detail;
        const quote: Known = {
          kind,
          id: detail.id,
          number: detail.quoteNumber,
          acked: { notes, items: itemCount(kind, detail), totalGross: detail.totalGross },
          inFlight: null,
        };
        own.push(quote);
        known.push(quote);
      }
    } catch (error) {
      if (stop.stopped) return; // the answer was cut by the kill: its outcome is unknown
      throw error;
    }
  }
}

/** Every quote of a kind, page by page, as the admin (who sees all) lists them. */
async function listAll(admin: TestClient, kind: QuoteKind) {
  const rows: { id: number; quoteNumber: string }[] = [];
  for (let page = 1; ; page++) {
    const answer = (await (await admin.get(`${paths[kind]}?page=${page}&pageSize=200`)).json()) as Record<
      string,
      unknown
    >;
    const list = Object.values(answer).find(Array.isArray) as { id: number; quoteNumber: string }[];
    rows.push(...list);
    if (list.length < 200) return rows;
  }
}

const cents = (value: string) => Math.round(Number(value) * 100);

async function round(number: number) {
  const dataDir = tempDir();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { DATA_DIR: dataDir, PORT: String(port), SEED_DEMO: '1' };
  const first = startServer(env);
  await waitForHealth(url, first);

  const admin = new TestClient(url);
  await admin.signIn('admin@firma.pl');
  const clients = [admin];
  for (let n = 1; n < WORKERS; n++) {
    const client = new TestClient(url);
    await client.signIn(`pracownik${n}@firma.pl`);
    const { user } = (await (await client.get('/api/auth/user')).json()) as { user: { id: number } };
    await admin.send('POST', `/api/users/${user.id}/approve`);
    clients.push(client);
  }
  const ids = async (path: string) =>
    ((await (await admin.get(path)).json()) as { id: number; isActive?: boolean }[])
      .filter((row) => row.isActive !== false)
      .map((row) => row.id);
  const catalogue: Catalogue = {
    equipment: await ids('/api/equipment'),
    electrical: await ids('/api/electrical-equipment'),
    general: await ids('/api/general-equipment'),
    vehicles: await ids('/api/transport-vehicles'),
  };

  const known: Known[] = [];
  const stop = { stopped: false };
  const work = clients.map((client, index) => worker(client, index, catalogue, known, stop));
  // Kill at a different moment each round, once the load is well under way.
  await new Promise((done) => setTimeout(done, 2500 + ((number * 977) % 2000)));
  stop.stopped = true;
  process.kill(-first.child.pid!, 'SIGKILL');
  await Promise.all(work);
  await first.exited;
  expect(known.length, 'quotes created before the kill').toBeGreaterThan(WORKERS);

  const second = startServer(env);
  await waitForHealth(url, second);
  const problems: string[] = [];
  for (const quote of known) {
    const response = await admin.get(`${paths[quote.kind]}/${quote.id}`);
    if (response.status !== 200) {
      problems.push(`${quote.number}: ${response.status} after the restart`);
      continue;
    }
    const detail = (await response.json()) as Detail;
    const state = { notes: detail.notes ?? '', items: itemCount(quote.kind, detail) };
    const asAcked =
      state.notes === quote.acked.notes &&
      state.items === quote.acked.items &&
      detail.totalGross === quote.acked.totalGross;
    const asInFlight =
      quote.inFlight && state.notes === quote.inFlight.notes && state.items === quote.inFlight.items;
    if (!asAcked && !asInFlight)
      problems.push(
        `${quote.number}: ${JSON.stringify(state)} is neither ${JSON.stringify(quote.acked)} nor the edit in flight`,
      );
    if (detail.quoteNumber !== quote.number) problems.push(`${quote.number} is now ${detail.quoteNumber}`);
  }

  // Nothing half-written: every quote has its items, and its net total is the sum of them.
  const numbers = new Set<string>();
  for (const kind of quoteKinds) {
    for (const row of await listAll(admin, kind)) {
      if (numbers.has(row.quoteNumber)) problems.push(`${row.quoteNumber} twice`);
      numbers.add(row.quoteNumber);
      const detail = (await (await admin.get(`${paths[kind]}/${row.id}`)).json()) as Detail;
      if (kind === 'transport') {
        if (!(cents(detail.totalNet) > 0)) problems.push(`${row.quoteNumber} has no cost`);
      } else if (!detail.items?.length) {
        problems.push(`${row.quoteNumber} has no items`);
      } else if (
        detail.items.reduce((sum, item) => sum + cents(item.totalPrice), 0) !== cents(detail.totalNet)
      ) {
        problems.push(`${row.quoteNumber}: items do not add up to ${detail.totalNet}`);
      }
    }
  }
  // Numbering goes on after the last number given before the kill.
  for (const kind of quoteKinds) {
    const seed = 999_999;
    const created = await admin.send('POST', paths[kind], body(kind, catalogue, 'po restarcie', 1, seed));
    expect(created.status).toBe(201);
    const { quoteNumber } = (await created.json()) as Detail;
    if (numbers.has(quoteNumber)) problems.push(`${quoteNumber} given again after the restart`);
  }
  expect(problems).toEqual([]);

  second.child.kill('SIGTERM');
  expect(await second.exited).toBe(0);
  return known.length;
}

it(
  `keeps every answered quote whole through ${ROUNDS} SIGKILL${ROUNDS > 1 ? 's' : ''} under load`,
  async () => {
    for (let number = 0; number < ROUNDS; number++) {
      const quotes = await round(number);
      console.log(
        `crash round ${number + 1}: ${quotes} quotes answered before the kill, all whole after the restart`,
      );
    }
  },
  ROUNDS * 150_000,
);
