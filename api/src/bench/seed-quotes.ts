import type pg from 'pg';

/**
 * Fills a scratch database with `quotes` equipment quotes of `itemsPerQuote` items each, in bulk
 * SQL (generate_series), over the demo catalogue. Figures are plausible, not priced: the list
 * reads stored totals.
 */
export async function seedQuotes(client: pg.Client, quotes: number, itemsPerQuote: number, ownerId: number) {
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
  await client.query(
    `insert into client (company_name, contact_person, email, created_by_id, created_at, updated_at)
     select (array[${companies.map((c) => `'${c}'`).join(',')}])[1 + g % ${companies.length}] || ' Oddział ' || g,
            'Osoba ' || g, 'biuro' || g || '@example.pl', $1, now(), now()
       from generate_series(1, 2000) g`,
    [ownerId],
  );
  await client.query(
    `insert into quote (quote_number, status, client_id, created_by_id, vat_rate, currency, total_net, total_gross, created_at, updated_at)
     select 'WYC/2025/' || lpad(g::text, 5, '0'),
            (array['draft','pending','approved','rejected'])[1 + g % 4],
            (select min(id) from client) + g % 2000, $1, 23, 'PLN',
            (1000 + g % 5000)::numeric(12,2), round((1000 + g % 5000) * 1.23, 2),
            now() - (g || ' minutes')::interval, now()
       from generate_series(1, $2::int) g`,
    [ownerId, quotes],
  );
  await client.query(
    `insert into quote_item (quote_id, position, equipment_id, equipment_name, category_name, quantity, rental_period_days,
            price_per_day, discount_percent, selected_additional, selected_accessories, extras_snapshot,
            base_price, total_fuel_cost, total_installation_cost, total_disassembly_cost, total_travel_service_cost,
            total_maintenance_cost, total_service_items_cost, additional_cost, accessories_cost, total_price)
     select q.id, p, e.id, e.name, 'Demo', 1, 1 + (q.id + p) % 40, 100, 0, '[]', '[]', '[]',
            100, 0, 0, 0, 0, 0, 0, 0, 0, 100
       from quote q cross join generate_series(0, $1::int - 1) p
       join lateral (select id, name from equipment order by id offset (q.id + p) % 10 limit 1) e on true`,
    [itemsPerQuote],
  );
  await client.query('vacuum analyze'); // as autovacuum would after a bulk load (visibility map: index-only scans)
}
