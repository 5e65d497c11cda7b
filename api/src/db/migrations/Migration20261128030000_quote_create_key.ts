import { Migration } from '@mikro-orm/migrations';

// A staff form's save sent again after its answer was lost (a dropped connection, a restarted
// server) finds the quote its first send wrote, by the form's Idempotency-Key kept on the quote in
// the same transaction, instead of writing a second one. Unique per author.
export class Migration20261128030000_quote_create_key extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "quote" add column "create_key" uuid null;`);
    this.addSql(
      `CREATE UNIQUE INDEX quote_create_key_unique ON public.quote USING btree (created_by_id, create_key) WHERE (create_key IS NOT NULL);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "quote_create_key_unique";`);
    this.addSql(`alter table "quote" drop column "create_key";`);
  }
}
