import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

describe('sign-in through the development identity provider', () => {
  it('makes the first user an approved admin, keeps the second pending until approved', async () => {
    const admin = await app.signIn('anna@firma.pl', { firstName: 'Anna', lastName: 'Nowak' });
    const me = await admin.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: 'anna@firma.pl',
      firstName: 'Anna',
      lastName: 'Nowak',
      role: 'admin',
      isApproved: true,
      isActive: true,
    });

    const second = await app.signIn('jan@firma.pl', { firstName: 'Jan' });
    const pending = await second.get('/api/auth/user');
    expect(pending.status).toBe(403);
    const body = await pending.json();
    expect(body.message).toBe('Account pending approval');
    expect(body.user).toMatchObject({ email: 'jan@firma.pl', role: 'employee', isApproved: false });

    const approve = await admin.send('POST', `/api/users/${body.user.id}/approve`);
    expect(approve.status).toBe(200);
    expect((await second.get('/api/auth/user')).status).toBe(200);
  });

  it('answers 401 signed out', async () => {
    const response = await app.client().get('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('keeps one user per issuer and subject and refreshes the names at each sign-in', async () => {
    const first = await app.signIn('ewa@firma.pl', { firstName: 'Ewa' });
    const again = await app.signIn('ewa@firma.pl', { firstName: 'Ewelina', lastName: 'Kos' });
    const a = await (await first.get('/api/auth/user')).json();
    const b = await (await again.get('/api/auth/user')).json();
    expect(b.user.id).toBe(a.user.id);
    expect(b.user.firstName).toBe('Ewelina');
  });

  it('changes the session id at sign-in', async () => {
    const client = app.client();
    await client.get('/api/login');
    const before = client.cookies.get('sid');
    await client.signIn('zmiana@firma.pl');
    expect(client.cookies.get('sid')).toBeDefined();
    expect(client.cookies.get('sid')).not.toBe(before);
  });

  it('destroys the session server-side at logout, at both addresses', async () => {
    for (const path of ['/api/logout', '/api/auth/logout']) {
      const client = await app.signIn('anna@firma.pl');
      const stolen = new Map(client.cookies);
      const logout = await client.get(path);
      expect(logout.status).toBe(302);
      expect(logout.headers.get('location')).toContain('/oidc/session/end');
      const replay = app.client();
      for (const [k, v] of stolen) replay.cookies.set(k, v);
      expect((await replay.get('/api/auth/user')).status).toBe(401);
    }
  });

  it('refuses a callback without a pending sign-in and with a forged state', async () => {
    const client = app.client();
    const start = await client.get('/api/login');
    expect(start.status).toBe(302);
    const forged = await client.get('/api/callback?code=abc&state=forged');
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/');
    expect((await client.get('/api/auth/user')).status).toBe(401);
  });

  it('lets a user edit only their names in the profile', async () => {
    const admin = await app.signIn('anna@firma.pl');
    const saved = await admin.send('PATCH', '/api/auth/user', {
      firstName: '  Anna Maria ',
      lastName: 'Nowak',
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      firstName: 'Anna Maria',
      lastName: 'Nowak',
      email: 'anna@firma.pl',
    });
    const sneaky = await admin.send('PATCH', '/api/auth/user', { email: 'x@y.pl', role: 'employee' });
    expect(sneaky.status).toBe(400);
    const tooLong = await admin.send('PATCH', '/api/auth/user', { firstName: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.firstName).toBeTruthy();
  });

  it('lets a pending user call nothing but the current user and logout', async () => {
    const pending = await app.signIn('czeka@firma.pl');
    expect((await pending.send('PATCH', '/api/auth/user', { firstName: 'X' })).status).toBe(403);
    expect((await pending.get('/api/users')).status).toBe(403);
  });
});

describe('anonymous sign-in attempts (issue 16 §9)', () => {
  it('keep a pending sign-in minutes, not days, so they cannot fill the database', async () => {
    const sql = app.orm.em.getConnection();
    for (let attempt = 0; attempt < 50; attempt++) {
      expect((await app.client().get('/api/login')).status).toBe(302);
    }
    const [row] = await sql.execute(
      `select count(*)::int as n, max(expires_at) as latest from app_session where user_id is null`,
    );
    expect(row.n).toBeGreaterThanOrEqual(50);
    expect(new Date(row.latest).getTime() - Date.now()).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
    // Signed in, the session lives its full rolling week.
    const signedIn = await app.signIn('trwala@firma.pl');
    expect(signedIn.cookies.size).toBeGreaterThan(0);
    const [user] = await sql.execute(
      `select max(expires_at) as latest from app_session where user_id is not null`,
    );
    expect(new Date(user.latest).getTime() - Date.now()).toBeGreaterThan(24 * 60 * 60 * 1000);
  });
});

describe('session lifetimes (issue 16 §9)', () => {
  it('end a session 30 days after its sign-in, however active', async () => {
    const user = await app.signIn('dlugo@firma.pl');
    expect((await user.get('/api/auth/user')).status).not.toBe(401);
    await app.orm.em.getConnection().execute(
      `update app_session set data = jsonb_set(data, '{signedInAt}', to_jsonb((extract(epoch from now()) * 1000 - 31::bigint * 86400000)::bigint))
          where data->>'signedInAt' is not null and user_id = (select id from app_user where email = 'dlugo@firma.pl')`,
    );
    expect((await user.get('/api/auth/user')).status).toBe(401);
  });

  it('do not come back when a deactivated account is reactivated', async () => {
    const approver = await app.signIn('anna@firma.pl');
    const user = await app.userWithRole(approver, 'wraca@firma.pl', 'employee');
    expect((await user.get('/api/auth/user')).status).toBe(200);
    await approver.send('PUT', `/api/users/${user.id}/toggle-active`);
    expect((await user.get('/api/auth/user')).status).toBe(403);
    await approver.send('PUT', `/api/users/${user.id}/toggle-active`);
    expect((await user.get('/api/auth/user')).status).toBe(401);
  });
});

describe('administrators from ADMIN_EMAILS', () => {
  it('makes a listed, verified e-mail an approved admin even when it is not the first user', async () => {
    const other = await startTestApp({ ADMIN_EMAILS: 'Szef@Firma.pl, inny@firma.pl' });
    try {
      await other.signIn('pierwszy@firma.pl');
      const boss = await other.signIn('szef@firma.pl');
      expect(await (await boss.get('/api/auth/user')).json()).toMatchObject({
        role: 'admin',
        isApproved: true,
      });
    } finally {
      await other.close();
    }
  });
});
