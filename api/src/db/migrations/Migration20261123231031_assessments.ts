import { Migration } from '@mikro-orm/migrations';

export class Migration20261123231031 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "assessment_question" ("id" serial primary key, "category" varchar(200) not null, "question" text not null, "type" varchar(30) not null, "position" int not null default 1, "is_required" boolean not null default false, "is_active" boolean not null default true, "category_type" varchar(20) null, "options" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
    );
    this.addSql(`create index "assessment_question_category_index" on "assessment_question" ("category");`);

    this.addSql(
      `create table "assessment_response" ("id" serial primary key, "response_number" varchar(30) not null, "client_company_name" varchar(300) null, "client_contact_person" varchar(200) null, "client_phone" varchar(50) null, "client_email" varchar(320) null, "client_address" varchar(500) null, "answers" jsonb not null, "answer_count" int not null default 0, "created_by_id" int null, "source" varchar(200) null, "created_at" timestamptz not null);`,
    );
    this.addSql(
      `alter table "assessment_response" add constraint "assessment_response_response_number_unique" unique ("response_number");`,
    );
    this.addSql(
      `create index "assessment_response_created_by_id_index" on "assessment_response" ("created_by_id");`,
    );
    this.addSql(
      `create index "assessment_response_created_at_id_index" on "assessment_response" ("created_at", "id");`,
    );

    this.addSql(
      `alter table "assessment_response" add constraint "assessment_response_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on update cascade on delete restrict;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "assessment_question" cascade;`);

    this.addSql(`drop table if exists "assessment_response" cascade;`);
  }
}
