import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SecondProcess, startTestApp, type TestApp, type TestClient } from '../test/harness.ts';
import { until } from '../test/until.ts';
import { SESSION_CACHE_LISTENER, SessionCache, sessionCacheOf } from './session-cache.ts';

// #25: the sessions a process read with their users are kept a few seconds (session-cache.ts).
// Every change to an account or a session holds from the very next request all the same.

describe('the cache itself', () => {
  const row = { id: 1, role: 'admin' };
  const later = () => new Date(Date.now() + 60_000);
  const listeningCache = () => {
    const cache = new SessionCache('postgres://unused');
    cache.listening = true;
    return cache;
  };

  it('keeps what a read answered and gives it back', () => {
    const cache = listeningCache();
    cache.keep('a', cache.readStarts(), row, later());
    expect(cache.lookup('a')).toBe(row);
  });

  it('does not keep a read that began before something was forgotten', () => {
    const cache = listeningCache();
    const mark = cache.readStarts();
    cache.forget();
    cache.keep('a', mark, row, later());
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('keeps nothing while it is not listening, nor a read begun then', () => {
    const cache = new SessionCache('postgres://unused');
    const mark = cache.readStarts();
    cache.keep('a', mark, row, later());
    expect(cache.lookup('a')).toBeUndefined();
    cache.listening = true;
    cache.keep('a', mark, row, later());
    expect(cache.lookup('a')).toBeUndefined();
  });

  it('lets a writer wait for the notice of its transaction: heard before or after, or a second at most', async () => {
    vi.useFakeTimers();
    try {
      const cache = listeningCache();
      let heard = false;
      const hearing = cache.hear('701').then(() => {
        heard = true;
      });
      cache.noticed('700');
      await vi.advanceTimersByTimeAsync(10);
      expect(heard).toBe(false);
      cache.noticed('701');
      await hearing;
      // Heard before it was asked for.
      await cache.hear('700');
      // Never heard: the writer answers all the same after a second.
      let late = false;
      const never = cache.hear('702').then(() => {
        late = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(late).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await never;
      // Not listening: nothing to wait for.
      await new SessionCache('postgres://unused').hear('703');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads again after five seconds, and never past the session expiry', () => {
    vi.useFakeTimers();
    try {
      const cache = listeningCache();
      cache.keep('a', cache.readStarts(), row, later());
      cache.keep('b', cache.readStarts(), row, new Date(Date.now() + 1_000));
      vi.advanceTimersByTime(1_000);
      expect(cache.lookup('a')).toBe(row);
      expect(cache.lookup('b')).toBeUndefined();
      vi.advanceTimersByTime(4_001);
      expect(cache.lookup('a')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('changes hold from the very next request', () => {
  let app: TestApp;
  let admin: TestClient;
  const byHand = async (query: string, params: unknown[] = []) => {
    const client = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
    await client.connect();
    try {
      await client.query(query, params);
    } finally {
      await client.end();
    }
  };
  /** Two reads, so the second is served from what the first kept. */
  const warm = async (client: TestClient) => {
    expect((await client.get('/api/auth/user')).status).toBe(200);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  };

  beforeAll(async () => {
    app = await startTestApp();
    admin = await app.signIn('szefowa@firma.pl');
    await until(
      () => sessionCacheOf(app.orm).listening,
      (up) => up,
    );
  });
  afterAll(() => app.close());

  const notices = async (on: boolean) => {
    for (const table of ['app_user', 'app_session']) {
      await byHand(`alter table ${table} ${on ? 'enable' : 'disable'} trigger ${table}_session_cache_notice`);
    }
  };

  describe("this process's own changes, without waiting for their notice", () => {
    // The notices silenced: what makes these hold is the process forgetting at once.
    beforeAll(() => notices(false));
    afterAll(() => notices(true));

    it('a logout', async () => {
      const user = await app.signIn('szefowa@firma.pl');
      await warm(user);
      const cookies = new Map(user.cookies);
      expect((await user.get('/api/logout')).status).toBe(302);
      // The old cookies, replayed.
      for (const [name, value] of cookies) user.cookies.set(name, value);
      expect((await user.get('/api/auth/user')).status).toBe(401);
    });

    it('a deactivation, and the reactivation after it', async () => {
      const user = await app.userWithRole(admin, 'dezaktywowany@firma.pl', 'employee');
      await warm(user);
      await admin.send('PUT', `/api/users/${user.id}/toggle-active`);
      expect((await user.get('/api/auth/user')).status).toBe(403);
      await admin.send('PUT', `/api/users/${user.id}/toggle-active`);
      expect((await user.get('/api/auth/user')).status).toBe(401);
    });

    it('a role change', async () => {
      const user = await app.userWithRole(admin, 'awansowany@firma.pl', 'employee');
      await warm(user);
      expect((await user.get('/api/users')).status).toBe(403);
      await admin.send('PUT', `/api/users/${user.id}/role`, { role: 'admin' });
      expect((await user.get('/api/users')).status).toBe(200);
      await admin.send('PUT', `/api/users/${user.id}/role`, { role: 'employee' });
      expect((await user.get('/api/users')).status).toBe(403);
    });

    it('a deleted account', async () => {
      const user = await app.userWithRole(admin, 'usuniety@firma.pl', 'employee');
      await warm(user);
      expect((await admin.send('DELETE', `/api/users/${user.id}`)).status).toBe(204);
      expect((await user.get('/api/auth/user')).status).toBe(401);
    });

    it('a profile change, in every session of the user', async () => {
      const phone = await app.signIn('szefowa@firma.pl');
      await warm(admin);
      await warm(phone);
      await phone.send('PATCH', '/api/auth/user', { firstName: 'Zofia' });
      expect(await (await admin.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Zofia' });
    });
  });

  it('a change by hand in SQL, from its notice (long before the five seconds)', async () => {
    const user = await app.userWithRole(admin, 'recznie@firma.pl', 'employee');
    await warm(user);
    const noticed = sessionCacheOf(app.orm).nextNotice();
    const started = Date.now();
    await byHand('update app_user set is_active = false where id = $1', [user.id]);
    await noticed;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await user.get('/api/auth/user')).status).toBe(403);
  });

  it('keeps nothing while its listening connection is lost, and listens again', async () => {
    const cache = sessionCacheOf(app.orm);
    const user = await app.userWithRole(admin, 'bez-nasluchu@firma.pl', 'employee');
    await warm(user);
    await byHand(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and application_name = '${SESSION_CACHE_LISTENER}'`,
    );
    await until(
      () => cache.listening,
      (up) => !up,
    );
    // With nobody listening, a change by hand sends its notice to no one: the next read goes to
    // the database all the same.
    await byHand('update app_user set is_active = false where id = $1', [user.id]);
    expect((await user.get('/api/auth/user')).status).toBe(403);
    await until(
      () => cache.listening,
      (up) => up,
    );
    await byHand('update app_user set is_active = true where id = $1', [user.id]);
    await warm(user);
  });

  it('gives up a listening connection that falls silent, keeping nothing until it listens again', async (context) => {
    const cache = sessionCacheOf(app.orm);
    const [listener] = (await app.orm.em
      .getConnection()
      .execute(
        `select pid from pg_stat_activity where datname = current_database() and application_name = '${SESSION_CACHE_LISTENER}'`,
      )) as { pid: number }[];
    expect(listener).toBeDefined();
    try {
      process.kill(listener.pid, 'SIGSTOP');
    } catch {
      // A database server of another machine or user (TEST_DATABASE_URL): its backends are not ours to stop.
      context.skip();
    }
    try {
      const started = Date.now();
      await until(
        () => cache.listening,
        (up) => !up,
        3_000,
      );
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      process.kill(listener.pid, 'SIGCONT');
    }
    await until(
      () => cache.listening,
      (up) => up,
    );
  });

  it('serves what it kept until a change is heard, then reads again', async () => {
    const user = await app.userWithRole(admin, 'z-pamieci@firma.pl', 'employee');
    await warm(user);
    // The notices silenced: a change by hand is not heard, so the kept session is still served...
    await notices(false);
    try {
      await byHand('update app_user set is_active = false where id = $1', [user.id]);
      expect((await user.get('/api/auth/user')).status).toBe(200);
      // ...and read again after its five seconds at most.
      await until(
        async () => (await user.get('/api/auth/user')).status,
        (status) => status === 403,
        7_000,
      );
    } finally {
      await notices(true);
    }
  });

  describe('made in another process on the same database', () => {
    let other: SecondProcess;
    beforeAll(async () => {
      other = await app.secondProcess();
      await until(
        () => sessionCacheOf(other.orm).listening,
        (up) => up,
      );
    });
    afterAll(() => other.close());

    it('a role change, each time of twenty, from the very next request', async () => {
      const user = await app.userWithRole(admin, 'gdzie-indziej@firma.pl', 'employee');
      const there = other.as(user);
      for (let round = 0; round < 20; round++) {
        const role = round % 2 ? 'employee' : 'admin';
        expect((await there.get('/api/auth/user')).status).toBe(200);
        expect((await there.get('/api/auth/user')).status).toBe(200);
        expect((await admin.send('PUT', `/api/users/${user.id}/role`, { role })).status).toBe(200);
        expect((await there.get('/api/users')).status, `round ${round}: ${role}`).toBe(
          role === 'admin' ? 200 : 403,
        );
      }
    });

    it('a deactivation and a logout', async () => {
      const user = await app.userWithRole(admin, 'wylogowany-gdzie-indziej@firma.pl', 'employee');
      const there = other.as(user);
      await warm(there);
      await admin.send('PUT', `/api/users/${user.id}/toggle-active`);
      expect((await there.get('/api/auth/user')).status).toBe(403);
      await admin.send('PUT', `/api/users/${user.id}/toggle-active`);
      const again = await app.signIn('wylogowany-gdzie-indziej@firma.pl');
      const againThere = other.as(again);
      await warm(againThere);
      expect((await again.get('/api/logout')).status).toBe(302);
      expect((await againThere.get('/api/auth/user')).status).toBe(401);
    });
  });
});
