import type { AuditEntry, AuditPage } from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { recordAudit } from './record.ts';

let app: TestApp;
let admin: TestClient;
let adminId: number;

const idOf = async (client: TestClient) => {
  const body = await (await client.get('/api/auth/user')).json();
  return (body.user ?? body).id as number;
};

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('szef@firma.pl');
  adminId = await idOf(admin);
});
afterAll(() => app.close());

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
  app.orm.em.fork().getConnection().execute<T[]>(query, params);

async function audit(query = ''): Promise<AuditPage> {
  const response = await admin.get(`/api/admin/audit${query}`);
  expect(response.status).toBe(200);
  return response.json();
}

const entriesOf = async (event: string, target?: string) =>
  (await audit(`?event=${encodeURIComponent(event)}`)).items.filter(
    (entry) => target === undefined || entry.target === target,
  );

describe('the events (D25)', () => {
  it('records a sign-in with who and when', async () => {
    const [entry] = await entriesOf('auth.signIn', `user:${adminId}`);
    expect(entry).toMatchObject({
      actorEmail: 'szef@firma.pl',
      event: 'auth.signIn',
      target: `user:${adminId}`,
      details: { newUser: true },
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('records approving, changing a role and deactivating, by the admin who did it', async () => {
    const worker = await app.signIn('nowy@firma.pl');
    const id = await idOf(worker);
    const target = `user:${id}`;

    expect((await admin.send('POST', `/api/users/${id}/approve`, { role: 'employee' })).status).toBe(200);
    expect((await admin.send('PUT', `/api/users/${id}/role`, { role: 'transport_manager' })).status).toBe(
      200,
    );
    // The same role again changes nothing and records nothing.
    expect((await admin.send('PUT', `/api/users/${id}/role`, { role: 'transport_manager' })).status).toBe(
      200,
    );
    expect((await admin.send('PUT', `/api/users/${id}/toggle-active`)).status).toBe(200);
    // A tab still showing the account active asks for inactive again: nothing changes, nothing logged.
    const stale = await admin.send('PUT', `/api/users/${id}/toggle-active`, { isActive: false });
    expect(stale.status).toBe(200);
    expect((await stale.json()).isActive).toBe(false);
    expect((await admin.send('PUT', `/api/users/${id}/toggle-active`)).status).toBe(200);

    const byAdmin = { actorEmail: 'szef@firma.pl', target };
    expect(await entriesOf('user.approved', target)).toEqual([
      expect.objectContaining({ ...byAdmin, details: { email: 'nowy@firma.pl', role: 'employee' } }),
    ]);
    expect(await entriesOf('user.roleChanged', target)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        details: { email: 'nowy@firma.pl', from: 'employee', to: 'transport_manager' },
      }),
    ]);
    expect(await entriesOf('user.deactivated', target)).toEqual([
      expect.objectContaining({ ...byAdmin, details: { email: 'nowy@firma.pl' } }),
    ]);
    expect(await entriesOf('user.activated', target)).toEqual([
      expect.objectContaining({ ...byAdmin, details: { email: 'nowy@firma.pl' } }),
    ]);
    const [row] = await sql<{ actor_id: number }>(
      `select actor_id from audit_event where event = 'user.deactivated' and target = ?`,
      [target],
    );
    expect(row?.actor_id).toBe(adminId);
  });

  it('records rejecting a pending account and deleting an approved one, with its e-mail', async () => {
    const rejected = await app.signIn('odrzucony@firma.pl');
    const rejectedId = await idOf(rejected);
    expect((await admin.send('DELETE', `/api/users/${rejectedId}/reject`)).status).toBe(204);
    const removed = await app.signIn('usuniety@firma.pl');
    const removedId = await idOf(removed);
    expect((await admin.send('POST', `/api/users/${removedId}/approve`, { role: 'employee' })).status).toBe(
      200,
    );
    expect((await admin.send('DELETE', `/api/users/${removedId}`)).status).toBe(204);
    expect(await entriesOf('user.rejected', `user:${rejectedId}`)).toEqual([
      expect.objectContaining({
        actorEmail: 'szef@firma.pl',
        details: { email: 'odrzucony@firma.pl', role: 'employee' },
      }),
    ]);
    expect(await entriesOf('user.deleted', `user:${removedId}`)).toEqual([
      expect.objectContaining({
        actorEmail: 'szef@firma.pl',
        details: { email: 'usuniety@firma.pl', role: 'employee' },
      }),
    ]);
  });

  it('records a refused change not at all (the entry is in the change’s transaction)', async () => {
    const before = (await audit('?event=user.deactivated')).total;
    // The last active admin cannot deactivate themself: 409, and nothing is recorded.
    expect((await admin.send('PUT', `/api/users/${adminId}/toggle-active`)).status).toBe(409);
    expect((await audit('?event=user.deactivated')).total).toBe(before);
  });

  it('records creating, changing and deleting an API key, never the key', async () => {
    const created = await admin.send('POST', '/api/admin/api-keys', {
      name: 'Partner A',
      permissions: ['quotes:create'],
      allowedOrigins: ['https://partner.example.com'],
    });
    expect(created.status).toBe(201);
    const key = (await created.json()) as { id: number; keyValue: string };
    const target = `apiKey:${key.id}`;
    expect(
      (await admin.send('PATCH', `/api/admin/api-keys/${key.id}`, { name: 'Partner B', isActive: false }))
        .status,
    ).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(204);

    const byAdmin = { actorEmail: 'szef@firma.pl', target };
    expect(await entriesOf('apiKey.created', target)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        details: {
          name: 'Partner A',
          permissions: ['quotes:create'],
          allowedOrigins: ['https://partner.example.com'],
        },
      }),
    ]);
    expect(await entriesOf('apiKey.updated', target)).toEqual([
      expect.objectContaining({
        ...byAdmin,
        details: { name: 'Partner B', changes: { name: 'Partner B', isActive: false } },
      }),
    ]);
    expect(await entriesOf('apiKey.deleted', target)).toEqual([
      expect.objectContaining({ ...byAdmin, details: { name: 'Partner B' } }),
    ]);
    const all = JSON.stringify(await sql('select * from audit_event'));
    expect(all).not.toContain(key.keyValue);
    expect(all).not.toContain(key.keyValue.slice(0, 12));
  });

  it('records creating, changing and deleting a webhook, never its secret', async () => {
    const created = await admin.send('POST', '/api/admin/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['quote.created', 'quote.approved'],
      isActive: true,
    });
    expect(created.status).toBe(201);
    const hook = (await created.json()) as { id: number; secret: string };
    const target = `webhook:${hook.id}`;
    const changed = await admin.send('PATCH', `/api/admin/webhooks/${hook.id}`, {
      url: 'http://127.0.0.1:9/inny',
      isActive: false,
    });
    expect(changed.status).toBe(200);
    expect(await entriesOf('webhook.updated', target)).toEqual([
      expect.objectContaining({
        actorEmail: 'szef@firma.pl',
        target,
        details: {
          url: 'http://127.0.0.1:9/inny',
          changes: { url: 'http://127.0.0.1:9/inny', isActive: false },
        },
      }),
    ]);
    const back = await admin.send('PATCH', `/api/admin/webhooks/${hook.id}`, {
      url: 'http://127.0.0.1:9/hook',
    });
    expect(back.status).toBe(200);
    expect((await admin.send('DELETE', `/api/admin/webhooks/${hook.id}`)).status).toBe(204);
    // A webhook that is not there is refused and logs nothing.
    expect((await admin.send('DELETE', `/api/admin/webhooks/${hook.id}`)).status).toBe(404);

    const details = { url: 'http://127.0.0.1:9/hook', events: ['quote.created', 'quote.approved'] };
    expect(await entriesOf('webhook.created', target)).toEqual([
      expect.objectContaining({
        actorEmail: 'szef@firma.pl',
        target,
        details: { ...details, apiKeyId: null, isActive: true },
      }),
    ]);
    expect(await entriesOf('webhook.deleted', target)).toEqual([
      expect.objectContaining({ actorEmail: 'szef@firma.pl', target, details }),
    ]);
    expect(JSON.stringify(await sql('select * from audit_event'))).not.toContain(hook.secret);
  });

  it('writes recordAudit inside the caller’s transaction', async () => {
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await recordAudit(tx, {
          actorId: null,
          actorEmail: 'wycofany@firma.pl',
          event: 'client.erased',
          target: 'client:999',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await sql(`select 1 from audit_event where actor_email = 'wycofany@firma.pl'`)).toEqual([]);

    await em.transactional((tx) =>
      recordAudit(tx, {
        actorId: null,
        actorEmail: 'system@firma.pl',
        event: 'client.exported',
        target: 'client:7',
      }),
    );
    const [entry] = (await audit('?actor=system@firma.pl')).items;
    expect(entry).toMatchObject({ event: 'client.exported', target: 'client:7', details: {} });
  });
});

describe('append-only (D25)', () => {
  // The test databases are the superuser's: the trigger refuses even the owner and the superuser.
  it('refuses UPDATE, DELETE and TRUNCATE by a trigger', async () => {
    await expect(sql(`update audit_event set actor_email = 'inny@firma.pl'`)).rejects.toThrow(/append-only/);
    await expect(sql('delete from audit_event')).rejects.toThrow(/append-only/);
    await expect(sql('truncate audit_event')).rejects.toThrow(/append-only/);
    expect((await sql<{ n: number }>('select count(*)::int as n from audit_event'))[0]!.n).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/audit', () => {
  beforeAll(async () => {
    // 60 entries of one actor, from 10.01.2026 23:30 UTC (11.01 00:30 in Warsaw) an hour apart.
    await sql(
      `insert into audit_event (at, actor_id, actor_email, event, target, details)
       select timestamptz '2026-01-10 23:30:00+00' + make_interval(hours => n), 1, 'Lista@Firma.pl',
              'client.exported', 'client:' || n, jsonb_build_object('n', n)
         from generate_series(0, 59) as n`,
    );
  });

  it('pages newest first, 50 a page, pageSize not a parameter', async () => {
    const first = await audit('?actor=lista@firma.pl&pageSize=5');
    expect(first).toMatchObject({ total: 60, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]).toEqual({
      id: expect.any(Number),
      at: '2026-01-13T10:30:00.000Z',
      actorEmail: 'Lista@Firma.pl',
      event: 'client.exported',
      target: 'client:59',
      details: { n: 59 },
    } satisfies AuditEntry);
    const second = await audit('?actor=lista@firma.pl&page=2');
    expect(second.items.map((entry) => entry.target)).toEqual(
      Array.from({ length: 10 }, (_, i) => `client:${9 - i}`),
    );
  });

  it('filters by inclusive days in Europe/Warsaw', async () => {
    // 10.01 23:30 UTC is 11.01 00:30 in Warsaw: the first entry is on the 11th, none on the 10th.
    expect((await audit('?actor=lista@firma.pl&to=2026-01-10')).total).toBe(0);
    const eleventh = await audit('?actor=lista@firma.pl&from=2026-01-11&to=2026-01-11');
    // 00:30 … 23:30 Warsaw time: 24 entries (n = 0 … 23).
    expect(eleventh.total).toBe(24);
    expect(eleventh.items.at(-1)?.target).toBe('client:0');
    expect(eleventh.items[0]?.target).toBe('client:23');
    expect((await audit('?actor=lista@firma.pl&from=2026-01-13')).total).toBe(60 - 48);
  });

  it('filters by event and actor together, and an empty filter is none', async () => {
    expect((await audit('?actor=lista@firma.pl&event=auth.signIn')).total).toBe(0);
    expect((await audit('?actor=&event=&from=&to=')).total).toBeGreaterThan(60);
    expect((await audit('?actor=nikt@firma.pl')).items).toEqual([]);
  });

  it('answers bad filters with 400 and Polish field messages', async () => {
    const response = await admin.get(
      '/api/admin/audit?actor=nie-email&event=user.exploded&from=2026-02-30&to=jutro&page=0',
    );
    expect(response.status).toBe(400);
    expect((await response.json()).errors).toEqual({
      actor: 'Nieprawidłowy adres e-mail',
      event: 'Nieznane zdarzenie',
      from: 'Nieprawidłowa data początkowa',
      to: 'Nieprawidłowa data końcowa',
      page: 'Nieprawidłowy numer strony',
    });
    const reversed = await admin.get('/api/admin/audit?from=2026-01-12&to=2026-01-11');
    expect(reversed.status).toBe(400);
    expect((await reversed.json()).errors).toEqual({
      to: 'Data końcowa nie może być wcześniejsza niż początkowa',
    });
    const repeated = await admin.get('/api/admin/audit?event=auth.signIn&event=user.approved');
    expect(repeated.status).toBe(400);
  });

  it('is for admins only', async () => {
    const employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
    expect((await employee.get('/api/admin/audit')).status).toBe(403);
    expect((await app.client().get('/api/admin/audit')).status).toBe(401);
  });
});
