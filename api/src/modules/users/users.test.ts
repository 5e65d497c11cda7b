import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let employee: TestClient;
let pending: TestClient;
const ids: Record<string, number> = {};

async function userId(client: TestClient) {
  const body = await (await client.get('/api/auth/user')).json();
  return (body.user ?? body).id as number;
}

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.signIn('admin@firma.pl', { firstName: 'Adam', lastName: 'Admin' });
  employee = await app.signIn('pracownik@firma.pl');
  ids.employee = await userId(employee);
  await admin.send('POST', `/api/users/${ids.employee}/approve`);
  pending = await app.signIn('nowy@firma.pl');
  ids.pending = await userId(pending);
  ids.admin = await userId(admin);
});
afterAll(() => app.close());

const endpoints: Array<[string, (id: number) => string, unknown?]> = [
  ['GET', () => '/api/users'],
  ['GET', () => '/api/users/pending'],
  ['PUT', (id) => `/api/users/${id}/role`, { role: 'employee' }],
  ['PUT', (id) => `/api/users/${id}/toggle-active`],
  ['DELETE', (id) => `/api/users/${id}`],
  ['POST', (id) => `/api/users/${id}/approve`],
  ['DELETE', (id) => `/api/users/${id}/reject`],
];

describe('users API permissions', () => {
  it.each(endpoints)(
    '%s %s answers 401 signed out, 403 to an employee and to a pending user',
    async (method, path, body) => {
      const target = path(ids.pending);
      expect((await app.client().send(method, target, body)).status).toBe(401);
      const asEmployee = await employee.send(method, target, body);
      expect(asEmployee.status).toBe(403);
      expect(await asEmployee.json()).toEqual({ message: 'Brak uprawnień' });
      expect((await pending.send(method, target, body)).status).toBe(403);
      // Nothing changed: the pending user is still there and still pending.
      const list = await (await admin.get('/api/users/pending')).json();
      expect(list.map((u: { id: number }) => u.id)).toContain(ids.pending);
    },
  );

  it.each(['employee', 'electrical_manager', 'transport_manager', 'general_manager'])(
    'refuses the users list to a %s',
    async (role) => {
      expect((await admin.send('PUT', `/api/users/${ids.employee}/role`, { role })).status).toBe(200);
      expect((await employee.get('/api/users')).status).toBe(403);
    },
  );
});

describe('users administration', () => {
  it('lists every user and the pending ones', async () => {
    const all = await (await admin.get('/api/users')).json();
    expect(all.map((u: { email: string }) => u.email)).toEqual([
      'admin@firma.pl',
      'pracownik@firma.pl',
      'nowy@firma.pl',
    ]);
    expect(all[0]).not.toHaveProperty('subject');
    const waiting = await (await admin.get('/api/users/pending')).json();
    expect(waiting.map((u: { email: string }) => u.email)).toEqual(['nowy@firma.pl']);
  });

  it('changes a role and refuses an unknown one with 400', async () => {
    const changed = await admin.send('PUT', `/api/users/${ids.employee}/role`, { role: 'transport_manager' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).role).toBe('transport_manager');
    const bad = await admin.send('PUT', `/api/users/${ids.employee}/role`, { role: 'superuser' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.role).toBe('Nieprawidłowa rola');
    expect((await admin.send('PUT', `/api/users/${ids.employee}/role`, {})).status).toBe(400);
    await admin.send('PUT', `/api/users/${ids.employee}/role`, { role: 'employee' });
  });

  it('refuses a role change from a page that showed another role (If-Match, 412), changing nothing', async () => {
    const promote = (role: string, shown: string) =>
      admin.fetch(`/api/users/${ids.employee}/role`, {
        method: 'PUT',
        headers: { 'If-Match': `"${shown}"` },
        json: { role },
      });
    // Another admin makes them a general manager...
    expect((await promote('general_manager', 'employee')).status).toBe(200);
    // ...so a tab that still shows 'Pracownik' cannot set another role over it.
    const stale = await promote('transport_manager', 'employee');
    expect(stale.status).toBe(412);
    expect((await stale.json()).message).toBe(
      'Rola użytkownika została w międzyczasie zmieniona (w innej karcie lub przez innego administratora). Odśwież listę i wybierz rolę ponownie.',
    );
    const listed = (await (await admin.get('/api/users')).json()) as { id: number; role: string }[];
    expect(listed.find((user) => user.id === ids.employee)?.role).toBe('general_manager');
    expect((await promote('employee', 'general_manager')).status).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    expect((await admin.send('PUT', '/api/users/999999/role', { role: 'admin' })).status).toBe(404);
    expect((await admin.send('PUT', '/api/users/999999/toggle-active')).status).toBe(404);
    expect((await admin.send('POST', '/api/users/999999/approve')).status).toBe(404);
    expect((await admin.send('DELETE', '/api/users/999999')).status).toBe(404);
    expect((await admin.send('PUT', '/api/users/abc/role', { role: 'admin' })).status).toBe(400);
    expect((await admin.send('DELETE', '/api/users/1e99')).status).toBe(400);
  });

  it('never demotes, deactivates or deletes the last active admin', async () => {
    const demote = await admin.send('PUT', `/api/users/${ids.admin}/role`, { role: 'employee' });
    expect(demote.status).toBe(409);
    expect((await demote.json()).message).toMatch(/ostatniemu aktywnemu administratorowi/);
    expect((await admin.send('PUT', `/api/users/${ids.admin}/toggle-active`)).status).toBe(409);
    expect((await admin.send('DELETE', `/api/users/${ids.admin}`)).status).toBe(409);
    expect(await (await admin.get('/api/auth/user')).json()).toMatchObject({ role: 'admin', isActive: true });
  });

  it('lets an admin be demoted once another active admin exists', async () => {
    await admin.send('PUT', `/api/users/${ids.employee}/role`, { role: 'admin' });
    const demoted = await admin.send('PUT', `/api/users/${ids.employee}/role`, { role: 'employee' });
    expect(demoted.status).toBe(200);
  });

  it('answers a deactivated user 403 with the inactive message at once, in the same session and at the next sign-in', async () => {
    const victim = await app.signIn('pracownik@firma.pl');
    expect((await victim.get('/api/auth/user')).status).toBe(200);
    const off = await admin.send('PUT', `/api/users/${ids.employee}/toggle-active`);
    expect((await off.json()).isActive).toBe(false);
    for (const session of [victim, employee]) {
      const refused = await session.get('/api/auth/user');
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: 'Konto jest nieaktywne' });
      expect((await session.get('/api/quotes')).status).toBe(403);
    }
    const again = await app.signIn('pracownik@firma.pl');
    const inactive = await again.get('/api/auth/user');
    expect(inactive.status).toBe(403);
    expect(await inactive.json()).toEqual({ message: 'Konto jest nieaktywne' });
    expect((await again.get('/api/users')).status).toBe(403);
    const on = await admin.send('PUT', `/api/users/${ids.employee}/toggle-active`);
    expect((await on.json()).isActive).toBe(true);
    employee = await app.signIn('pracownik@firma.pl');
  });

  it('approves a pending user with the chosen role in one action, and refuses an unknown role leaving it pending', async () => {
    const newcomer = await app.signIn('kierowca@firma.pl');
    const id = await userId(newcomer);
    const refused = await admin.send('POST', `/api/users/${id}/approve`, { role: 'driver' });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toEqual({ role: 'Nieprawidłowa rola' });
    const stillPending = (await (await admin.get('/api/users/pending')).json()) as { id: number }[];
    expect(stillPending.map((user) => user.id)).toContain(id);
    const approved = await admin.send('POST', `/api/users/${id}/approve`, { role: 'transport_manager' });
    expect(approved.status).toBe(200);
    expect(await approved.json()).toMatchObject({ id, isApproved: true, role: 'transport_manager' });
    expect((await newcomer.get('/api/transport-vehicles')).status).toBe(200);
    // A stale tab's 'Zatwierdź' with another role does not change it; the same approval again changes nothing.
    const stale = await admin.send('POST', `/api/users/${id}/approve`, { role: 'admin' });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toBe('Użytkownik został już zatwierdzony.');
    const again = await admin.send('POST', `/api/users/${id}/approve`, { role: 'transport_manager' });
    expect(again.status).toBe(200);
    const users = (await (await admin.get('/api/users')).json()) as { id: number; role: string }[];
    expect(users.find((user) => user.id === id)?.role).toBe('transport_manager');
  });

  it('rejects a pending user by deleting it, and refuses to reject an approved one', async () => {
    const other = await app.signIn('odrzucony@firma.pl');
    const id = await userId(other);
    expect((await admin.send('DELETE', `/api/users/${ids.employee}/reject`)).status).toBe(409);
    expect((await admin.send('DELETE', `/api/users/${id}/reject`)).status).toBe(204);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    const all = await (await admin.get('/api/users')).json();
    expect(all.map((u: { id: number }) => u.id)).not.toContain(id);
  });

  it('refuses to delete a user that records point to, advising deactivation', async () => {
    const connection = app.orm.em.getConnection();
    await connection.execute(
      'create table test_record (id serial primary key, created_by int references app_user(id))',
    );
    await connection.execute('insert into test_record (created_by) values (?)', [ids.employee]);
    const refused = await admin.send('DELETE', `/api/users/${ids.employee}`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toMatch(/Dezaktywuj konto/);
    expect((await employee.get('/api/auth/user')).status).toBe(200);
    await connection.execute('drop table test_record');
  });

  it('deletes a user without records', async () => {
    const gone = await app.signIn('usun@firma.pl');
    const id = await userId(gone);
    expect((await admin.send('DELETE', `/api/users/${id}`)).status).toBe(204);
    expect((await gone.get('/api/auth/user')).status).toBe(401);
  });
});
