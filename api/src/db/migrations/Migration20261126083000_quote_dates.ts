import { Migration } from '@mikro-orm/migrations';
// D21: every quote may have its first rental day and a default period; items without their own take it.

export class Migration20261126083000_quote_dates extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "quote" add column "starts_on" date null, add column "rental_days" smallint null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "quote" drop column "starts_on", drop column "rental_days";`);
  }
}
