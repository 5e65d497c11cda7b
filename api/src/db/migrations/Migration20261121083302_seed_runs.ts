import { Migration } from '@mikro-orm/migrations';

export class Migration20261121083302 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "seed_run" ("name" varchar(100) not null, "ran_at" timestamptz not null, constraint "seed_run_pkey" primary key ("name"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "seed_run" cascade;`);
  }
}
