import { Migration } from '@mikro-orm/migrations';

// D24, D26: a deleted API key stays as a row (refused, out of every list), so what it sent in keeps
// its key and the reports' web enquiries per key still count it.
export class Migration20261127170223_api_key_deleted_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_key" add column "deleted_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_key" drop column "deleted_at";`);
  }
}
