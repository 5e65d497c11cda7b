import { Migration } from '@mikro-orm/migrations';

// D26: the reports read summaries, never the million quotes. The database keeps them itself, in the
// transaction of every save, status change and delete, for every kind alike (statement triggers on
// `quote`, the three item tables and `quote_status_change` call `report_refresh` with the quotes a
// statement touched):
// - `report_quote` is each quote's contribution as last counted (created day in Europe/Warsaw, kind,
//   status, currency, author, API key, net, the month and days of its decision), and
//   `report_quote_equipment` its catalogue items' quoted net (none for a rejected quote);
// - a refresh takes the old contributions away and adds the current ones, as one ordered upsert per
//   summary, so two transactions never take the same summary rows in opposite orders;
// - the summaries are per day × kind × status × currency × author (× API key) for the quotes,
//   per day × kind × status × author × decision month × days for the decisions, and per
//   day × kind × author × catalogue item × currency for the equipment: the author lets a manager's
//   report add their own quotes of other kinds. A row whose count fell to 0 stays and is skipped.
// A bulk load (the bench's seed) pauses the triggers (`report_summary_triggers(false)`) and
// counts everything at once (`report_summary_rebuild()`).

const watched: [table: string, quoteColumn: string][] = [
  ['quote', 'id'],
  ['quote_item', 'quote_id'],
  ['department_quote_item', 'quote_id'],
  ['transport_quote_line', 'quote_id'],
  ['quote_status_change', 'quote_id'],
];

/** A quote's contribution now, from its row (`q`) and its last change into approved or rejected (`decided_at`). */
export const contribution = `q.id, q.kind, coalesce(q.created_by_id, 0), coalesce(q.api_key_id, 0),
  (q.created_at at time zone 'Europe/Warsaw')::date, q.status, q.currency, q.total_net,
  case when q.status in ('approved', 'rejected')
       then date_trunc('month', (coalesce(decided_at, q.updated_at) at time zone 'Europe/Warsaw')::date)::date end,
  case when q.status in ('approved', 'rejected')
       then (coalesce(decided_at, q.updated_at) at time zone 'Europe/Warsaw')::date - (q.created_at at time zone 'Europe/Warsaw')::date end`;

/** The catalogue items of quotes (`filter` narrows each item table), each kind's from its own table. */
const items = (filter: string) => `(
  select quote_id, equipment_id, total_price as net from quote_item where equipment_id is not null ${filter}
  union all
  select quote_id, equipment_id, total_price from department_quote_item where equipment_id is not null ${filter}
  union all
  select quote_id, vehicle_id, cost from transport_quote_line where vehicle_id is not null ${filter}
)`;

/** The items' contribution: their net per quote and catalogue item, for quotes not rejected. */
export const equipmentContribution = (filter: string) => `
  select q.id, i.equipment_id, q.kind, coalesce(q.created_by_id, 0),
         (q.created_at at time zone 'Europe/Warsaw')::date, q.currency, sum(i.net), count(*)::int
    from ${items(filter)} i join quote q on q.id = i.quote_id
   where q.status <> 'rejected'
   group by q.id, i.equipment_id`;

export class Migration20261126162657_report_summaries extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "report_quote" ("quote_id" int not null, "kind" varchar(20) not null, "creator_id" int not null, "api_key_id" int not null, "created_on" date not null, "status" varchar(20) not null, "currency" varchar(3) not null, "net" numeric(12,2) not null, "decided_month" date null, "decision_days" int null, constraint "report_quote_pkey" primary key ("quote_id"));`,
    );
    this.addSql(
      `create table "report_quote_equipment" ("quote_id" int not null, "equipment_id" int not null, "kind" varchar(20) not null, "creator_id" int not null, "created_on" date not null, "currency" varchar(3) not null, "net" numeric(14,2) not null, "lines" int not null, constraint "report_quote_equipment_pkey" primary key ("quote_id", "equipment_id"));`,
    );
    this.addSql(
      `create table "report_status_day" ("day" date not null, "kind" varchar(20) not null, "status" varchar(20) not null, "currency" varchar(3) not null, "creator_id" int not null, "api_key_id" int not null, "count" int not null default 0, "net" numeric(16,2) not null default 0, constraint "report_status_day_pkey" primary key ("day", "kind", "status", "currency", "creator_id", "api_key_id"));`,
    );
    this.addSql(
      `create table "report_decision_day" ("day" date not null, "kind" varchar(20) not null, "status" varchar(20) not null, "creator_id" int not null, "decided_month" date not null, "days" int not null, "count" int not null default 0, constraint "report_decision_day_pkey" primary key ("day", "kind", "status", "creator_id", "decided_month", "days"));`,
    );
    this.addSql(
      `create table "report_equipment_day" ("day" date not null, "kind" varchar(20) not null, "creator_id" int not null, "equipment_id" int not null, "currency" varchar(3) not null, "net" numeric(16,2) not null default 0, "lines" int not null default 0, constraint "report_equipment_day_pkey" primary key ("day", "kind", "creator_id", "equipment_id", "currency"));`,
    );

    this.addSql(`
      create function report_refresh(ids int[], with_items boolean default true) returns void language plpgsql as $$
      declare
        now_rows report_quote[];
        now_items report_quote_equipment[];
      begin
        ids := array(select distinct id from unnest(ids) as id where id is not null order by id);
        if cardinality(ids) = 0 then return; end if;
        now_rows := array(
          select row(${contribution})::report_quote
            from quote q
            left join lateral (
              select max(s.changed_at) as decided_at from quote_status_change s
               where s.quote_id = q.id and s.to_status in ('approved', 'rejected')
            ) d on true
           where q.id = any(ids)
           order by q.id);
        -- A change of status alone (not into or out of rejected) leaves the items' contribution as it is.
        if with_items then
          now_items := array(
            select row(e.*)::report_quote_equipment from (${equipmentContribution('and quote_id = any(ids)')}) e
             order by e.id, e.equipment_id);
        end if;
        -- Counted as they stand already (a status change's history row after its quote's row, in
        -- the same statement): nothing to write.
        if now_rows = array(select r from report_quote r where r.quote_id = any(ids) order by r.quote_id)
           and (not with_items
                or now_items = array(select r from report_quote_equipment r where r.quote_id = any(ids)
                                      order by r.quote_id, r.equipment_id)) then
          return;
        end if;

        insert into report_status_day as t (day, kind, status, currency, creator_id, api_key_id, count, net)
        select day, kind, status, currency, creator_id, api_key_id, sum(c), sum(n) from (
          select created_on as day, kind, status, currency, creator_id, api_key_id, -1 as c, -net as n
            from report_quote where quote_id = any(ids)
          union all
          select created_on, kind, status, currency, creator_id, api_key_id, 1, net from unnest(now_rows)
        ) d group by 1, 2, 3, 4, 5, 6 having sum(c) <> 0 or sum(n) <> 0 order by 1, 2, 3, 4, 5, 6
        on conflict (day, kind, status, currency, creator_id, api_key_id)
        do update set count = t.count + excluded.count, net = t.net + excluded.net;

        insert into report_decision_day as t (day, kind, status, creator_id, decided_month, days, count)
        select day, kind, status, creator_id, decided_month, days, sum(c) from (
          select created_on as day, kind, status, creator_id, decided_month, decision_days as days, -1 as c
            from report_quote where quote_id = any(ids) and decided_month is not null
          union all
          select created_on, kind, status, creator_id, decided_month, decision_days, 1
            from unnest(now_rows) where decided_month is not null
        ) d group by 1, 2, 3, 4, 5, 6 having sum(c) <> 0 order by 1, 2, 3, 4, 5, 6
        on conflict (day, kind, status, creator_id, decided_month, days)
        do update set count = t.count + excluded.count;

        if with_items then
        insert into report_equipment_day as t (day, kind, creator_id, equipment_id, currency, net, lines)
        select day, kind, creator_id, equipment_id, currency, sum(n), sum(l) from (
          select created_on as day, kind, creator_id, equipment_id, currency, -net as n, -lines as l
            from report_quote_equipment where quote_id = any(ids)
          union all
          select created_on, kind, creator_id, equipment_id, currency, net, lines from unnest(now_items)
        ) d group by 1, 2, 3, 4, 5 having sum(n) <> 0 or sum(l) <> 0 order by 1, 2, 3, 4, 5
        on conflict (day, kind, creator_id, equipment_id, currency)
        do update set net = t.net + excluded.net, lines = t.lines + excluded.lines;

        delete from report_quote_equipment where quote_id = any(ids);
        insert into report_quote_equipment select * from unnest(now_items);
        end if;

        delete from report_quote where quote_id = any(ids);
        insert into report_quote select * from unnest(now_rows);
      end $$;`);

    // The statement's quotes: every quote inserted or deleted; of an update, those whose counted
    // columns changed (a share, a version or a PDF's bookkeeping costs nothing).
    this.addSql(`
      create function report_quote_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          perform report_refresh(array(select id from new_rows));
        elsif tg_op = 'DELETE' then
          perform report_refresh(array(select id from old_rows));
        else
          -- A change of status alone (not into or out of rejected) leaves the items' contribution: an
          -- approval counts its quote again, not its items.
          perform report_refresh(array(
            select n.id from new_rows n join old_rows o on o.id = n.id
             where ((n.kind, n.status, n.currency, n.total_net, n.created_by_id, n.api_key_id, n.created_at)
                    is distinct from (o.kind, o.status, o.currency, o.total_net, o.created_by_id, o.api_key_id, o.created_at)
                    or (n.status in ('approved', 'rejected') and n.updated_at is distinct from o.updated_at))
               and ((n.kind, n.currency, n.created_by_id, n.created_at) is distinct from (o.kind, o.currency, o.created_by_id, o.created_at)
                    or (n.status = 'rejected') <> (o.status = 'rejected'))), true);
          perform report_refresh(array(
            select n.id from new_rows n join old_rows o on o.id = n.id
             where ((n.kind, n.status, n.currency, n.total_net, n.created_by_id, n.api_key_id, n.created_at)
                    is distinct from (o.kind, o.status, o.currency, o.total_net, o.created_by_id, o.api_key_id, o.created_at)
                    or (n.status in ('approved', 'rejected') and n.updated_at is distinct from o.updated_at))
               and not ((n.kind, n.currency, n.created_by_id, n.created_at) is distinct from (o.kind, o.currency, o.created_by_id, o.created_at)
                    or (n.status = 'rejected') <> (o.status = 'rejected'))), false);
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create function report_rows_changed() returns trigger language plpgsql as $$
      declare
        -- A history row moves a decision's date, never the items' contribution (that follows the
        -- quote's own status, counted by its update).
        with_items boolean := tg_table_name <> 'quote_status_change';
      begin
        if tg_op = 'INSERT' then
          perform report_refresh(array(select quote_id from new_rows), with_items);
        elsif tg_op = 'DELETE' then
          perform report_refresh(array(select quote_id from old_rows), with_items);
        else
          perform report_refresh(array(select quote_id from new_rows union select quote_id from old_rows), with_items);
        end if;
        return null;
      end $$;`);
    for (const [table, column] of watched) {
      const fn = column === 'id' ? 'report_quote_changed' : 'report_rows_changed';
      this.addSql(
        `create trigger report_summary_ins after insert on "${table}" referencing new table as new_rows for each statement execute function ${fn}();`,
      );
      this.addSql(
        `create trigger report_summary_upd after update on "${table}" referencing old table as old_rows new table as new_rows for each statement execute function ${fn}();`,
      );
      this.addSql(
        `create trigger report_summary_del after delete on "${table}" referencing old table as old_rows for each statement execute function ${fn}();`,
      );
    }

    // A bulk load: triggers off, rows written, then every summary counted anew at once.
    this.addSql(`
      create function report_summary_triggers(enabled boolean) returns void language plpgsql as $$
      declare t text;
      begin
        foreach t in array array[${watched.map(([table]) => `'${table}'`).join(', ')}] loop
          execute format('alter table %I %s trigger report_summary_ins', t, case when enabled then 'enable' else 'disable' end);
          execute format('alter table %I %s trigger report_summary_upd', t, case when enabled then 'enable' else 'disable' end);
          execute format('alter table %I %s trigger report_summary_del', t, case when enabled then 'enable' else 'disable' end);
        end loop;
      end $$;`);
    this.addSql(`
      create function report_summary_rebuild() returns void language plpgsql as $$
      begin
        truncate report_quote, report_quote_equipment, report_status_day, report_decision_day, report_equipment_day;
        insert into report_quote
        select ${contribution}
          from quote q
          left join (
            select quote_id, max(changed_at) as decided_at from quote_status_change
             where to_status in ('approved', 'rejected') group by quote_id
          ) d on d.quote_id = q.id;
        insert into report_quote_equipment ${equipmentContribution('')};
        insert into report_status_day (day, kind, status, currency, creator_id, api_key_id, count, net)
        select created_on, kind, status, currency, creator_id, api_key_id, count(*), sum(net)
          from report_quote group by 1, 2, 3, 4, 5, 6;
        insert into report_decision_day (day, kind, status, creator_id, decided_month, days, count)
        select created_on, kind, status, creator_id, decided_month, decision_days, count(*)
          from report_quote where decided_month is not null group by 1, 2, 3, 4, 5, 6;
        insert into report_equipment_day (day, kind, creator_id, equipment_id, currency, net, lines)
        select created_on, kind, creator_id, equipment_id, currency, sum(net), sum(lines)
          from report_quote_equipment group by 1, 2, 3, 4, 5;
      end $$;`);
    this.addSql(`select report_summary_rebuild();`);
  }

  override async down(): Promise<void> {
    for (const [table] of watched) {
      for (const name of ['ins', 'upd', 'del'])
        this.addSql(`drop trigger if exists report_summary_${name} on "${table}";`);
    }
    this.addSql(`drop function if exists report_summary_rebuild();`);
    this.addSql(`drop function if exists report_summary_triggers(boolean);`);
    this.addSql(`drop function if exists report_rows_changed();`);
    this.addSql(`drop function if exists report_quote_changed();`);
    this.addSql(`drop function if exists report_refresh(int[]);`);
    for (const table of [
      'report_equipment_day',
      'report_decision_day',
      'report_status_day',
      'report_quote_equipment',
      'report_quote',
    ])
      this.addSql(`drop table if exists "${table}" cascade;`);
  }
}
