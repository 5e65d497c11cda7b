import { Migration } from '@mikro-orm/migrations';

// D22: a question may fill a quote field ('Wypełnia w wycenie'), and a quote keeps the needs
// assessment it was made from (deleting the assessment drops only the link). The demo questions of
// the start date and the period carry it in databases seeded before (new ones get it from the seed).
export class Migration20261126114725_assessment_quotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assessment_question" add column "fills" varchar(20) null;`);

    this.addSql(`alter table "quote" add column "assessment_id" int null;`);
    this.addSql(
      `alter table "quote" add constraint "quote_assessment_id_foreign" foreign key ("assessment_id") references "assessment_response" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "quote_assessment_id_index" on "quote" ("assessment_id");`);

    this.addSql(
      `update "assessment_question" set "type" = 'date', "fills" = 'startsOn', "options" = '[]' where "question" = 'Planowany termin rozpoczęcia' and "category" = 'Informacje ogólne' and "type" = 'text';`,
    );
    this.addSql(
      `update "assessment_question" set "fills" = 'rentalDays' where "question" = 'Przewidywany czas wynajmu (dni)' and "category" = 'Informacje ogólne' and "type" = 'number';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `update "assessment_question" set "type" = 'text' where "fills" = 'startsOn' and "type" = 'date';`,
    );
    this.addSql(`alter table "quote" drop constraint "quote_assessment_id_foreign";`);
    this.addSql(`drop index "quote_assessment_id_index";`);
    this.addSql(`alter table "quote" drop column "assessment_id";`);
    this.addSql(`alter table "assessment_question" drop column "fills";`);
  }
}
