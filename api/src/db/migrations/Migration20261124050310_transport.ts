import { Migration } from '@mikro-orm/migrations';

export class Migration20261124050310_transport extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transport_vehicle" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "cost_per_km" numeric(10,2) not null, "is_active" boolean not null default true, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "transport_quote" ("quote_id" int not null, "vehicle_id" int null, "vehicle_name" varchar(200) not null, "vehicle_description" text null, "cost_per_km" numeric(10,2) not null, "from_address" varchar(500) not null, "to_address" varchar(500) not null, "distance" numeric(8,1) not null, "total_cost" numeric(12,2) not null, constraint "transport_quote_pkey" primary key ("quote_id"));`,
    );
    this.addSql(`create index "transport_quote_vehicle_id_index" on "transport_quote" ("vehicle_id");`);

    this.addSql(
      `alter table "transport_quote" add constraint "transport_quote_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "transport_quote" add constraint "transport_quote_vehicle_id_foreign" foreign key ("vehicle_id") references "transport_vehicle" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "transport_quote" drop constraint "transport_quote_vehicle_id_foreign";`);

    this.addSql(`drop table if exists "transport_vehicle" cascade;`);

    this.addSql(`drop table if exists "transport_quote" cascade;`);
  }
}
