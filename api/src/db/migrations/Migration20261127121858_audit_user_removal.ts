import { Migration } from '@mikro-orm/migrations';

export class Migration20261127121858_audit_user_removal extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_event_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_event_check" check("event" in ('auth.signIn', 'user.approved', 'user.roleChanged', 'user.deactivated', 'user.activated', 'user.rejected', 'user.deleted', 'apiKey.created', 'apiKey.updated', 'apiKey.deleted', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'client.exported', 'client.erased'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_event_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_event_check" check("event" in ('auth.signIn', 'user.approved', 'user.roleChanged', 'user.deactivated', 'user.activated', 'apiKey.created', 'apiKey.updated', 'apiKey.deleted', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'client.exported', 'client.erased'));`,
    );
  }
}
