import { Migration } from '@mikro-orm/migrations';

/** D25: when a client's personal data was erased (null: never). */
export class Migration20261126162544_client_erasure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "client" add column "erased_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client" drop column "erased_at";`);
  }
}
