import { Migration } from '@mikro-orm/migrations';
import { contribution, equipmentContribution } from './Migration20261126162657_report_summaries.ts';

// D26 (issue 25): the day summaries take differences instead of being added into in place, and a
// decision is a change *into* approved or rejected.
// - The refresh of `report_summaries` upserted each change into its key's one row: every approval of
//   the quotes one author made that day took the same row's lock and held it to its commit, so
//   concurrent approvals ran one after another. A change now appends its difference as rows of its
//   own, which no other transaction touches; the reports already sum a key's rows, and
//   `report_summary_compact()` (the server runs it at start and every 10 minutes) folds each key's
//   rows into one and drops those that sum to nothing.
// - D26 dates a decision by "the last change into approved or rejected". A history entry that keeps
//   the status (a mail not delivered, a client's held acceptance) is no such change; it had moved an
//   approved quote's decision to the day of a failed mail. It is now left out, so a history row
//   counts only when it changes a status, and its trigger skips what its quote's own update (in the
//   same statement) has counted already: an approval refreshes its quote once, not twice.
// - The triggers' statements run on plans made once per session (`plan_cache_mode`): PL/pgSQL had
//   kept planning them anew on each call (their custom plans looked cheaper), which was most of the
//   refresh's time.

/** Each summary: its table, its key's columns and its summed columns. */
const summaries: [table: string, key: string[], sums: string[]][] = [
  ['report_status_day', ['day', 'kind', 'status', 'currency', 'creator_id', 'api_key_id'], ['count', 'net']],
  ['report_decision_day', ['day', 'kind', 'status', 'creator_id', 'decided_month', 'days'], ['count']],
  ['report_equipment_day', ['day', 'kind', 'creator_id', 'equipment_id', 'currency'], ['net', 'lines']],
];

const list = (columns: string[], prefix = '') => columns.map((c) => `${prefix}"${c}"`).join(', ');

/** One statement folding a summary's rows: each key with more than one row, or summing to nothing. */
const compactSql = ([table, key, sums]: (typeof summaries)[number]) => `
        with folded as (
          delete from ${table} t
           using (select ${list(key)} from ${table} group by ${list(key)}
                   having count(*) > 1 or (${sums.map((c) => `sum("${c}") = 0`).join(' and ')})) k
           where (${list(key, 't.')}) = (${list(key, 'k.')})
          returning t.*)
        insert into ${table} (${list(key)}, ${list(sums)})
        select ${list(key)}, ${sums.map((c) => `sum("${c}")`).join(', ')} from folded
         group by ${list(key)} having ${sums.map((c) => `sum("${c}") <> 0`).join(' or ')};`;

/** A history row that decides: a change of status into approved or rejected (`s`). */
export const decides = `s.to_status in ('approved', 'rejected') and s.from_status <> s.to_status`;

/** A quote's update (`n` new, `o` old) that changes what the reports count of it. */
export const countedChange = `(n.kind, n.status, n.currency, n.total_net, n.created_by_id, n.api_key_id, n.created_at)
                           is distinct from (o.kind, o.status, o.currency, o.total_net, o.created_by_id, o.api_key_id, o.created_at)
                      or (n.status in ('approved', 'rejected') and n.updated_at is distinct from o.updated_at)`;

/** Such an update that changes its items' contribution too (kind, currency, author, creation, rejected or not). */
export const itemsChange = `(n.kind, n.currency, n.created_by_id, n.created_at)
                           is distinct from (o.kind, o.currency, o.created_by_id, o.created_at)
                         or (n.status = 'rejected') <> (o.status = 'rejected')`;

export class Migration20261126200000_report_summary_deltas extends Migration {
  override async up(): Promise<void> {
    for (const [table, key] of summaries) {
      this.addSql(`alter table "${table}" drop constraint "${table}_pkey";`);
      this.addSql(`alter table "${table}" add column "id" bigserial;`);
      this.addSql(`alter table "${table}" add constraint "${table}_pkey" primary key ("id");`);
      this.addSql(`create index "${table}_key_index" on "${table}" (${list(key)});`);
    }

    this.addSql(`
      create or replace function report_refresh(ids int[], with_items boolean default true) returns void language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      declare
        now_rows report_quote[];
        now_items report_quote_equipment[];
      begin
        ids := array(select distinct id from unnest(ids) as id where id is not null order by id);
        if cardinality(ids) = 0 then return; end if;
        now_rows := array(
          select row(${contribution})::report_quote
            from unnest(ids) as k(id)
            join quote q on q.id = k.id
            left join lateral (
              select max(s.changed_at) as decided_at from quote_status_change s
               where s.quote_id = q.id and ${decides}
            ) d on true
           order by q.id);
        -- A change of status alone (not into or out of rejected) leaves the items' contribution as it is.
        if with_items then
          now_items := array(
            select row(e.*)::report_quote_equipment from (${equipmentContribution('and quote_id = any(ids)')}) e
             order by e.id, e.equipment_id);
        end if;
        -- Counted as they stand already: nothing to write.
        if now_rows = array(select r from report_quote r where r.quote_id = any(ids) order by r.quote_id)
           and (not with_items
                or now_items = array(select r from report_quote_equipment r where r.quote_id = any(ids)
                                      order by r.quote_id, r.equipment_id)) then
          return;
        end if;

        -- The differences: the old contributions taken away, the current ones added.
        insert into report_status_day (day, kind, status, currency, creator_id, api_key_id, count, net)
        select day, kind, status, currency, creator_id, api_key_id, sum(c), sum(n) from (
          select created_on as day, kind, status, currency, creator_id, api_key_id, -1 as c, -net as n
            from report_quote where quote_id = any(ids)
          union all
          select created_on, kind, status, currency, creator_id, api_key_id, 1, net from unnest(now_rows)
        ) d group by 1, 2, 3, 4, 5, 6 having sum(c) <> 0 or sum(n) <> 0;

        insert into report_decision_day (day, kind, status, creator_id, decided_month, days, count)
        select day, kind, status, creator_id, decided_month, days, sum(c) from (
          select created_on as day, kind, status, creator_id, decided_month, decision_days as days, -1 as c
            from report_quote where quote_id = any(ids) and decided_month is not null
          union all
          select created_on, kind, status, creator_id, decided_month, decision_days, 1
            from unnest(now_rows) where decided_month is not null
        ) d group by 1, 2, 3, 4, 5, 6 having sum(c) <> 0;

        if with_items then
        insert into report_equipment_day (day, kind, creator_id, equipment_id, currency, net, lines)
        select day, kind, creator_id, equipment_id, currency, sum(n), sum(l) from (
          select created_on as day, kind, creator_id, equipment_id, currency, -net as n, -lines as l
            from report_quote_equipment where quote_id = any(ids)
          union all
          select created_on, kind, creator_id, equipment_id, currency, net, lines from unnest(now_items)
        ) d group by 1, 2, 3, 4, 5 having sum(n) <> 0 or sum(l) <> 0;

        delete from report_quote_equipment where quote_id = any(ids);
        insert into report_quote_equipment select * from unnest(now_items);
        end if;

        delete from report_quote where quote_id = any(ids);
        insert into report_quote select * from unnest(now_rows);
      end $$;`);

    // An update: one pass over the statement's rows sorts the quotes whose counted columns changed
    // into those whose items' contribution changes too and those whose status alone changed.
    this.addSql(`
      create or replace function report_quote_changed() returns trigger language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      declare
        whole int[];
        status_only int[];
      begin
        if tg_op = 'INSERT' then
          perform report_refresh(array(select id from new_rows));
        elsif tg_op = 'DELETE' then
          perform report_refresh(array(select id from old_rows));
        else
          select coalesce(array_agg(c.id) filter (where c.items), '{}'),
                 coalesce(array_agg(c.id) filter (where not c.items), '{}')
            into whole, status_only
            from (select n.id,
                         ${itemsChange} as items
                    from new_rows n join old_rows o on o.id = n.id
                   where ${countedChange}) c;
          if cardinality(whole) > 0 then perform report_refresh(whole, true); end if;
          if cardinality(status_only) > 0 then perform report_refresh(status_only, false); end if;
        end if;
        return null;
      end $$;`);

    // A new history row matters only when it decides, and not when its quote's decision is counted
    // on its day already (its quote's update in the same statement saw it). Item rows, and history
    // rows changed or deleted, refresh their quotes.
    this.addSql(`
      create or replace function report_rows_changed() returns trigger language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      declare
        history boolean := tg_table_name = 'quote_status_change';
      begin
        if tg_op = 'INSERT' and history then
          perform report_refresh(array(
            select s.quote_id from new_rows s
             where ${decides}
               and not exists (select 1 from report_quote r
                                where r.quote_id = s.quote_id and r.status = s.to_status
                                  and r.created_on + r.decision_days = (s.changed_at at time zone 'Europe/Warsaw')::date)),
            false);
        elsif tg_op = 'INSERT' then
          perform report_refresh(array(select quote_id from new_rows), true);
        elsif tg_op = 'DELETE' then
          perform report_refresh(array(select quote_id from old_rows), not history);
        else
          perform report_refresh(array(select quote_id from new_rows union select quote_id from old_rows), not history);
        end if;
        return null;
      end $$;`);

    this.addSql(`
      create or replace function report_summary_rebuild() returns void language plpgsql as $$
      begin
        truncate report_quote, report_quote_equipment, report_status_day, report_decision_day, report_equipment_day;
        insert into report_quote
        select ${contribution}
          from quote q
          left join (
            select s.quote_id, max(s.changed_at) as decided_at from quote_status_change s
             where ${decides} group by s.quote_id
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

    // The holdings' trigger of a status change likewise: its statements are planned once per session.
    this.addSql(`alter function quote_status_holdings() set plan_cache_mode = force_generic_plan;`);

    // Concurrent with saves and with itself: a row another fold took first is skipped by this
    // one's delete (read committed), and rows appended after its snapshot are left to the next.
    this.addSql(`
      create function report_summary_compact() returns void language plpgsql as $$
      begin${summaries.map(compactSql).join('')}
      end $$;`);
    // Counted anew by the corrected definition of a decision.
    this.addSql(`select report_summary_rebuild();`);
  }

  // Not reversed: the previous functions upserted into one row per key. Going back means restoring
  // a backup made before this migration (`npm run restore`).
  override async down(): Promise<void> {
    throw new Error(
      'Migration20261126200000_report_summary_deltas cannot be reversed: restore a backup made before it',
    );
  }
}
