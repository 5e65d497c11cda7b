import { companyNameKey } from '@ppp/domain';

/** What {@link seedQuotes} needs of a connection: `$n` placeholders, as `pg` takes them. */
export interface SqlClient {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

export interface QuoteSeed {
  /** Equipment quotes, each with `itemsPerQuote` items. */
  equipment: number;
  itemsPerQuote: number;
  /** Quotes of each other kind (transport with its route, electrical and general with one item). */
  otherKinds?: number;
  /** The author of the quotes, and every 100th quote's author when given (a user who sees only their own). */
  ownerId: number;
  secondOwnerId?: number;
}

const companies = [
  'Budimex',
  'Mostostal',
  'Skanska',
  'Strabag',
  'Erbud',
  'Warbud',
  'Polimex',
  'Unibep',
  'Porr',
  'Mirbud',
];

/**
 * Fills a scratch database with a decade of quotes in bulk SQL (generate_series, one statement per
 * table, not the API), over the demo catalogues. Figures are plausible, not priced: lists read
 * stored totals. Numbers are unique per kind: WYC/2019/0012345.
 */
export async function seedQuotes(client: SqlClient, seed: QuoteSeed) {
  const clients = Math.max(2000, Math.round(seed.equipment / 50));
  await client.query(
    `insert into client (company_name, name_key, contact_person, email, created_by_id, created_at, updated_at)
     select (array[${companies.map((c) => `'${c}'`).join(',')}])[1 + g % ${companies.length}] || ' Oddział ' || g,
            (array[${companies.map((c) => `'${companyNameKey(`${c} Oddział `)}'`).join(',')}])[1 + g % ${companies.length}] || g,
            'Osoba ' || g, 'biuro' || g || '@example.pl', $1, now(), now()
       from generate_series(1, $2::int) g`,
    [seed.ownerId, clients],
  );
  const kinds: [string, string, number][] = [
    ['equipment', 'WYC', seed.equipment],
    ['transport', 'TRA', seed.otherKinds ?? 0],
    ['electrical', 'ELE', seed.otherKinds ?? 0],
    ['general', 'WYN', seed.otherKinds ?? 0],
  ];
  // D26: the report summaries' triggers paused for the bulk load, every summary counted at the end.
  await client.query('select report_summary_triggers(false)');
  for (const [kind, prefix, count] of kinds) {
    if (!count) continue;
    // Spread over ten years, newest first; every 100th by the second author.
    await client.query(
      `insert into quote (kind, quote_number, status, client_id, created_by_id, vat_rate, currency, total_net, total_gross, created_at, updated_at)
       select $1, $2 || '/' || extract(year from t.at)::int || '/' || lpad(g::text, 7, '0'),
              (array['draft','pending','approved','rejected'])[1 + g % 4],
              (select min(id) from client) + g % $3::int,
              case when $4::int is not null and g % 100 = 0 then $4::int else $5::int end,
              23, 'PLN', (1000 + g % 5000)::numeric(12,2), round((1000 + g % 5000) * 1.23, 2), t.at, t.at
         from generate_series(1, $6::int) g
         cross join lateral (select now() - (g * (5256000.0 / $6::int) || ' minutes')::interval as at) t`,
      [kind, prefix, clients, seed.secondOwnerId ?? null, seed.ownerId, count],
    );
  }
  await client.query(
    `insert into quote_item (quote_id, position, equipment_id, equipment_name, category_name, quantity, rental_period_days,
            price_per_day, discount_percent, selected_additional, selected_accessories, extras_snapshot,
            base_price, total_fuel_cost, total_installation_cost, total_disassembly_cost, total_travel_service_cost,
            total_maintenance_cost, total_service_items_cost, additional_cost, accessories_cost, total_price)
     select q.id, p, e.id, e.name, 'Demo', 1, 1 + (q.id + p) % 40, 100, 0, '[]', '[]', '[]',
            100, 0, 0, 0, 0, 0, 0, 0, 0, 100
       from quote q cross join generate_series(0, $1::int - 1) p
       cross join lateral (select array_agg(id order by id) as ids, array_agg(name order by id) as names from (select id, name from equipment order by id limit 10) l) cat
       cross join lateral (select cat.ids[1 + (q.id + p) % array_length(cat.ids, 1)] as id,
                                  cat.names[1 + (q.id + p) % array_length(cat.ids, 1)] as name) e
      where q.kind = 'equipment'`,
    [seed.itemsPerQuote],
  );
  if (seed.otherKinds) {
    await client.query(
      `insert into transport_quote (quote_id, from_address, to_address, total_cost)
       select q.id, 'Magazyn, Warszawa', 'Budowa ' || q.id || ', Kraków', q.total_net
         from quote q where q.kind = 'transport'`,
    );
    // D21: each with one vehicle line.
    await client.query(
      `insert into transport_quote_line (quote_id, position, vehicle_id, vehicle_name, cost_per_km, distance, cost)
       select q.id, 0, v.id, v.name, v.cost_per_km, (10 + q.id % 300)::numeric(8,1), q.total_net
         from quote q cross join lateral (select id, name, cost_per_km from transport_vehicle order by id limit 1) v
        where q.kind = 'transport'`,
    );
    await client.query(
      `insert into department_quote_item (quote_id, position, equipment_id, equipment_name, category_name, quantity,
              rental_period_days, price_per_day, discount_percent, day_price, base_cost, additional_cost, total_price, additional)
       select q.id, 0, e.id, e.name, 'Demo', 1, 3, 100, 0, 100, 300, 0, 300, '[]'
         from quote q cross join lateral (
           select id, name from department_equipment d where d.department = q.kind order by id limit 1
         ) e
        where q.kind in ('electrical', 'general')`,
    );
  }
  // D21: a tenth of the equipment quotes dated across a year and approved or pending, each item
  // holding its units, as the lifecycle writes them (availability.ts), for the availability lines.
  await client.query(
    `update quote set starts_on = date '2027-01-01' + (id % 365), rental_days = 3 + id % 10,
            status = case when id % 20 = 0 then 'approved' else 'pending' end
      where kind = 'equipment' and id % 10 = 0`,
  );
  // In bulk with the row triggers off, then every day summed at once (migration `holding_days`).
  await client.query('alter table quote_holding disable trigger user');
  await client.query(
    `insert into quote_holding (quote_id, catalogue, equipment_id, item_index, units, starts_on, ends_on, status)
     select i.quote_id, 'equipment', i.equipment_id,
            row_number() over (partition by i.quote_id order by i.position, i.id) - 1,
            i.quantity, q.starts_on, q.starts_on + i.rental_period_days - 1, q.status
       from quote_item i join quote q on q.id = i.quote_id
      where q.starts_on is not null and i.equipment_id is not null`,
  );
  await client.query('alter table quote_holding enable trigger user');
  await client.query('select holding_day_rebuild()');
  await client.query('select report_summary_triggers(true)');
  await client.query('select report_summary_rebuild()');
  await client.query('vacuum analyze'); // as autovacuum would after a bulk load (visibility map: index-only scans)
}
