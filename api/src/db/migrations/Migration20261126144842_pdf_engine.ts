import { Migration } from '@mikro-orm/migrations';

export class Migration20261126144842_pdf_engine extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "client_page_hit" ("id" bigserial primary key, "bucket" text check ("bucket" in ('page', 'pdf')) not null, "ip" varchar(64) not null, "at" timestamptz not null);`,
    );
    this.addSql(
      `create index "client_page_hit_bucket_ip_at_index" on "client_page_hit" ("bucket", "ip", "at");`,
    );

    this.addSql(
      `create table "quote_pdf" ("quote_id" int not null, "key" varchar(64) not null, "version" int not null, "revision" int not null, "bytes" bytea not null, "created_at" timestamptz not null, constraint "quote_pdf_pkey" primary key ("quote_id", "key"));`,
    );

    this.addSql(
      `alter table "quote_pdf" add constraint "quote_pdf_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "client_page_hit" cascade;`);

    this.addSql(`drop table if exists "quote_pdf" cascade;`);
  }
}
