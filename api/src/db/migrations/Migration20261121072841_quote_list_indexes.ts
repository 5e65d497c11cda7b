import { Migration } from '@mikro-orm/migrations';

export class Migration20261121072841 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "quote_client_id_index";`);
    this.addSql(`drop index "quote_created_by_id_index";`);

    this.addSql(
      `create index "quote_client_id_created_at_id_index" on "quote" ("client_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "quote_created_by_id_created_at_id_index" on "quote" ("created_by_id", "created_at", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "quote_client_id_created_at_id_index";`);
    this.addSql(`drop index "quote_created_by_id_created_at_id_index";`);

    this.addSql(`create index "quote_client_id_index" on "quote" ("client_id");`);
    this.addSql(`create index "quote_created_by_id_index" on "quote" ("created_by_id");`);
  }
}
