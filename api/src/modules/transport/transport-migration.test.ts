// D21's migration of transport quotes: each quote saved with D13's single vehicle becomes one line
// with that vehicle's snapshot, distance and cost; its trip is one day without a return.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migration.ts';

describe('the migration to vehicle lines (D21)', () => {
  it('turns every saved transport quote into one line, keeping its vehicle, distance and cost', async () => {
    await beforeMigration('transport_lines', async ({ sql, rest }) => {
      await sql.execute(
        `insert into client (id, company_name, created_at, updated_at) values (1, 'Transbud', now(), now())`,
      );
      await sql.execute(
        `insert into transport_vehicle (id, name, description, cost_per_km, is_active, created_at) values
          (1, 'Laweta', 'Do 8 t', 3.20, true, now()), (2, 'Bus', null, 2.00, false, now())`,
      );
      await sql.execute(
        `insert into quote (id, kind, quote_number, status, client_id, vat_rate, currency, total_net, total_gross, created_at, updated_at) values
          (1, 'transport', 'TRA/2026/0001', 'approved', 1, 23, 'PLN', 408.00, 501.84, now(), now()),
          (2, 'transport', 'TRA/2026/0002', 'draft', 1, 23, 'PLN', 20.00, 24.60, now(), now())`,
      );
      await sql.execute(
        `insert into transport_quote (quote_id, vehicle_id, vehicle_name, vehicle_description, cost_per_km, from_address, to_address, distance, total_cost) values
          (1, 1, 'Laweta (dawna nazwa)', 'Do 8 t', 3.00, 'Warszawa', 'Kraków', 136.0, 408.00),
          (2, 2, 'Bus', null, 2.00, 'Radom', 'Kielce', 10.0, 20.00)`,
      );
      await rest();

      expect(
        await sql.execute(
          `select quote_id, position, vehicle_id, vehicle_name, vehicle_description, cost_per_km, distance, cost, is_return
             from transport_quote_line order by quote_id`,
        ),
      ).toEqual([
        {
          quote_id: 1,
          position: 0,
          vehicle_id: 1,
          vehicle_name: 'Laweta (dawna nazwa)',
          vehicle_description: 'Do 8 t',
          cost_per_km: '3.00',
          distance: '136.0',
          cost: '408.00',
          is_return: false,
        },
        {
          quote_id: 2,
          position: 0,
          vehicle_id: 2,
          vehicle_name: 'Bus',
          vehicle_description: null,
          cost_per_km: '2.00',
          distance: '10.0',
          cost: '20.00',
          is_return: false,
        },
      ]);
      expect(
        await sql.execute(
          'select quote_id, from_address, trip_days, return_trip, total_cost from transport_quote order by quote_id',
        ),
      ).toEqual([
        { quote_id: 1, from_address: 'Warszawa', trip_days: 1, return_trip: false, total_cost: '408.00' },
        { quote_id: 2, from_address: 'Radom', trip_days: 1, return_trip: false, total_cost: '20.00' },
      ]);
      expect(await sql.execute('select id, quantity from transport_vehicle order by id')).toEqual([
        { id: 1, quantity: 1 },
        { id: 2, quantity: 1 },
      ]);
      // A vehicle a migrated line uses still cannot be deleted.
      await expect(sql.execute('delete from transport_vehicle where id = 1')).rejects.toThrow();
    });
  });
});
