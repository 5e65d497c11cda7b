import { Migration } from '@mikro-orm/migrations';

export class Migration20261121051602 extends Migration {
  override async up(): Promise<void> {
    // Case-insensitive substring search of the quotes list (quote number, client company).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create table "document_counter" ("prefix" varchar(10) not null, "year" int not null, "last_number" int not null default 0, constraint "document_counter_pkey" primary key ("prefix", "year"));`,
    );

    this.addSql(
      `create table "equipment_category" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "equipment_category" add constraint "equipment_category_name_unique" unique ("name");`,
    );

    this.addSql(
      `create table "equipment" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "model" varchar(200) null, "power" varchar(100) null, "quantity" int not null default 0, "available_quantity" int not null default 0, "category_id" int not null, "fuel_consumption75" numeric(8,2) null, "dimensions" varchar(200) null, "weight" varchar(100) null, "engine" varchar(200) null, "alternator" varchar(200) null, "fuel_tank_capacity" varchar(100) null, "image_url" varchar(2000) null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "equipment_category_id_index" on "equipment" ("category_id");`);
    this.addSql(`create index "equipment_is_active_index" on "equipment" ("is_active");`);

    this.addSql(
      `create table "equipment_additional" ("id" serial primary key, "equipment_id" int not null, "type" text check ("type" in ('additional', 'accessories')) not null, "name" varchar(200) not null, "price" numeric(12,2) not null default 0, "position" int not null default 1);`,
    );
    this.addSql(
      `create index "equipment_additional_equipment_id_index" on "equipment_additional" ("equipment_id");`,
    );

    this.addSql(
      `create table "equipment_pricing" ("id" serial primary key, "equipment_id" int not null, "period_start" int not null, "period_end" int null, "price_per_day" numeric(12,2) not null, "discount_percent" numeric(5,2) not null default 0);`,
    );
    this.addSql(
      `create index "equipment_pricing_equipment_id_index" on "equipment_pricing" ("equipment_id");`,
    );

    this.addSql(
      `create table "equipment_service_cost" ("id" serial primary key, "equipment_id" int not null, "service_interval_months" int null, "service_interval_km" int null, "service_interval_motohours" int null, "worker_hours" numeric(8,2) not null default 2, "worker_cost_per_hour" numeric(12,2) not null default 100);`,
    );
    this.addSql(
      `alter table "equipment_service_cost" add constraint "equipment_service_cost_equipment_id_unique" unique ("equipment_id");`,
    );

    this.addSql(
      `create table "equipment_service_item" ("id" serial primary key, "equipment_id" int not null, "item_name" varchar(200) not null, "item_cost" numeric(12,2) not null default 0, "sort_order" int not null default 0);`,
    );
    this.addSql(
      `create index "equipment_service_item_equipment_id_index" on "equipment_service_item" ("equipment_id");`,
    );

    this.addSql(
      `create table "pricing_schema" ("id" serial primary key, "name" varchar(200) not null, "description" text null, "calculation_method" text check ("calculation_method" in ('first_day', 'progressive')) not null, "is_default" boolean not null default false, "is_active" boolean not null default true, "created_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "pricing_settings" ("id" serial primary key, "vat_rate" numeric(5,2) not null default 23, "currency" text check ("currency" in ('PLN', 'EUR', 'USD')) not null default 'PLN', "updated_at" timestamptz not null);`,
    );

    this.addSql(
      `create table "client" ("id" serial primary key, "company_name" varchar(300) null, "nip" varchar(20) null, "contact_person" varchar(200) null, "phone" varchar(50) null, "email" varchar(320) null, "address" varchar(500) null, "created_by_id" int null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "client_created_by_id_index" on "client" ("created_by_id");`);
    this.addSql(`create index "client_created_at_index" on "client" ("created_at");`);

    this.addSql(
      `create table "quote" ("id" serial primary key, "quote_number" varchar(30) not null, "status" text check ("status" in ('draft', 'pending', 'approved', 'rejected')) not null default 'draft', "client_id" int not null, "client_snapshot" jsonb null, "created_by_id" int null, "source" varchar(200) null, "pricing_schema_id" int null, "vat_rate" numeric(5,2) not null, "currency" varchar(3) not null, "total_net" numeric(12,2) not null, "total_gross" numeric(12,2) not null, "notes" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`alter table "quote" add constraint "quote_quote_number_unique" unique ("quote_number");`);
    this.addSql(`create index "quote_status_index" on "quote" ("status");`);
    this.addSql(`create index "quote_client_id_index" on "quote" ("client_id");`);
    this.addSql(`create index "quote_created_by_id_index" on "quote" ("created_by_id");`);
    this.addSql(`create index "quote_pricing_schema_id_index" on "quote" ("pricing_schema_id");`);
    this.addSql(`create index "quote_created_at_id_index" on "quote" ("created_at", "id");`);

    this.addSql(
      `create table "quote_status_change" ("id" serial primary key, "quote_id" int not null, "from_status" varchar(20) not null, "to_status" varchar(20) not null, "changed_by_id" int null, "changed_at" timestamptz not null);`,
    );
    this.addSql(`create index "quote_status_change_quote_id_index" on "quote_status_change" ("quote_id");`);
    this.addSql(
      `create index "quote_status_change_changed_by_id_index" on "quote_status_change" ("changed_by_id");`,
    );

    this.addSql(
      `create table "quote_item" ("id" serial primary key, "quote_id" int not null, "position" int not null default 0, "equipment_id" int null, "equipment_name" varchar(200) not null, "equipment_model" varchar(200) null, "category_id" int null, "category_name" varchar(200) null, "quantity" int not null, "rental_period_days" int not null, "price_per_day" numeric(12,2) not null, "discount_percent" numeric(5,2) not null, "discount_override" numeric(5,2) null, "include_fuel_cost" boolean not null default false, "include_installation_cost" boolean not null default false, "include_disassembly_cost" boolean not null default false, "include_travel_service_cost" boolean not null default false, "include_service_items" boolean not null default false, "include_maintenance_cost" boolean not null default false, "calculation_type" varchar(20) null, "hours_per_day" numeric(12,2) null, "kilometers_per_day" numeric(12,2) null, "fuel_price_per_liter" numeric(12,2) null, "fuel_consumption_lh" numeric(12,2) null, "fuel_consumption_per100km" numeric(12,2) null, "installation_distance_km" numeric(12,2) null, "travel_rate_per_km" numeric(12,2) null, "number_of_technicians" int null, "service_rate_per_technician" numeric(12,2) null, "disassembly_distance_km" numeric(12,2) null, "disassembly_travel_rate_per_km" numeric(12,2) null, "disassembly_number_of_technicians" int null, "disassembly_service_rate_per_technician" numeric(12,2) null, "travel_service_distance_km" numeric(12,2) null, "travel_service_travel_rate_per_km" numeric(12,2) null, "travel_service_number_of_technicians" int null, "travel_service_service_rate_per_technician" numeric(12,2) null, "travel_service_number_of_trips" int null, "service_item1cost" numeric(12,2) null, "service_item2cost" numeric(12,2) null, "service_item3cost" numeric(12,2) null, "service_item4cost" numeric(12,2) null, "selected_additional" jsonb not null, "selected_accessories" jsonb not null, "extras_snapshot" jsonb not null, "base_price" numeric(12,2) not null, "total_fuel_cost" numeric(12,2) not null, "total_installation_cost" numeric(12,2) not null, "total_disassembly_cost" numeric(12,2) not null, "total_travel_service_cost" numeric(12,2) not null, "total_maintenance_cost" numeric(12,2) not null, "total_service_items_cost" numeric(12,2) not null, "additional_cost" numeric(12,2) not null, "accessories_cost" numeric(12,2) not null, "total_price" numeric(12,2) not null, "notes" text null);`,
    );
    this.addSql(`create index "quote_item_quote_id_index" on "quote_item" ("quote_id");`);
    this.addSql(`create index "quote_item_equipment_id_index" on "quote_item" ("equipment_id");`);

    this.addSql(
      `alter table "equipment" add constraint "equipment_category_id_foreign" foreign key ("category_id") references "equipment_category" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "equipment_additional" add constraint "equipment_additional_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "equipment_pricing" add constraint "equipment_pricing_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "equipment_service_cost" add constraint "equipment_service_cost_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "equipment_service_item" add constraint "equipment_service_item_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "client" add constraint "client_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "quote" add constraint "quote_client_id_foreign" foreign key ("client_id") references "client" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "quote" add constraint "quote_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );
    this.addSql(
      `alter table "quote" add constraint "quote_pricing_schema_id_foreign" foreign key ("pricing_schema_id") references "pricing_schema" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "quote_status_change" add constraint "quote_status_change_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "quote_status_change" add constraint "quote_status_change_changed_by_id_foreign" foreign key ("changed_by_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "quote_item" add constraint "quote_item_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create index "quote_number_trgm_index" on "quote" using gin (lower("quote_number") gin_trgm_ops);`,
    );
    this.addSql(
      `create index "client_company_name_trgm_index" on "client" using gin (lower("company_name") gin_trgm_ops);`,
    );
    this.addSql(
      `alter table "quote_item" add constraint "quote_item_equipment_id_foreign" foreign key ("equipment_id") references "equipment" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "equipment" drop constraint "equipment_category_id_foreign";`);

    this.addSql(
      `alter table "equipment_additional" drop constraint "equipment_additional_equipment_id_foreign";`,
    );

    this.addSql(`alter table "equipment_pricing" drop constraint "equipment_pricing_equipment_id_foreign";`);

    this.addSql(
      `alter table "equipment_service_cost" drop constraint "equipment_service_cost_equipment_id_foreign";`,
    );

    this.addSql(
      `alter table "equipment_service_item" drop constraint "equipment_service_item_equipment_id_foreign";`,
    );

    this.addSql(`alter table "quote_item" drop constraint "quote_item_equipment_id_foreign";`);

    this.addSql(`alter table "quote" drop constraint "quote_pricing_schema_id_foreign";`);

    this.addSql(`alter table "quote" drop constraint "quote_client_id_foreign";`);

    this.addSql(`alter table "quote_status_change" drop constraint "quote_status_change_quote_id_foreign";`);

    this.addSql(`alter table "quote_item" drop constraint "quote_item_quote_id_foreign";`);

    this.addSql(`drop table if exists "document_counter" cascade;`);

    this.addSql(`drop table if exists "equipment_category" cascade;`);

    this.addSql(`drop table if exists "equipment" cascade;`);

    this.addSql(`drop table if exists "equipment_additional" cascade;`);

    this.addSql(`drop table if exists "equipment_pricing" cascade;`);

    this.addSql(`drop table if exists "equipment_service_cost" cascade;`);

    this.addSql(`drop table if exists "equipment_service_item" cascade;`);

    this.addSql(`drop table if exists "pricing_schema" cascade;`);

    this.addSql(`drop table if exists "pricing_settings" cascade;`);

    this.addSql(`drop table if exists "client" cascade;`);

    this.addSql(`drop table if exists "quote" cascade;`);

    this.addSql(`drop table if exists "quote_status_change" cascade;`);

    this.addSql(`drop table if exists "quote_item" cascade;`);
  }
}
