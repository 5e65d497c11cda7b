// The permission matrix (issue 16 §1): every route the API serves, read from its routers, against
// every role of D1, a signed-out visitor, a pending and a deactivated user. What each must get is
// derived from the permission table and the route's own declaration (http/guard.ts), never listed
// by hand, so a new route is covered the day it is written, and a route without a declaration fails.
import {
  approveQuotesOf,
  can,
  departmentConfigs,
  type QuoteKind,
  quoteKinds,
  type Role,
  roles,
  viewAllQuotesOf,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { type ServedRoute, servedRoutes } from '../test/routes.ts';
import type { RouteAccess } from './guard.ts';

type Principal = Role | 'signedOut' | 'pending' | 'deactivated';
const principals: Principal[] = [...roles, 'signedOut', 'pending', 'deactivated'];

const MISSING_ID = '999999';
const fill = (path: string, id: string = MISSING_ID) =>
  path.replace(':id', id).replace(':name', 'Brak takiej kategorii').replace(':token', 'brak-takiego-linku');

/** Whether a request to the route asks for the kind's approve right (approving, deleting). */
const asksToApprove = (route: ServedRoute) =>
  route.method === 'DELETE' || (route.method === 'PATCH' && route.path.endsWith('/status'));

/** What the principal must get from a session route: 401, 403, or anything but those (and no 5xx). */
function expectedAnswer(route: ServedRoute, access: RouteAccess & { auth: 'session' }, who: Principal) {
  if (who === 'signedOut') return 401;
  if (who === 'pending' || who === 'deactivated') return 403;
  if (access.capability !== 'approved' && !can(who, access.capability)) return 403;
  if (access.approve && asksToApprove(route) && !can(who, access.approve)) return 403;
  return 'allowed';
}

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

const label = (route: ServedRoute) => `${route.method} ${route.path}`;
const sessionRoutes = () =>
  routes.flatMap((route) => {
    const access = route.declarations[0];
    return access?.auth === 'session' ? [{ route, access }] : [];
  });

describe('the permission matrix (issue 16 §1)', () => {
  it('reads every route from the routers, and each declares how it is reached, once', () => {
    expect(routes.length).toBeGreaterThan(130);
    const undeclared = routes.filter((route) => route.declarations.length !== 1).map(label);
    expect(undeclared).toEqual([]);
    // Each declaration's kind of access appears: staff sessions, partners' keys, share links, open routes.
    expect(new Set(routes.map((route) => route.declarations[0]?.auth))).toEqual(
      new Set(['session', 'apiKey', 'shareToken', 'none']),
    );
  });

  it('answers every session route as the permission table and the route declare, for every principal', async () => {
    const wrong: string[] = [];
    for (const { route, access } of sessionRoutes()) {
      const body =
        route.method === 'GET' || route.method === 'DELETE'
          ? undefined
          : asksToApprove(route)
            ? { status: 'approved' }
            : {};
      await Promise.all(
        principals.map(async (who) => {
          const response = await clients[who].send(route.method, fill(route.path), body);
          const expected = expectedAnswer(route, access, who);
          const ok =
            expected === 'allowed'
              ? response.status !== 401 && response.status !== 403 && response.status < 500
              : response.status === expected;
          if (!ok) wrong.push(`${label(route)} as ${who}: ${response.status}, expected ${expected}`);
          await response.body?.cancel();
        }),
      );
    }
    expect(wrong).toEqual([]);
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
    for (const route of routes) {
      const access = route.declarations[0];
      if (access?.auth !== 'apiKey') continue;
      const other = access.scope === 'quotes:create' ? 'assessments:create' : 'quotes:create';
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
        [keys[access.scope], 'allowed'],
      ] as const) {
        const response = await ask(key);
        const ok =
          expected === 'allowed'
            ? response.status !== 401 && response.status !== 403 && response.status < 500
            : response.status === expected;
        if (!ok) wrong.push(`${label(route)} with ${key ? 'a key' : 'no key'}: ${response.status}`);
        await response.body?.cancel();
      }
    }
    expect(wrong).toEqual([]);
  });

  it('serves open routes and share-link routes without a session, and an unknown link is not found', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const access = route.declarations[0];
      if (access?.auth !== 'none' && access?.auth !== 'shareToken') continue;
      const response = await app
        .client()
        .send(route.method, fill(route.path), route.method === 'GET' ? undefined : {});
      const ok =
        access.auth === 'none'
          ? response.status !== 401 && response.status !== 403 && response.status < 500
          : response.status === 404;
      if (!ok) wrong.push(`${label(route)}: ${response.status}`);
      await response.body?.cancel();
    }
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
  const outsiders = roles.filter((role) => !can(role, viewAllQuotesOf(kind)));
  const insiders = roles.filter((role) => can(role, viewAllQuotesOf(kind)));
  const ownRoutes = () =>
    routes.filter((route) => {
      const access = route.declarations[0];
      return access?.auth === 'session' && access.own === kind;
    });

  beforeAll(async () => {
    create = await creationBody(kind);
    const created = await admin.send('POST', create.path, create.body);
    expect(created.status).toBe(201);
    adminsQuote = await created.json();
  });

  it('has outsiders and insiders in D1, and routes that declare it', () => {
    expect(outsiders.length).toBeGreaterThan(0);
    expect(insiders).toContain('admin');
    expect(ownRoutes().length).toBeGreaterThanOrEqual(8);
  });

  it("refuses somebody else's quote on every route addressing one to those who may not see all", async () => {
    const wrong: string[] = [];
    for (const route of ownRoutes()) {
      // The addressed record: the quote itself, or (for the per-item calls) one of its items.
      const viaItem = route.path.includes('quote-items');
      let path = fill(route.path, String(viaItem ? adminsQuote.items?.[0]?.id : adminsQuote.id));
      let body: Record<string, unknown> | undefined =
        route.method === 'PUT' ? create.body : route.method === 'PATCH' ? { status: 'pending' } : {};
      if (route.method === 'GET' || route.method === 'DELETE') body = undefined;
      if (!route.path.includes(':id')) {
        if (route.method !== 'POST') continue; // the list: below
        body = { ...(create.body.items as Record<string, unknown>[])[0], quoteId: adminsQuote.id };
        path = route.path;
      }
      for (const role of outsiders) {
        const response = await clients[role].send(route.method, path, body);
        if (response.status !== 403) wrong.push(`${label(route)} as ${role}: ${response.status}`);
        await response.body?.cancel();
      }
      if (route.method === 'GET') {
        for (const role of insiders) {
          const response = await clients[role].get(path);
          if (response.status !== 200) wrong.push(`${label(route)} as ${role}: ${response.status}`);
          await response.body?.cancel();
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists somebody else’s quote only to those who may see all, and each their own', async () => {
    const list = ownRoutes().find((route) => route.method === 'GET' && !route.path.includes(':id'));
    expect(list).toBeDefined();
    for (const role of roles) {
      const listed = await (await clients[role].get(list!.path)).text();
      expect(listed.includes(adminsQuote.quoteNumber), `${role} lists ${adminsQuote.quoteNumber}`).toBe(
        insiders.includes(role),
      );
    }
    for (const role of outsiders) {
      const own = await clients[role].send('POST', create.path, create.body);
      expect(own.status).toBe(201);
      const { id, quoteNumber } = await own.json();
      expect((await clients[role].get(`${list!.path}/${id}`)).status).toBe(200);
      expect(await (await clients[role].get(list!.path)).text()).toContain(quoteNumber);
      // Deciding on it still needs the kind's approve right.
      const approve = await clients[role].send('PATCH', `${list!.path}/${id}/status`, { status: 'approved' });
      expect(approve.status).toBe(can(role, approveQuotesOf(kind)) ? 409 : 403);
    }
  });
});
