import { isValidNip, isValidPolishBankAccount } from '@ppp/domain';
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
  it('fills each category with several complete items: size, weight, power, tiers, extras, service', async () => {
    const sql = app.orm.em.getConnection();
    const categories: { name: string; items: number; with_extras: number }[] = await sql.execute(
      `select c.name,
              count(e.id)::int as items,
              count(e.id) filter (
                where exists (select 1 from equipment_additional a where a.equipment_id = e.id)
              )::int as with_extras
         from equipment_category c left join equipment e on e.category_id = c.id
        group by c.id, c.name order by c.id`,
    );
    expect(categories.map((c) => c.name)).toEqual([
      'Agregaty prądotwórcze',
      'Maszty oświetleniowe',
      'Nagrzewnice',
      'Klimatyzacje',
      'Kurtyny powietrzne',
      'Wyciągi spalin',
      'Pojazdy',
    ]);
    for (const category of categories) {
      expect(category.items, category.name).toBeGreaterThanOrEqual(3);
      expect(category.with_extras, category.name).toBeGreaterThan(0);
    }
    const incomplete = await sql.execute(
      `select e.name from equipment e
        where e.dimensions is null or e.weight is null or e.power is null
           or (select count(*) from equipment_pricing p where p.equipment_id = e.id) <> 5
           or (select count(*) from equipment_service_item s where s.equipment_id = e.id)
              not between 2 and 4
           or exists (select 1 from equipment_additional a where a.equipment_id = e.id
                       group by a.type having count(*) > 4)`,
    );
    expect(incomplete).toEqual([]);
    const unfuelled = await sql.execute(
      `select e.name from equipment e join equipment_category c on c.id = e.category_id
        where c.name in ('Agregaty prądotwórcze', 'Maszty oświetleniowe')
          and e.fuel_consumption75 is null`,
    );
    expect(unfuelled).toEqual([]);
  });

  it('fills the electrical and general catalogues: categories, equipment with tiers and additional items (D14)', async () => {
    const sql = app.orm.em.getConnection();
    const areas: {
      department: string;
      categories: number;
      equipment: number;
      untiered: number;
      extras: number;
    }[] = await sql.execute(
      `select c.department, count(distinct c.id)::int as categories, count(e.id)::int as equipment,
                count(e.id) filter (where not exists (select 1 from department_price_tier t where t.equipment_id = e.id))::int as untiered,
                (select count(*)::int from department_additional a join department_equipment x on x.id = a.equipment_id
                  where x.department = c.department) as extras
           from department_category c left join department_equipment e on e.category_id = c.id
          group by c.department order by c.department`,
    );
    expect(areas).toHaveLength(2);
    for (const area of areas) {
      expect(area.categories, area.department).toBeGreaterThanOrEqual(4);
      expect(area.equipment, area.department).toBeGreaterThanOrEqual(8);
      expect(area.untiered, area.department).toBe(0);
      expect(area.extras, area.department).toBeGreaterThanOrEqual(3);
    }
  });

  it('fills a sample company whose NIP and bank account pass their checks (D23)', async () => {
    const admin = await app.signIn('admin@firma.pl');
    const company = await (await admin.get('/api/settings/company')).json();
    expect(company).toMatchObject({ name: 'PPP Wynajem Sprzętu Sp. z o.o.', validityDays: 14, revision: 1 });
    for (const field of ['address', 'phone', 'email', 'www', 'paymentTerms', 'deliveryTerms', 'footer'])
      expect(company[field], field).toBeTruthy();
    expect(isValidNip(company.nip)).toBe(true);
    expect(isValidPolishBankAccount(company.bankAccount)).toBe(true);
  });

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
