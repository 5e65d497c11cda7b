import { Migration } from '@mikro-orm/migrations';

// D25: sign-ins in progress in their own table (never evicted by others), and one row per
// rate-limited subject counted by a single atomic statement (api/src/http/rate-window.ts). The
// former hit-per-row tables are no longer written; their rows are of no use.
export class Migration20261126162710_security_round_three extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "pending_login" ("id" varchar(64) not null, "state" varchar(200) not null, "code_verifier" varchar(200) not null, "expires_at" timestamptz not null, constraint "pending_login_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "pending_login_expires_at_index" on "pending_login" ("expires_at");`);

    this.addSql(
      `create table "rate_window" ("scope" varchar(32) not null, "subject" varchar(200) not null, "hits" timestamptz[] not null, "expires_at" timestamptz not null, constraint "rate_window_pkey" primary key ("scope", "subject"));`,
    );
    this.addSql(`create index "rate_window_expires_at_index" on "rate_window" ("expires_at");`);

    this.addSql(`truncate table "api_rate_hit";`);
    this.addSql(`truncate table "client_page_hit";`);
    // Sign-ins in progress lived in anonymous sessions: they now live in pending_login.
    this.addSql(`delete from "app_session" where "user_id" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pending_login" cascade;`);
    this.addSql(`drop table if exists "rate_window" cascade;`);
  }
}
