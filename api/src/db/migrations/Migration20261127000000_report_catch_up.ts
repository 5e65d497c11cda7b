import { Migration } from '@mikro-orm/migrations';
import { countedChange, decides, itemsChange } from './Migration20261126200000_report_summary_deltas.ts';

// D26 (issue 25): the report summaries follow the quotes after the change, not inside it.
// - A save, status change or delete only marks the quotes it touched (`report_dirty`, one small
//   insert per statement); counting them was about 0.7 ms of the database's CPU in every approval
//   (a sixth of its cost at ten at once).
// - `report_catch_up()` counts the marked quotes with `report_refresh` (as the triggers did) and
//   drops their marks, one catch-up at a time (an advisory lock). It runs before every report is
//   read, so a report shows every change committed before it, and in the background every 10 s.
// - A refresh is idempotent (it writes the difference between a quote's counted and current
//   contribution), so a quote marked again while a catch-up runs is counted again, never twice.

export class Migration20261127000000_report_catch_up extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "report_dirty" ("id" bigserial primary key, "quote_id" int not null, "with_items" boolean not null);`,
    );

    // A quote's update that changes what is counted marks it, for its items too when their
    // contribution changes (the same classification as the triggers before).
    this.addSql(`
      create or replace function report_quote_changed() returns trigger language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      begin
        if tg_op = 'INSERT' then
          insert into report_dirty (quote_id, with_items) select id, true from new_rows;
        elsif tg_op = 'DELETE' then
          insert into report_dirty (quote_id, with_items) select id, true from old_rows;
        else
          insert into report_dirty (quote_id, with_items)
          select n.id, ${itemsChange}
            from new_rows n join old_rows o on o.id = n.id
           where ${countedChange};
        end if;
        return null;
      end $$;`);

    // Item rows mark their quotes whole; a history row only when it decides (a change of its date).
    this.addSql(`
      create or replace function report_rows_changed() returns trigger language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      declare
        history boolean := tg_table_name = 'quote_status_change';
      begin
        if tg_op = 'INSERT' and history then
          insert into report_dirty (quote_id, with_items) select s.quote_id, false from new_rows s where ${decides};
        elsif tg_op = 'INSERT' then
          insert into report_dirty (quote_id, with_items) select distinct quote_id, true from new_rows;
        elsif tg_op = 'DELETE' then
          insert into report_dirty (quote_id, with_items) select distinct quote_id, not history from old_rows;
        else
          insert into report_dirty (quote_id, with_items)
          select quote_id, not history from (select quote_id from new_rows union select quote_id from old_rows) r;
        end if;
        return null;
      end $$;`);

    // The marks committed so far, counted and dropped; the next catch-up waits for this one.
    this.addSql(`
      create function report_catch_up() returns void language plpgsql
        set plan_cache_mode = force_generic_plan as $$
      declare
        whole int[];
        status_only int[];
      begin
        if not exists (select 1 from report_dirty) then return; end if;
        perform pg_advisory_xact_lock(hashtext('report_catch_up'), 0);
        with taken as (delete from report_dirty returning quote_id, with_items),
             marked as (select quote_id, bool_or(with_items) as items from taken group by quote_id)
        select coalesce(array_agg(quote_id) filter (where items), '{}'),
               coalesce(array_agg(quote_id) filter (where not items), '{}')
          into whole, status_only
          from marked;
        if cardinality(whole) > 0 then perform report_refresh(whole, true); end if;
        if cardinality(status_only) > 0 then perform report_refresh(status_only, false); end if;
      end $$;`);
  }

  // Not reversed, like the migration before it: going back means restoring a backup made before it.
  override async down(): Promise<void> {
    throw new Error(
      'Migration20261127000000_report_catch_up cannot be reversed: restore a backup made before it',
    );
  }
}
