import { Migration } from '@mikro-orm/migrations';

export class Migration20261126114654_mail_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "mail_outbox" ("id" serial primary key, "to" varchar(320) not null, "subject" varchar(300) not null, "html" text not null, "text" text not null, "attachments" jsonb not null, "message_id" varchar(200) not null, "status" text check ("status" in ('held', 'pending', 'sending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "last_error" text null, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "created_by_id" int null, "quote_id" int null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_message_id_unique" unique ("message_id");`,
    );
    this.addSql(`create index "mail_outbox_created_by_id_index" on "mail_outbox" ("created_by_id");`);
    this.addSql(`create index "mail_outbox_quote_id_index" on "mail_outbox" ("quote_id");`);
    this.addSql(
      `create index "mail_outbox_status_next_attempt_at_index" on "mail_outbox" ("status", "next_attempt_at");`,
    );

    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "mail_outbox" add constraint "mail_outbox_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete set null;`,
    );

    this.addSql(`alter table "quote_share" add column "token_sealed" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_outbox" cascade;`);

    this.addSql(`alter table "quote_share" drop column "token_sealed";`);
  }
}
