import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { startTestApp, type TestApp } from '../../test/harness.ts';
import { seed } from './index.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
});
afterAll(() => app.close());

const count = async (table: string) =>
  (await app.orm.em.getConnection().execute(`select count(*)::int as n from ${table}`))[0].n as number;

describe('demo data (D10)', () => {
  it('fills an empty database once: a catalogue emptied on purpose stays empty after another start', async () => {
    expect(await count('equipment_category')).toBe(7);
    const equipment = await count('equipment');
    await seed(app.orm, createLogger('silent'));
    expect(await count('equipment')).toBe(equipment);

    const sql = app.orm.em.getConnection();
    await sql.execute('delete from equipment_service_item');
    await sql.execute('delete from equipment_service_cost');
    await sql.execute('delete from equipment_additional');
    await sql.execute('delete from equipment_pricing');
    await sql.execute('delete from equipment');
    await sql.execute('delete from equipment_category');
    await seed(app.orm, createLogger('silent'));
    expect(await count('equipment_category')).toBe(0);
    expect(await count('pricing_schema')).toBe(2);
  });
});
