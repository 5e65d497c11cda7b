import { Migration } from '@mikro-orm/migrations';
// D18: the quote table holds every kind; a kind reads its list through (kind, created_at, id).

export class Migration20261124044418_quote_kind extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "quote_created_at_id_index";`);
    this.addSql(`drop index "quote_created_by_id_created_at_id_index";`);

    this.addSql(
      `alter table "quote" add column "kind" text check ("kind" in ('equipment', 'transport', 'electrical', 'general')) not null default 'equipment';`,
    );
    this.addSql(`create index "quote_kind_created_at_id_index" on "quote" ("kind", "created_at", "id");`);
    this.addSql(
      `create index "quote_kind_created_by_id_created_at_id_index" on "quote" ("kind", "created_by_id", "created_at", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "quote_kind_created_at_id_index";`);
    this.addSql(`drop index "quote_kind_created_by_id_created_at_id_index";`);
    this.addSql(`alter table "quote" drop column "kind";`);

    this.addSql(`create index "quote_created_at_id_index" on "quote" ("created_at", "id");`);
    this.addSql(
      `create index "quote_created_by_id_created_at_id_index" on "quote" ("created_by_id", "created_at", "id");`,
    );
  }
}
