import { Migration } from '@mikro-orm/migrations';

export class Migration20261125123105_departments extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "department_category" ("id" serial primary key, "department" text check ("department" in ('electrical', 'general')) not null, "name" varchar(200) not null, "description" text null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "department_category_department_index" on "department_category" ("department");`,
    );
    this.addSql(
      `alter table "department_category" add constraint "department_category_department_name_unique" unique ("department", "name");`,
    );

    this.addSql(
      `create table "department_equipment" ("id" serial primary key, "department" text check ("department" in ('electrical', 'general')) not null, "category_id" int not null, "name" varchar(200) not null, "description" text null, "model" varchar(200) null, "power" varchar(100) null, "engine" varchar(200) null, "alternator" varchar(200) null, "fuel_consumption75" numeric(8,2) null, "fuel_tank_capacity" numeric(8,2) null, "dimensions" varchar(200) null, "weight" varchar(100) null, "image_url" text null, "quantity" int not null, "available_quantity" int not null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(
      `create index "department_equipment_department_index" on "department_equipment" ("department");`,
    );
    this.addSql(
      `create index "department_equipment_category_id_index" on "department_equipment" ("category_id");`,
    );

    this.addSql(
      `create table "department_additional" ("id" serial primary key, "equipment_id" int not null, "type" varchar(20) not null, "position" int not null, "name" varchar(200) not null, "description" text null, "price_per_day" numeric(10,2) not null, "is_optional" boolean not null default true);`,
    );
    this.addSql(
      `create index "department_additional_equipment_id_index" on "department_additional" ("equipment_id");`,
    );

    this.addSql(
      `create table "department_price_tier" ("id" serial primary key, "equipment_id" int not null, "period_start" int not null, "period_end" int null, "price_per_day" numeric(10,2) not null, "discount_percent" numeric(5,2) not null);`,
    );
    this.addSql(
      `create index "department_price_tier_equipment_id_index" on "department_price_tier" ("equipment_id");`,
    );

    this.addSql(
      `create table "department_quote_item" ("id" serial primary key, "quote_id" int not null, "position" int not null, "equipment_id" int null, "equipment_name" varchar(200) not null, "equipment_model" varchar(200) null, "equipment_power" varchar(100) null, "category_name" varchar(200) null, "quantity" int not null, "rental_period_days" int not null, "price_per_day" numeric(12,2) not null, "discount_percent" numeric(5,2) not null, "day_price" numeric(12,2) not null, "base_cost" numeric(12,2) not null, "additional_cost" numeric(12,2) not null, "total_price" numeric(12,2) not null, "notes" text null, "additional" jsonb not null);`,
    );
    this.addSql(
      `create index "department_quote_item_quote_id_index" on "department_quote_item" ("quote_id");`,
    );
    this.addSql(
      `create index "department_quote_item_equipment_id_index" on "department_quote_item" ("equipment_id");`,
    );

    this.addSql(
      `alter table "department_equipment" add constraint "department_equipment_category_id_foreign" foreign key ("category_id") references "department_category" ("id") on update cascade on delete restrict;`,
    );

    this.addSql(
      `alter table "department_additional" add constraint "department_additional_equipment_id_foreign" foreign key ("equipment_id") references "department_equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "department_price_tier" add constraint "department_price_tier_equipment_id_foreign" foreign key ("equipment_id") references "department_equipment" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "department_quote_item" add constraint "department_quote_item_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "department_quote_item" add constraint "department_quote_item_equipment_id_foreign" foreign key ("equipment_id") references "department_equipment" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "department_equipment" drop constraint "department_equipment_category_id_foreign";`,
    );

    this.addSql(
      `alter table "department_additional" drop constraint "department_additional_equipment_id_foreign";`,
    );

    this.addSql(
      `alter table "department_price_tier" drop constraint "department_price_tier_equipment_id_foreign";`,
    );

    this.addSql(
      `alter table "department_quote_item" drop constraint "department_quote_item_equipment_id_foreign";`,
    );

    this.addSql(`drop table if exists "department_category" cascade;`);

    this.addSql(`drop table if exists "department_equipment" cascade;`);

    this.addSql(`drop table if exists "department_additional" cascade;`);

    this.addSql(`drop table if exists "department_price_tier" cascade;`);

    this.addSql(`drop table if exists "department_quote_item" cascade;`);
  }
}
