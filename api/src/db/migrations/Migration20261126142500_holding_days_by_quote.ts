import { Migration } from '@mikro-orm/migrations';

// D21: a quote's status change moves its holdings' units between tentative and approved in one
// statement per change (migration `holding_days` did it holding by holding, day by day: 20 statements
// for an approval of 10 items). The holdings' status follows as before; the per-row trigger now
// leaves to this one the updates it makes (they come one trigger level down), and still keeps the
// days of every holding written, deleted (with its quote too) or edited directly.
export class Migration20261126142500_holding_days_by_quote extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function quote_status_holdings() returns trigger language plpgsql as $$
      begin
        insert into holding_day (catalogue, equipment_id, day, approved, tentative)
        select h.catalogue, h.equipment_id, d::date,
               sum(h.units) * ((new.status = 'approved')::int - (old.status = 'approved')::int),
               sum(h.units) * ((new.status = 'pending')::int - (old.status = 'pending')::int)
          from quote_holding h
          cross join lateral generate_series(h.starts_on, h.ends_on, interval '1 day') as d
         where h.quote_id = new.id
           and (old.status in ('approved', 'pending') or new.status in ('approved', 'pending'))
         group by h.catalogue, h.equipment_id, d::date
         order by h.catalogue, h.equipment_id, d::date
        on conflict (catalogue, equipment_id, day) do update
           set approved = holding_day.approved + excluded.approved,
               tentative = holding_day.tentative + excluded.tentative;
        update quote_holding set status = new.status where quote_id = new.id;
        return null;
      end $$;`);
    this.addSql('drop trigger quote_holding_days on quote_holding;');
    this.addSql(
      `create trigger quote_holding_days after insert or delete on quote_holding for each row execute function quote_holding_days();`,
    );
    // A direct edit of a holding (not its quote's status change, which comes from a trigger).
    this.addSql(
      `create trigger quote_holding_days_edit after update of status, units, starts_on, ends_on on quote_holding
         for each row when (pg_trigger_depth() = 0) execute function quote_holding_days();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger quote_holding_days_edit on quote_holding;');
    this.addSql('drop trigger quote_holding_days on quote_holding;');
    this.addSql(
      `create trigger quote_holding_days after insert or delete or update of status, units, starts_on, ends_on on quote_holding for each row execute function quote_holding_days();`,
    );
    this.addSql(`
      create or replace function quote_status_holdings() returns trigger language plpgsql as $$
      begin
        update quote_holding set status = new.status where quote_id = new.id;
        return null;
      end $$;`);
  }
}
