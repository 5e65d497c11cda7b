// A department list's own SQL beside the shared page statement (lifecycle's list-query.ts): one
// place for the API, its export (D26) and the benchmark's raw-pg floor.

/** The list's own search: its items' names. */
export const departmentKindSearch =
  'q.id in (select quote_id from department_quote_item where lower(equipment_name) like ?)';

/** A page's quotes' items (`?`: the ids). */
export const departmentListDetailsSql =
  'select * from department_quote_item where quote_id = any(?::int[]) order by position, id';
