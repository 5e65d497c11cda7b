import { Migration } from '@mikro-orm/migrations';

// D22: a mail's Reply-To (the staff member who sent a quote), so the client's reply reaches them.
export class Migration20261127141619_mail_reply_to extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "mail_outbox" add column "reply_to" varchar(320) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "mail_outbox" drop column "reply_to";`);
  }
}
