import { Migration } from '@mikro-orm/migrations';

// #25: every process keeps the sessions it read with their users for a few seconds
// (auth/session-cache.ts). Any change to an account or a session, whoever writes it, tells every
// process listening on 'session_cache' once its transaction commits, and each forgets what it kept;
// the notice carries the transaction's id, so its writer can wait until it has gone round.
export class Migration20261128070000_session_cache_notices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create function "session_cache_notice"() returns trigger language plpgsql as $$
      begin
        perform pg_notify('session_cache', txid_current()::text);
        return null;
      end $$;`);
    for (const table of ['app_user', 'app_session']) {
      this.addSql(`create trigger "${table}_session_cache_notice"
        after insert or update or delete or truncate on "${table}"
        for each statement execute function "session_cache_notice"();`);
    }
  }

  override async down(): Promise<void> {
    this.addSql('drop trigger if exists "app_user_session_cache_notice" on "app_user";');
    this.addSql('drop trigger if exists "app_session_session_cache_notice" on "app_session";');
    this.addSql('drop function if exists "session_cache_notice"();');
  }
}
