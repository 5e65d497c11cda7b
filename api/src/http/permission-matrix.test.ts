// The permission matrix (issue 16 §1, issue 23 §4): every route the API serves, read from its routers,
// against the hand-written table of who may do what (permission-table.ts, D1 as data, D20's last
// bullet). Each route must have exactly one row, its own declaration (http/guard.ts) must agree with
// that row, and every role of D1, a signed-out visitor, a pending and a deactivated user must get the
// answer the row says. A route guarded by the wrong capability fails here, whatever it declares.
import {
  type Capability,
  can,
  departmentConfigs,
  type QuoteKind,
  quoteKinds,
  type Role,
  roles,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { type ServedRoute, servedRoutes } from '../test/routes.ts';
import type { RouteAccess } from './guard.ts';
import { type PermissionRow, permissionTable, type Who } from './permission-table.ts';

type Principal = Role | 'signedOut' | 'pending' | 'deactivated';
const principals: Principal[] = [...roles, 'signedOut', 'pending', 'deactivated'];
type StaffWho = Extract<Who, { roles: readonly Role[] }>;

const MISSING_ID = '999999';
const fill = (path: string, id: string = MISSING_ID) =>
  path
    .replace(':id', id)
    .replace(':name', 'Brak takiej kategorii')
    .replace(':token', 'brak-takiego-linku')
    // D23: a quote's version; 1 is the current one of a quote never edited.
    .replace(':version', '1');

const label = (route: ServedRoute) => `${route.method} ${route.path}`;
const rowsOf = (route: ServedRoute) => permissionTable.filter((row) => row.route === label(route));
/** The route's one row (checked by the first test). */
const rowOf = (route: ServedRoute): PermissionRow | undefined => rowsOf(route)[0];
const staffRow = (route: ServedRoute) => {
  const who = rowOf(route)?.who;
  return who && 'roles' in who ? who : undefined;
};

/** The roles holding a declared capability, as domain's table says (`'approved'`: every role). */
const holders = (capability: Capability | 'approved') =>
  roles.filter((role) => capability === 'approved' || can(role, capability));
const sameRoles = (a: readonly Role[], b: readonly Role[]) =>
  a.length === b.length && a.every((role) => b.includes(role));
const listed = (set: readonly Role[] | undefined) => (set ? `[${set.join(', ')}]` : 'nobody named');

/** Where the route's declaration and its row disagree, in words; empty when they agree. */
function disagreement(access: RouteAccess | undefined, who: Who): string[] {
  if (!access) return ['declares nothing'];
  if ('open' in who) return access.auth === 'none' ? [] : [`declares ${access.auth}, the table says open`];
  if ('shareToken' in who)
    return access.auth === 'shareToken' ? [] : [`declares ${access.auth}, the table says a share link`];
  if ('apiKey' in who) {
    if (access.auth !== 'apiKey') return [`declares ${access.auth}, the table says an API key`];
    return access.scope === who.apiKey
      ? []
      : [`declares scope ${access.scope}, the table says ${who.apiKey}`];
  }
  if (access.auth !== 'session') return [`declares ${access.auth}, the table says a session`];
  const wrong: string[] = [];
  const admitted = holders(access.capability);
  if (!sameRoles(admitted, who.roles))
    wrong.push(`declares ${access.capability} ${listed(admitted)}, the table says ${listed(who.roles)}`);
  if (access.own !== who.own?.kind)
    wrong.push(`declares own-quotes ${access.own ?? 'none'}, the table says ${who.own?.kind ?? 'none'}`);
  const approving = access.approve && holders(access.approve);
  if (!(approving && who.approve ? sameRoles(approving, who.approve) : !approving && !who.approve))
    wrong.push(`declares approving by ${listed(approving)}, the table says ${listed(who.approve)}`);
  return wrong;
}

/** What the principal must get from a staff route by its row: 401, 403, or anything but those (no 5xx). */
function expectedAnswer(who: StaffWho, principal: Principal) {
  if (principal === 'signedOut') return 401;
  if (principal === 'pending' || principal === 'deactivated') return 403;
  if (!who.roles.includes(principal)) return 403;
  if (who.approve && !who.approve.includes(principal)) return 403;
  return 'allowed';
}
const answered = (status: number, expected: number | 'allowed') =>
  expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;

let app: TestApp;
let routes: ServedRoute[];
let admin: TestClient;
const clients = {} as Record<Principal, TestClient>;

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  routes = servedRoutes(app);
  admin = await app.signIn('admin@firma.pl');
  clients.admin = admin;
  for (const role of roles.filter((role) => role !== 'admin')) {
    clients[role] = await app.userWithRole(admin, `${role}@firma.pl`, role);
  }
  clients.signedOut = app.client();
  clients.pending = await app.signIn('oczekujacy@firma.pl');
  const deactivated = await app.userWithRole(admin, 'nieaktywny@firma.pl', 'employee');
  expect((await admin.send('PUT', `/api/users/${deactivated.id}/toggle-active`)).status).toBe(200);
  clients.deactivated = deactivated;
}, 60_000);
afterAll(() => app.close());

describe('the permission matrix (issue 16 §1, issue 23 §4)', () => {
  it('finds exactly one row of the permission table for every served route, and a route for every row', () => {
    expect(routes.length).toBeGreaterThan(130);
    const served = new Set(routes.map(label));
    const withoutOneRow = routes
      .filter((route) => rowsOf(route).length !== 1)
      .map((route) => `${label(route)}: ${rowsOf(route).length} rows`);
    const withoutRoute = permissionTable.filter((row) => !served.has(row.route)).map((row) => row.route);
    // Both lists at once, so a renamed route shows its old row and its new path together.
    expect({ withoutOneRow, withoutRoute }, 'routes and rows of permission-table.ts without a match').toEqual(
      {
        withoutOneRow: [],
        withoutRoute: [],
      },
    );
  });

  it('has every route declare how it is reached, once, as its row says', () => {
    const wrong = routes.flatMap((route) => {
      const row = rowOf(route);
      if (!row) return [];
      if (route.declarations.length !== 1)
        return [`${label(route)}: ${route.declarations.length} declarations`];
      return disagreement(route.declarations[0], row.who).map((text) => `${label(route)}: ${text}`);
    });
    expect(wrong).toEqual([]);
  });

  it('answers every staff route as its row says, for every principal', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const who = staffRow(route);
      if (!who) continue;
      const body =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : route.path.endsWith('/status')
            ? { status: 'approved' }
            : {};
      await Promise.all(
        principals.map(async (principal) => {
          const response = await clients[principal].send(route.method, fill(route.path), body);
          const expected = expectedAnswer(who, principal);
          if (!answered(response.status, expected))
            wrong.push(`${label(route)} as ${principal}: ${response.status}, the table says ${expected}`);
          await response.body?.cancel();
        }),
      );
    }
    expect(wrong.sort()).toEqual([]);
  }, 120_000);

  it('refuses every partner route without a key or its scope, and serves it with one', async () => {
    const keyWith = async (permissions: string[]) => {
      const response = await admin.send('POST', '/api/admin/api-keys', {
        name: `Matryca ${permissions.join(' ')}`,
        permissions,
        rateLimitPerMinute: 1000,
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { keyValue: string }).keyValue;
    };
    const keys = {
      'quotes:create': await keyWith(['quotes:create']),
      'assessments:create': await keyWith(['assessments:create']),
    };
    const wrong: string[] = [];
    let partnerRoutes = 0;
    for (const route of routes) {
      const who = rowOf(route)?.who;
      if (!who || !('apiKey' in who)) continue;
      partnerRoutes++;
      const other = who.apiKey === 'quotes:create' ? 'assessments:create' : 'quotes:create';
      const body = route.method === 'GET' ? undefined : JSON.stringify({});
      const ask = (key?: string) =>
        fetch(`${app.url}${fill(route.path)}`, {
          method: route.method,
          headers: { 'Content-Type': 'application/json', ...(key ? { 'X-API-Key': key } : {}) },
          body,
        });
      for (const [key, expected] of [
        [undefined, 401],
        [keys[other], 403],
        [keys[who.apiKey], 'allowed'],
      ] as const) {
        const response = await ask(key);
        if (!answered(response.status, expected))
          wrong.push(
            `${label(route)} with ${key ? 'a key' : 'no key'}: ${response.status}, the table says ${expected}`,
          );
        await response.body?.cancel();
      }
    }
    expect(partnerRoutes).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('serves open routes and share-link routes without a session, and an unknown link is not found', async () => {
    const wrong: string[] = [];
    const reached = new Set<string>();
    for (const route of routes) {
      const who = rowOf(route)?.who;
      if (!who || !('open' in who || 'shareToken' in who)) continue;
      reached.add('open' in who ? 'open' : 'shareToken');
      const response = await app
        .client()
        .send(route.method, fill(route.path), route.method === 'GET' ? undefined : {});
      const expected = 'open' in who ? 'allowed' : 404;
      if (!answered(response.status, expected))
        wrong.push(`${label(route)}: ${response.status}, the table says ${expected}`);
      await response.body?.cancel();
    }
    expect(reached).toEqual(new Set(['open', 'shareToken']));
    expect(wrong).toEqual([]);
  });
});

/** One valid creation body per kind (the demo catalogue's first usable entries). */
async function creationBody(kind: QuoteKind): Promise<{ path: string; body: Record<string, unknown> }> {
  const client = { companyName: `Klient ${kind}`, email: 'biuro@klient.pl' };
  if (kind === 'equipment') {
    const equipment = (await (await admin.get('/api/equipment')).json()) as { id: number }[];
    return {
      path: '/api/quotes',
      body: { client, items: [{ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3 }] },
    };
  }
  if (kind === 'transport') {
    const vehicles = (await (await admin.get('/api/transport-vehicles')).json()) as { id: number }[];
    return {
      path: '/api/transport-quotes',
      body: { client, vehicleId: vehicles[0].id, fromAddress: 'Warszawa', toAddress: 'Kraków', distance: 10 },
    };
  }
  const api = departmentConfigs[kind].api;
  const equipment = (await (await admin.get(api.equipment)).json()) as { id: number }[];
  return {
    path: api.quotes,
    body: {
      client,
      items: [{ equipmentId: equipment[0].id, quantity: 1, rentalPeriodDays: 3 }],
      notes: null,
    },
  };
}

describe.each(quoteKinds)('the own-quotes rule for %s quotes (D1)', (kind) => {
  let create: { path: string; body: Record<string, unknown> };
  let adminsQuote: { id: number; quoteNumber: string; items?: { id: number }[] };
  // The kind's rows: the routes addressing or listing its quotes, who sees all of them, who decides.
  const kindRows = () =>
    routes.flatMap((route) => {
      const who = staffRow(route);
      return who?.own?.kind === kind ? [{ route, who, own: who.own }] : [];
    });
  const seeAll = () => kindRows()[0]?.own.seeAll ?? [];
  const outsiders = () => roles.filter((role) => !seeAll().includes(role));
  const approvers = () => kindRows().find(({ who }) => who.approve)?.who.approve ?? [];

  beforeAll(async () => {
    create = await creationBody(kind);
    const created = await admin.send('POST', create.path, create.body);
    expect(created.status).toBe(201);
    adminsQuote = await created.json();
  });

  it('has outsiders and insiders in the table, one reading of them, and routes under the rule', () => {
    expect(kindRows().length).toBeGreaterThanOrEqual(8);
    expect(outsiders().length).toBeGreaterThan(0);
    expect(seeAll()).toContain('admin');
    const readings = new Set(kindRows().map(({ own }) => listed(own.seeAll)));
    expect(readings.size, `${kind} rows disagree on who sees all`).toBe(1);
    expect(approvers()).toContain('admin');
  });

  it("refuses somebody else's quote on every route addressing one to those who may not see all", async () => {
    const wrong: string[] = [];
    for (const { route } of kindRows()) {
      // The addressed record: the quote itself, or (for the per-item calls) one of its items.
      const viaItem = route.path.includes('quote-items');
      let path = fill(route.path, String(viaItem ? adminsQuote.items?.[0]?.id : adminsQuote.id));
      // A valid body (D6: the input is checked before the quote and whose it is).
      let body: Record<string, unknown> | undefined =
        route.method === 'PUT'
          ? create.body
          : route.method === 'PATCH'
            ? { status: 'pending' }
            : route.path.endsWith('/send')
              ? { email: 'klient@budimex.pl' }
              : {};
      if (route.method === 'GET' || route.method === 'DELETE') body = undefined;
      if (!route.path.includes(':id')) {
        if (route.method !== 'POST') continue; // the list: below
        body = { ...(create.body.items as Record<string, unknown>[])[0], quoteId: adminsQuote.id };
        path = route.path;
      }
      for (const role of outsiders()) {
        const response = await clients[role].send(route.method, path, body);
        if (response.status !== 403)
          wrong.push(`${label(route)} as ${role}: ${response.status}, the table says 403`);
        await response.body?.cancel();
      }
      if (route.method === 'GET') {
        for (const role of seeAll()) {
          const response = await clients[role].get(path);
          if (response.status !== 200)
            wrong.push(`${label(route)} as ${role}: ${response.status}, the table says 200`);
          await response.body?.cancel();
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists somebody else’s quote only to those who may see all, and each their own', async () => {
    const list = kindRows().find(({ route }) => route.method === 'GET' && !route.path.includes(':id'))?.route;
    expect(list).toBeDefined();
    for (const role of roles) {
      const listed = await (await clients[role].get(list!.path)).text();
      expect(listed.includes(adminsQuote.quoteNumber), `${role} lists ${adminsQuote.quoteNumber}`).toBe(
        seeAll().includes(role),
      );
    }
    for (const role of outsiders()) {
      const own = await clients[role].send('POST', create.path, create.body);
      expect(own.status).toBe(201);
      const { id, quoteNumber } = await own.json();
      expect((await clients[role].get(`${list!.path}/${id}`)).status).toBe(200);
      expect(await (await clients[role].get(list!.path)).text()).toContain(quoteNumber);
      // Deciding on it still needs the kind's approve right.
      const approve = await clients[role].send('PATCH', `${list!.path}/${id}/status`, { status: 'approved' });
      expect(approve.status, `${role} approves its own ${kind} quote`).toBe(
        approvers().includes(role) ? 409 : 403,
      );
    }
  });
});
