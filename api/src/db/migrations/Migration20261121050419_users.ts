import { Migration } from '@mikro-orm/migrations';

export class Migration20261121050419 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "app_session" ("id" varchar(100) not null, "user_id" int null, "data" jsonb not null, "expires_at" timestamptz not null, constraint "app_session_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "app_session_user_id_index" on "app_session" ("user_id");`);
    this.addSql(`create index "app_session_expires_at_index" on "app_session" ("expires_at");`);

    this.addSql(
      `create table "app_user" ("id" serial primary key, "issuer" varchar(500) not null, "subject" varchar(500) not null, "email" varchar(320) null, "first_name" varchar(100) null, "last_name" varchar(100) null, "profile_image_url" varchar(2000) null, "role" text check ("role" in ('admin', 'employee', 'electrical_manager', 'transport_manager', 'general_manager')) not null default 'employee', "is_approved" boolean not null default false, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "app_user" add constraint "app_user_issuer_subject_unique" unique ("issuer", "subject");`,
    );
  }
}
