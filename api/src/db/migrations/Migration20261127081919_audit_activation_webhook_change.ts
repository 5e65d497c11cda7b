import { Migration } from '@mikro-orm/migrations';

/** D25: the audit log also records an account's re-activation and a webhook's change. */
export class Migration20261127081919_audit_activation_webhook_change extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_event_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_event_check" check("event" in ('auth.signIn', 'user.approved', 'user.roleChanged', 'user.deactivated', 'user.activated', 'apiKey.created', 'apiKey.updated', 'apiKey.deleted', 'webhook.created', 'webhook.updated', 'webhook.deleted', 'client.exported', 'client.erased'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "audit_event" drop constraint if exists "audit_event_event_check";`);

    this.addSql(
      `alter table "audit_event" add constraint "audit_event_event_check" check("event" in ('auth.signIn', 'user.approved', 'user.roleChanged', 'user.deactivated', 'apiKey.created', 'apiKey.updated', 'apiKey.deleted', 'webhook.created', 'webhook.deleted', 'client.exported', 'client.erased'));`,
    );
  }
}
