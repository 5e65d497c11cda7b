import { Migration } from '@mikro-orm/migrations';

// D21: what dated quotes hold of their catalogues, one table for every kind (quote-lifecycle/availability.ts).

export class Migration20261126085720_quote_holdings extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "quote_holding" ("id" serial primary key, "quote_id" int not null, "catalogue" varchar(20) not null, "equipment_id" int not null, "item_index" smallint not null, "units" int not null, "starts_on" date not null, "ends_on" date not null);`,
    );
    this.addSql(`create index "quote_holding_quote_id_index" on "quote_holding" ("quote_id");`);
    this.addSql(
      `create index "quote_holding_catalogue_equipment_id_starts_on_ends_on_index" on "quote_holding" ("catalogue", "equipment_id", "starts_on", "ends_on");`,
    );

    this.addSql(
      `alter table "quote_holding" add constraint "quote_holding_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_holding" cascade;`);
  }
}
