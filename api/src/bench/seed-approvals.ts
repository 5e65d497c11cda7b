import type { SqlClient } from './seed-quotes.ts';

/**
 * D21's approval line: `count` pending equipment quotes of 10 items (the first ten catalogue items,
 * one unit each for 3 days), each dated on a 3-day window of its own far ahead, so every approval
 * checks and takes real units and none is refused for lack of them. Their holdings are written in
 * bulk and summed per day at once (migration `holding_days`). Answers the quotes' ids.
 */
export async function seedApprovals(
  client: SqlClient,
  { count, ownerId }: { count: number; ownerId: number },
): Promise<number[]> {
  const { rows } = (await client.query(
    `insert into quote (kind, quote_number, status, client_id, created_by_id, vat_rate, currency, total_net,
            total_gross, starts_on, rental_days, created_at, updated_at)
     select 'equipment', 'WYC/2031/' || lpad(g::text, 7, '0'), 'pending', (select min(id) from client), $2,
            23, 'PLN', 3000, 3690, date '2031-01-01' + 3 * g, 3, now(), now()
       from generate_series(1, $1::int) g
     returning id`,
    [count, ownerId],
  )) as { rows: { id: number }[] };
  await client.query(
    `insert into quote_item (quote_id, position, equipment_id, equipment_name, category_name, quantity, rental_period_days,
            price_per_day, discount_percent, selected_additional, selected_accessories, extras_snapshot,
            base_price, total_fuel_cost, total_installation_cost, total_disassembly_cost, total_travel_service_cost,
            total_maintenance_cost, total_service_items_cost, additional_cost, accessories_cost, total_price)
     select q.id, e.position, e.id, e.name, 'Demo', 1, 3, 100, 0, '[]', '[]', '[]', 300, 0, 0, 0, 0, 0, 0, 0, 0, 300
       from quote q
       cross join (select id, name, (row_number() over (order by id) - 1)::int as position
                     from equipment order by id limit 10) e
      where q.quote_number like 'WYC/2031/%'`,
  );
  await client.query('alter table quote_holding disable trigger user');
  await client.query(
    `insert into quote_holding (quote_id, catalogue, equipment_id, item_index, units, starts_on, ends_on, status)
     select i.quote_id, 'equipment', i.equipment_id, i.position, i.quantity, q.starts_on, q.starts_on + 2, q.status
       from quote_item i join quote q on q.id = i.quote_id
      where q.quote_number like 'WYC/2031/%'`,
  );
  await client.query('alter table quote_holding enable trigger user');
  await client.query('select holding_day_rebuild()');
  return rows.map((row) => row.id);
}
