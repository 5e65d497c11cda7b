import { Migration } from '@mikro-orm/migrations';

// D21: a transport quote holds several vehicle lines and their return lines (`transport_quote_line`,
// each with D13's vehicle snapshot), its trip's days and whether it comes back; a vehicle has a
// quantity; the transport administration keeps the depot address (`transport_settings`). Every
// existing transport quote becomes one line: its vehicle, distance and cost as they were.

export class Migration20261126103002_transport_lines extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "transport_settings" ("id" serial primary key, "depot_address" varchar(500) null, "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "transport_quote_line" ("id" serial primary key, "quote_id" int not null, "position" smallint not null, "vehicle_id" int null, "vehicle_name" varchar(200) not null, "vehicle_description" text null, "cost_per_km" numeric(10,2) not null, "distance" numeric(8,1) not null, "cost" numeric(12,2) not null, "is_return" boolean not null default false);`,
    );
    this.addSql(`create index "transport_quote_line_quote_id_index" on "transport_quote_line" ("quote_id");`);
    this.addSql(
      `create index "transport_quote_line_vehicle_id_index" on "transport_quote_line" ("vehicle_id");`,
    );

    this.addSql(
      `alter table "transport_quote_line" add constraint "transport_quote_line_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "transport_quote_line" add constraint "transport_quote_line_vehicle_id_foreign" foreign key ("vehicle_id") references "transport_vehicle" ("id") on update cascade on delete restrict;`,
    );

    // The quotes saved before: one line each, before their single vehicle's columns go.
    this.addSql(
      `insert into "transport_quote_line" ("quote_id", "position", "vehicle_id", "vehicle_name", "vehicle_description", "cost_per_km", "distance", "cost", "is_return")
       select "quote_id", 0, "vehicle_id", "vehicle_name", "vehicle_description", "cost_per_km", "distance", "total_cost", false
         from "transport_quote" order by "quote_id";`,
    );

    this.addSql(`alter table "transport_quote" drop constraint "transport_quote_vehicle_id_foreign";`);

    this.addSql(`alter table "transport_vehicle" add column "quantity" int not null default 1;`);

    this.addSql(`drop index "transport_quote_vehicle_id_index";`);
    this.addSql(
      `alter table "transport_quote" drop column "vehicle_id", drop column "vehicle_name", drop column "vehicle_description", drop column "cost_per_km", drop column "distance";`,
    );

    this.addSql(
      `alter table "transport_quote" add column "trip_days" smallint not null default 1, add column "return_trip" boolean not null default false;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "transport_settings" cascade;`);

    this.addSql(`alter table "transport_quote" drop column "trip_days", drop column "return_trip";`);

    // Back to one vehicle per quote: its first line's (the rest of a trip cannot be kept).
    this.addSql(
      `alter table "transport_quote" add column "vehicle_id" int4 null, add column "vehicle_name" varchar(200) null, add column "vehicle_description" text null, add column "cost_per_km" numeric(10,2) null, add column "distance" numeric(8,1) null;`,
    );
    this.addSql(
      `update "transport_quote" t set "vehicle_id" = l."vehicle_id", "vehicle_name" = l."vehicle_name", "vehicle_description" = l."vehicle_description", "cost_per_km" = l."cost_per_km", "distance" = l."distance"
         from "transport_quote_line" l where l."quote_id" = t."quote_id" and l."position" = 0;`,
    );
    this.addSql(
      `alter table "transport_quote" alter column "vehicle_name" set not null, alter column "cost_per_km" set not null, alter column "distance" set not null;`,
    );
    this.addSql(
      `alter table "transport_quote" add constraint "transport_quote_vehicle_id_foreign" foreign key ("vehicle_id") references "transport_vehicle" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(`create index "transport_quote_vehicle_id_index" on "transport_quote" ("vehicle_id");`);

    this.addSql(`drop table if exists "transport_quote_line" cascade;`);

    this.addSql(`alter table "transport_vehicle" drop column "quantity";`);
  }
}
