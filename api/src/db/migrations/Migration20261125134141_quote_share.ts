import { Migration } from '@mikro-orm/migrations';

export class Migration20261125134141_quote_share extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "quote_share" ("quote_id" int not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "quote_share_pkey" primary key ("quote_id"));`,
    );
    this.addSql(
      `alter table "quote_share" add constraint "quote_share_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "quote_share" add constraint "quote_share_quote_id_foreign" foreign key ("quote_id") references "quote" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "quote_status_change" add column "actor_name" varchar(200) null, add column "comment" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "quote_share" cascade;`);

    this.addSql(`alter table "quote_status_change" drop column "actor_name", drop column "comment";`);
  }
}
