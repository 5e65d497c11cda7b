import { Migration } from '@mikro-orm/migrations';

export class Migration20261126162549_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook" ("id" serial primary key, "url" varchar(2000) not null, "events" jsonb not null, "api_key_id" int null, "secret" varchar(100) not null, "is_active" boolean not null default true, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "webhook_api_key_id_index" on "webhook" ("api_key_id");`);
    this.addSql(
      `alter table "webhook" add constraint "webhook_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `create table "webhook_delivery" ("id" serial primary key, "webhook_id" int not null, "event" varchar(40) not null, "message_id" varchar(100) not null, "body" text not null, "status" text check ("status" in ('pending', 'sending', 'sent', 'failed')) not null default 'pending', "attempts" int not null default 0, "response_status" int null, "last_error" text null, "next_attempt_at" timestamptz not null, "lease_until" timestamptz null, "created_at" timestamptz not null, "sent_at" timestamptz null);`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_message_id_unique" unique ("message_id");`,
    );
    this.addSql(
      `create index "webhook_delivery_status_next_attempt_at_index" on "webhook_delivery" ("status", "next_attempt_at");`,
    );
    this.addSql(
      `create index "webhook_delivery_webhook_id_id_index" on "webhook_delivery" ("webhook_id", "id");`,
    );
    this.addSql(
      `alter table "webhook_delivery" add constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery" cascade;`);
    this.addSql(`drop table if exists "webhook" cascade;`);
  }
}
