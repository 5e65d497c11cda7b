import { Migration } from '@mikro-orm/migrations';

/**
 * The append-only audit log (D25). A trigger refuses UPDATE and DELETE of a row and a statement
 * trigger refuses TRUNCATE, whoever asks (the owner and the superuser included); on the embedded
 * server the superuser then takes the table over and leaves the application INSERT and SELECT
 * (`secureAppendOnlyTables` in db/embedded.ts). No foreign key on `actor_id`: a user may be deleted
 * while the log keeps the e-mail they had, and a `set null` would be an UPDATE.
 */
export class Migration20261126162522_audit_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_event" ("id" serial primary key, "at" timestamptz not null default now(), "actor_id" int null, "actor_email" varchar(320) null, "event" text check ("event" in ('auth.signIn', 'user.approved', 'user.roleChanged', 'user.deactivated', 'apiKey.created', 'apiKey.updated', 'apiKey.deleted', 'webhook.created', 'webhook.deleted', 'client.exported', 'client.erased')) not null, "target" varchar(100) not null, "details" jsonb not null default '{}');`,
    );
    this.addSql(`create index "audit_event_at_id_index" on "audit_event" ("at", "id");`);
    this.addSql(`create index "audit_event_actor_email_index" on "audit_event" (lower("actor_email"));`);

    this.addSql(
      `create function "audit_event_refuse_change"() returns trigger language plpgsql as $$
begin
  raise exception 'audit_event is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
end;
$$;`,
    );
    this.addSql(
      `create trigger "audit_event_no_update_delete" before update or delete on "audit_event" for each row execute function "audit_event_refuse_change"();`,
    );
    this.addSql(
      `create trigger "audit_event_no_truncate" before truncate on "audit_event" for each statement execute function "audit_event_refuse_change"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_event" cascade;`);
    this.addSql(`drop function if exists "audit_event_refuse_change"();`);
  }
}
