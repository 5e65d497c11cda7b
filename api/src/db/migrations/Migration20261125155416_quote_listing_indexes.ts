import { Migration } from '@mikro-orm/migrations';
// Issue 16 §4: list indexes that carry what lists filter on (client, author, status; kind), so a
// million quotes are paged, searched and counted from the indexes alone.

export class Migration20261125155416_quote_listing_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "quote_client_id_created_at_id_index";`);
    this.addSql(`drop index "quote_kind_created_at_id_index";`);

    this.addSql(
      `CREATE INDEX quote_kind_listing ON public.quote USING btree (kind, created_at, id) INCLUDE (client_id, created_by_id, status);`,
    );
    this.addSql(
      `CREATE INDEX quote_client_listing ON public.quote USING btree (client_id, created_at, id) INCLUDE (kind);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "quote_kind_listing";`);
    this.addSql(`drop index "quote_client_listing";`);

    this.addSql(
      `create index "quote_client_id_created_at_id_index" on "quote" ("client_id", "created_at", "id");`,
    );
    this.addSql(`create index "quote_kind_created_at_id_index" on "quote" ("kind", "created_at", "id");`);
  }
}
