import { Migration } from '@mikro-orm/migrations';

// D21: the holdings summed per catalogue item and day (`holding_day`), kept by the database itself
// so that no write path can forget it:
// - a holding takes its quote's status when written, and follows it when the quote's status changes;
// - every holding written, deleted (with its quote too) or changing status adds or takes its units
//   on each of its days, as approved (an approved quote) or tentative (a pending one).
// The lifecycle takes the advisory lock of every catalogue item a change touches, in one order,
// before the change (availability.ts), so two transactions never wait on each other's days.

export class Migration20261126102754_holding_days extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "holding_day" ("catalogue" varchar(20) not null, "equipment_id" int not null, "day" date not null, "approved" int not null default 0, "tentative" int not null default 0, constraint "holding_day_pkey" primary key ("catalogue", "equipment_id", "day"));`,
    );
    this.addSql(`alter table "quote_holding" add column "status" varchar(20) null;`);

    // A holding's units on its days: `sign` 1 adds them, -1 takes them away.
    this.addSql(`
      create function holding_day_add(h quote_holding, sign int) returns void language plpgsql as $$
      begin
        if h.status is null or h.status not in ('approved', 'pending') then return; end if;
        insert into holding_day (catalogue, equipment_id, day, approved, tentative)
        select h.catalogue, h.equipment_id, d::date,
               case when h.status = 'approved' then sign * h.units else 0 end,
               case when h.status = 'pending' then sign * h.units else 0 end
          from generate_series(h.starts_on, h.ends_on, interval '1 day') as d
         order by d
        on conflict (catalogue, equipment_id, day) do update
           set approved = holding_day.approved + excluded.approved,
               tentative = holding_day.tentative + excluded.tentative;
      end $$;`);
    this.addSql(`
      create function quote_holding_status() returns trigger language plpgsql as $$
      begin
        select status into new.status from quote where id = new.quote_id;
        return new;
      end $$;`);
    this.addSql(`
      create function quote_holding_days() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform holding_day_add(old, -1); end if;
        if tg_op in ('UPDATE', 'INSERT') then perform holding_day_add(new, 1); end if;
        return null;
      end $$;`);
    this.addSql(`
      create function quote_status_holdings() returns trigger language plpgsql as $$
      begin
        update quote_holding set status = new.status where quote_id = new.id;
        return null;
      end $$;`);
    this.addSql(
      `create trigger quote_holding_status before insert on quote_holding for each row execute function quote_holding_status();`,
    );
    this.addSql(
      `create trigger quote_holding_days after insert or delete or update of status, units, starts_on, ends_on on quote_holding for each row execute function quote_holding_days();`,
    );
    this.addSql(
      `create trigger quote_status_holdings after update of status on quote for each row when (old.status is distinct from new.status) execute function quote_status_holdings();`,
    );

    // Every holding's days anew in one statement: the holdings written before this migration, and
    // a bulk load written with the triggers off (the bench's seed).
    this.addSql(`
      create function holding_day_rebuild() returns void language sql as $$
        delete from holding_day;
        insert into holding_day (catalogue, equipment_id, day, approved, tentative)
        select h.catalogue, h.equipment_id, d::date,
               coalesce(sum(h.units) filter (where h.status = 'approved'), 0),
               coalesce(sum(h.units) filter (where h.status = 'pending'), 0)
          from quote_holding h
          cross join lateral generate_series(h.starts_on, h.ends_on, interval '1 day') as d
         where h.status in ('approved', 'pending')
         group by h.catalogue, h.equipment_id, d::date;
      $$;`);
    this.addSql(`update quote_holding h set status = q.status from quote q where q.id = h.quote_id;`);
    this.addSql(`select holding_day_rebuild();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop trigger if exists quote_status_holdings on quote;`);
    this.addSql(`drop trigger if exists quote_holding_days on quote_holding;`);
    this.addSql(`drop trigger if exists quote_holding_status on quote_holding;`);
    this.addSql(`drop function if exists holding_day_rebuild();`);
    this.addSql(`drop function if exists quote_status_holdings();`);
    this.addSql(`drop function if exists quote_holding_days();`);
    this.addSql(`drop function if exists quote_holding_status();`);
    this.addSql(`drop function if exists holding_day_add(quote_holding, int);`);
    this.addSql(`drop table if exists "holding_day" cascade;`);
    this.addSql(`alter table "quote_holding" drop column "status";`);
  }
}
