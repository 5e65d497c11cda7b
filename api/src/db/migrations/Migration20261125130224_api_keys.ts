import { Migration } from '@mikro-orm/migrations';

export class Migration20261125130224_api_keys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_key" ("id" serial primary key, "name" varchar(200) not null, "key_hash" varchar(64) not null, "key_prefix" varchar(8) not null, "key_suffix" varchar(4) not null, "permissions" jsonb not null, "allowed_origins" jsonb not null, "rate_limit_per_minute" int not null default 60, "is_active" boolean not null default true, "last_used_at" timestamptz null, "created_by_id" int null, "created_at" timestamptz not null);`,
    );
    this.addSql(`alter table "api_key" add constraint "api_key_key_hash_unique" unique ("key_hash");`);

    this.addSql(
      `create table "api_rate_hit" ("id" bigserial primary key, "api_key_id" int not null, "ip" varchar(64) not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "api_rate_hit_api_key_id_ip_at_index" on "api_rate_hit" ("api_key_id", "ip", "at");`,
    );

    this.addSql(
      `create table "api_idempotency" ("api_key_id" int not null, "idempotency_key" varchar(100) not null, "body_hash" varchar(64) not null, "response_status" int null, "response_body" jsonb null, "created_at" timestamptz not null, constraint "api_idempotency_pkey" primary key ("api_key_id", "idempotency_key"));`,
    );

    this.addSql(
      `alter table "api_key" add constraint "api_key_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "api_rate_hit" add constraint "api_rate_hit_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "api_idempotency" add constraint "api_idempotency_api_key_id_foreign" foreign key ("api_key_id") references "api_key" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_rate_hit" drop constraint "api_rate_hit_api_key_id_foreign";`);

    this.addSql(`alter table "api_idempotency" drop constraint "api_idempotency_api_key_id_foreign";`);

    this.addSql(`drop table if exists "api_key" cascade;`);

    this.addSql(`drop table if exists "api_rate_hit" cascade;`);

    this.addSql(`drop table if exists "api_idempotency" cascade;`);
  }
}
