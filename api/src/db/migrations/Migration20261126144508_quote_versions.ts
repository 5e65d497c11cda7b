import { Migration } from '@mikro-orm/migrations';

// D23: a quote's `version` (existing quotes start at 1), the version each history entry concerns
// (existing entries: their quote's current version, 1 for every quote here), and the versions table.
// Every existing quote gets its version 1 with its totals and what last happened to it: accepted or
// declined when decided, sent while its link is live (valid from today, the links predating the rule),
// else created. Their content is kept from the detail as it is before their next edit (versions.ts).
export class Migration20261126144508_quote_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "quote_version" ("quote_id" int not null, "version" int not null, "created_at" timestamptz not null, "reason" text check ("reason" in ('created', 'edited', 'sent', 'accepted', 'declined')) not null, "total_net" numeric(12,2) not null, "total_gross" numeric(12,2) not null, "content" jsonb null, "valid_until" date null, constraint "quote_version_pkey" primary key ("quote_id", "version"));`,
    );
    this.addSql(
      `alter table "quote_version" add constraint "quote_version_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "quote" add column "version" int not null default 1;`);

    this.addSql(`alter table "quote_status_change" add column "version" int null;`);
    this.addSql(
      `update "quote_status_change" h set "version" = q."version" from "quote" q where q."id" = h."quote_id";`,
    );
    this.addSql(`alter table "quote_status_change" alter column "version" set not null;`);

    this.addSql(`
      insert into "quote_version" ("quote_id", "version", "created_at", "reason", "total_net", "total_gross", "valid_until")
      select q."id", q."version", q."updated_at",
             case when q."status" = 'approved' then 'accepted'
                  when q."status" = 'rejected' then 'declined'
                  when s."quote_id" is not null then 'sent'
                  else 'created' end,
             q."total_net", q."total_gross",
             case when s."quote_id" is not null and q."status" = 'pending'
                  then (now() at time zone 'Europe/Warsaw')::date
                       + coalesce((select "validity_days" from "company_profile" where "id" = 1), 14)
             end
        from "quote" q
        left join "quote_share" s on s."quote_id" = q."id" and s."expires_at" > now();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_version" cascade;`);

    this.addSql(`alter table "quote" drop column "version";`);

    this.addSql(`alter table "quote_status_change" drop column "version";`);
  }
}
