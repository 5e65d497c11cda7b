import { Migration } from '@mikro-orm/migrations';

export class Migration20261125133552_client_source extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "client" add column "source" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "client" drop column "source";`);
  }
}
