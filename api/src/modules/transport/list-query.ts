// The transport list's own SQL beside the shared page statement (lifecycle's list-query.ts): one
// place for the API, its export (D26) and the benchmark's raw-pg floor.

/** The list's own search: the route's addresses. */
export const transportKindSearch =
  'q.id in (select quote_id from transport_quote where lower(from_address) like ? or lower(to_address) like ?)';

/** A page's quotes with their lines: one row per line, each carrying its route (`?`: the ids). */
export const transportListDetailsSql = `select t.quote_id, t.from_address, t.to_address, t.trip_days, t.return_trip, t.total_cost,
                        l.position, l.vehicle_id, l.vehicle_name, l.vehicle_description, l.cost_per_km,
                        l.distance, l.cost, l.is_return
                   from transport_quote t join transport_quote_line l on l.quote_id = t.quote_id
                  where t.quote_id = any(?::int[])
                  order by t.quote_id, l.position`;
