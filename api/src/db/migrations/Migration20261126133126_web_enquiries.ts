import { Migration } from '@mikro-orm/migrations';

/**
 * D22: records sent in through the public API keep their key beside its name (`api_key_id`, set null
 * when the key is deleted); the web enquiries of a kind get their own small listing index; the outbox
 * marks the enquiry confirmations it counts per address and day.
 */
export class Migration20261126133126_web_enquiries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "client" add column "api_key_id" int null;`);
    this.addSql(`alter table "assessment_response" add column "api_key_id" int null;`);
    this.addSql(`alter table "quote" add column "api_key_id" int null;`);

    // Rows sent in before keep the key their `source` names, where exactly one key has that name.
    for (const table of ['client', 'assessment_response', 'quote']) {
      this.addSql(
        `with unique_key as (select min(id) as id, name from api_key group by name having count(*) = 1)
         update "${table}" t set api_key_id = k.id from unique_key k where t.source = k.name;`,
      );
    }

    this.addSql(
      `alter table "client" add constraint "client_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "client_api_key_id_index" on "client" ("api_key_id");`);
    this.addSql(
      `alter table "assessment_response" add constraint "assessment_response_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `create index "assessment_response_api_key_id_index" on "assessment_response" ("api_key_id");`,
    );
    this.addSql(
      `alter table "quote" add constraint "quote_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `CREATE INDEX quote_web_listing ON public.quote USING btree (kind, created_at, id) INCLUDE (client_id, created_by_id, status) WHERE (source IS NOT NULL);`,
    );
    this.addSql(
      `CREATE INDEX quote_api_key_id_index ON public.quote USING btree (api_key_id) WHERE (api_key_id IS NOT NULL);`,
    );

    this.addSql(`alter table "mail_outbox" add column "purpose" varchar(40) null;`);
    this.addSql(
      `CREATE INDEX mail_outbox_confirmation_index ON public.mail_outbox USING btree (lower(("to")::text), created_at) WHERE ((purpose)::text = 'enquiryConfirmation'::text);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "mail_outbox_confirmation_index";`);
    this.addSql(`alter table "mail_outbox" drop column "purpose";`);

    this.addSql(`drop index "quote_web_listing";`);
    this.addSql(`drop index "quote_api_key_id_index";`);
    for (const table of ['client', 'assessment_response', 'quote']) {
      this.addSql(`alter table "${table}" drop constraint "${table}_api_key_id_foreign";`);
      this.addSql(`alter table "${table}" drop column "api_key_id";`);
    }
  }
}
