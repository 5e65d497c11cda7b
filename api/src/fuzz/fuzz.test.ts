// Fuzzing (issue 16 §2): every mutating route (staff and public, read from the routers), with
// bodies derived from the route's own zod schema and hostile input, plus the lists' query strings.
// Never a 5xx, never a stack trace in a body, and a refused request changes no business row.
// Seeded and repeatable: FUZZ_SEED picks the sequence, FUZZ_SECONDS its length (`npm run fuzz`
// runs ten minutes; `npm test` about half a minute).
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bodySchemas } from '../http/validate.ts';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { type ServedRoute, servedRoutes } from '../test/routes.ts';
import { bodyFor, hostileQuery, pathParameter } from './arbitraries.ts';
import { businessChecksum, changedTables } from './checksum.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
const SECONDS = Number(process.env.FUZZ_SECONDS ?? 30);

let app: TestApp;
let admin: TestClient;
let apiKey: string;
let routes: ServedRoute[];

/** A partner key for the public routes (made again when the fuzzer has changed or deleted it). */
async function newApiKey() {
  const key = await admin.send('POST', '/api/admin/api-keys', {
    name: `Fuzz ${Date.now()}`,
    permissions: ['*'],
    rateLimitPerMinute: 10_000,
  });
  apiKey = ((await key.json()) as { keyValue: string }).keyValue;
}

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  await newApiKey();
  routes = servedRoutes(app).filter(
    (route) =>
      route.method !== 'GET' || (!route.path.includes(':') && !/log(in|out)|callback/.test(route.path)),
  );
  // One plain call of each route lets each body schema be met (validation runs before any lookup).
  for (const route of routes.filter((r) => r.method !== 'GET')) {
    const response = await call(
      route,
      fillPath(route.path, () => '999999'),
      '',
      {
        kind: 'json',
        text: '{}',
      },
    );
    await response.body?.cancel();
  }
}, 60_000);
afterAll(() => app.close());

type Body = { kind: 'none' } | { kind: 'json' | 'raw'; text: string | Uint8Array; type?: string };

function fillPath(path: string, parameter: () => string) {
  return path.replace(/:[a-z]+/gi, parameter);
}

/** The request as the route's caller would send it: staff with the admin's session, partners with a key. */
function call(route: ServedRoute, path: string, query: string, body: Body) {
  const access = route.declarations[0];
  const headers = new Headers();
  if (body.kind !== 'none') headers.set('Content-Type', body.type ?? 'application/json');
  if (access?.auth === 'apiKey') headers.set('X-API-Key', apiKey);
  const init = {
    method: route.method,
    headers,
    body: body.kind === 'none' ? undefined : body.text,
  } as RequestInit;
  const url = `${path}${query ? `?${query}` : ''}`;
  if (access?.auth === 'session') return admin.fetch(url, init);
  return fetch(new URL(url, app.url), { ...init, redirect: 'manual' });
}

const rawBodies: Body[] = [
  { kind: 'raw', text: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]) },
  { kind: 'raw', text: '{"a":' },
  { kind: 'raw', text: '{"a":1} trailing' },
  { kind: 'raw', text: '["a",]' },
  { kind: 'raw', text: '[1e999999]' },
  { kind: 'raw', text: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { kind: 'raw', text: `{"a":"${'x'.repeat(1_100_000)}"}` },
  { kind: 'raw', text: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
  { kind: 'raw', text: 'a=1&a=2&b[c]=3', type: 'application/x-www-form-urlencoded' },
  { kind: 'raw', text: '{"a":1}', type: 'text/plain' },
  { kind: 'raw', text: '{"a":1}', type: 'application/json; charset=latin1' },
  { kind: 'raw', text: '', type: 'application/json' },
  { kind: 'none' },
];

function requestFor(route: ServedRoute) {
  const schema = bodySchemas.get(`${route.method} ${route.path}`);
  const body: fc.Arbitrary<Body> =
    route.method === 'GET'
      ? fc.constant<Body>({ kind: 'none' })
      : route.method === 'DELETE'
        ? fc.oneof(
            { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 5 },
            fc.constantFrom(...rawBodies),
          )
        : fc.oneof(
            {
              arbitrary: bodyFor(schema).map((value): Body => {
                const text = JSON.stringify(value);
                return text === undefined ? { kind: 'none' } : { kind: 'json', text };
              }),
              weight: 9,
            },
            { arbitrary: fc.constantFrom(...rawBodies), weight: 1 },
          );
  const query = route.method === 'GET' ? hostileQuery : fc.oneof(fc.constant(''), hostileQuery);
  return fc
    .record({ parameters: fc.array(pathParameter, { minLength: 3, maxLength: 3 }), query, body })
    .map(({ parameters, query, body }) => {
      let next = 0;
      return { route, path: fillPath(route.path, () => parameters[next++]), query, body };
    });
}

const describeBody = (body: Body) =>
  body.kind === 'none'
    ? '(no body)'
    : typeof body.text === 'string'
      ? body.text.slice(0, 300)
      : `bytes ${Buffer.from(body.text).toString('hex')}`;

it(
  `never answers 5xx nor leaks a stack trace, and a refusal changes no business row (${SECONDS} s, seed ${SEED})`,
  async () => {
    const em = app.orm.em.fork();
    let baseline = await businessChecksum(em);
    const statuses = new Map<number, number>();
    const reached = new Set<string>();
    const request = fc.constantFrom(...routes).chain(requestFor);

    await fc.assert(
      fc.asyncProperty(request, async ({ route, path, query, body }) => {
        const response = await call(route, path, query, body);
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status < 400) reached.add(`${route.method} ${route.path}`);
        const what = `${route.method} ${path}${query ? `?${query.slice(0, 200)}` : ''} ${describeBody(body)}`;
        expect(response.status, `${what} → ${text.slice(0, 300)}`).toBeLessThan(500);
        expect(text, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d+|node:internal|\bstack\b/);
        const after = await businessChecksum(em);
        if (response.status >= 400) {
          expect(changedTables(baseline, after), `${what} → ${response.status} changed`).toEqual([]);
        }
        baseline = after;
        if (route.declarations[0]?.auth === 'apiKey' && [401, 403, 429].includes(response.status)) {
          await newApiKey();
          baseline = await businessChecksum(em);
        }
      }),
      {
        seed: SEED,
        numRuns: 1_000_000,
        interruptAfterTimeLimit: SECONDS * 1000,
        markInterruptAsFailure: false,
        endOnFailure: true,
      },
    );
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `fuzz: ${total} requests over ${routes.length} routes, ${reached.size} of them accepted at least once;`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
    expect(total).toBeGreaterThan(SECONDS * 5);
  },
  (SECONDS + 60) * 1000,
);
