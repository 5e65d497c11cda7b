import { Migration } from '@mikro-orm/migrations';

// D23: 'Dane firmy', one row (its id is always 1), with the logo as re-encoded on upload; the profile's phone.
export class Migration20261126144243_company_profile extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "company_profile" ("id" int not null, "name" varchar(300) not null, "address" varchar(500) null, "nip" varchar(10) null, "bank_account" varchar(26) null, "phone" varchar(50) null, "email" varchar(320) null, "www" varchar(300) null, "validity_days" smallint not null default 14, "payment_terms" text null, "delivery_terms" text null, "footer" text null, "logo" bytea null, "logo_content_type" text check ("logo_content_type" in ('image/png', 'image/jpeg')) null, "revision" int not null default 0, "updated_at" timestamptz not null, constraint "company_profile_pkey" primary key ("id"), constraint "company_profile_one_row" check ("id" = 1), constraint "company_profile_logo_typed" check (("logo" is null) = ("logo_content_type" is null)));`,
    );

    this.addSql(`alter table "app_user" add column "phone" varchar(50) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "company_profile" cascade;`);

    this.addSql(`alter table "app_user" drop column "phone";`);
  }
}
