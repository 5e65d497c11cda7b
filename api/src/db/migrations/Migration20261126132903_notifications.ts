import { Migration } from '@mikro-orm/migrations';

export class Migration20261126132903_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "notification_settings" ("user_id" int not null, "preferences" jsonb not null, "updated_at" timestamptz not null, constraint "notification_settings_pkey" primary key ("user_id"));`,
    );

    this.addSql(
      `create table "notification" ("id" serial primary key, "user_id" int not null, "event" text check ("event" in ('clientDecision', 'webEnquiry', 'approvalRequest', 'myQuoteDecided', 'mailFailed')) not null, "title" varchar(300) not null, "body" text not null, "link" varchar(300) null, "quote_id" int null, "created_at" timestamptz not null, "read_at" timestamptz null);`,
    );
    this.addSql(`create index "notification_quote_id_index" on "notification" ("quote_id");`);
    this.addSql(`create index "notification_user_id_id_index" on "notification" ("user_id", "id");`);
    this.addSql(
      `CREATE INDEX notification_unread_index ON public.notification USING btree (user_id, id) WHERE (read_at IS NULL);`,
    );

    this.addSql(
      `alter table "notification_settings" add constraint "notification_settings_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "notification" add constraint "notification_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "notification" add constraint "notification_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_settings" cascade;`);

    this.addSql(`drop table if exists "notification" cascade;`);
  }
}
