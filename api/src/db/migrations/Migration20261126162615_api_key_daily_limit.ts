import { Migration } from '@mikro-orm/migrations';

/** D16: a key's daily limit of enquiries (quotes and assessments), 500 unless set. */
export class Migration20261126162615_api_key_daily_limit extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_key" add column "daily_limit" int not null default 500;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_key" drop column "daily_limit";`);
  }
}
