import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness.ts';
import { countHit, countRateHit, purgeRateWindows } from './rate-window.ts';

// D25: one atomic statement per hit, so a burst cannot slip past the limit; a subject nobody hit
// for a minute leaves no row behind.

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());

const windowOf = async (subject: string) =>
  app.orm.em
    .getConnection()
    .execute<{ hits: unknown[] }[]>('select hits from rate_window where subject = ?', [subject]);

describe('the sliding one-minute window', () => {
  it('lets exactly 5 of 40 simultaneous hits on a limit of 5 through', async () => {
    const waits = await Promise.all(
      Array.from({ length: 40 }, () => countHit(app.orm.em.fork(), 'test', { who: 'burst' }, 5)),
    );
    expect(waits.filter((wait) => wait === null)).toHaveLength(5);
    for (const wait of waits.filter((wait) => wait !== null)) {
      expect(wait).toBeGreaterThanOrEqual(59);
      expect(wait).toBeLessThanOrEqual(60);
    }
    // The row keeps no more hits than it needs (limit + 1), however many came.
    expect((await windowOf('who=burst'))[0].hits).toHaveLength(6);
  });

  it('lets exactly 5 of 40 parallel public API requests on a 5/min key through', async () => {
    const admin = await app.signIn('admin@firma.pl');
    const created = await admin.send('POST', '/api/admin/api-keys', {
      name: 'Partner seria',
      permissions: ['quotes:create'],
      rateLimitPerMinute: 5,
    });
    const { keyValue } = (await created.json()) as { keyValue: string };
    const statuses = await Promise.all(
      Array.from({ length: 40 }, async () => {
        const response = await fetch(`${app.url}/api/public/v1/equipment`, {
          headers: { 'X-API-Key': keyValue },
        });
        await response.body?.cancel();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(35);
  });

  it('counts refused hits too, tells what is left, and serves again once the hits are a minute old', async () => {
    const em = () => app.orm.em.fork();
    expect(await countRateHit(em(), 'test', { who: 'steady' }, 2)).toMatchObject({
      wait: null,
      remaining: 1,
    });
    expect(await countRateHit(em(), 'test', { who: 'steady' }, 2)).toMatchObject({
      wait: null,
      remaining: 0,
    });
    expect((await countRateHit(em(), 'test', { who: 'steady' }, 2)).wait).toBeGreaterThan(0);
    // Refused hits count: a minute after the last of them, the subject is served again.
    await app.orm.em
      .getConnection()
      .execute(
        `update rate_window set hits = array(select at - interval '61 seconds' from unnest(hits) as hit(at)) where subject = 'who=steady'`,
      );
    expect(await countRateHit(em(), 'test', { who: 'steady' }, 2)).toMatchObject({
      wait: null,
      remaining: 1,
    });
    // Another subject has its own window.
    expect(await countHit(em(), 'test', { who: 'other' }, 2)).toBeNull();
  });

  it('removes the windows of subjects nobody hit in the last minute', async () => {
    await countHit(app.orm.em.fork(), 'test', { who: 'once' }, 5);
    await countHit(app.orm.em.fork(), 'test', { who: 'now' }, 5);
    await app.orm.em
      .getConnection()
      .execute(
        `update rate_window set expires_at = clock_timestamp() - interval '1 second' where subject = 'who=once'`,
      );
    expect(await purgeRateWindows(app.orm.em.fork())).toBe(1);
    expect(await windowOf('who=once')).toHaveLength(0);
    expect(await windowOf('who=now')).toHaveLength(1);
  });
});
