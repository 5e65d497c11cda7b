import { Migration } from '@mikro-orm/migrations';

/** D25: an assessment whose client's personal data was erased says so ('Dane usunięte'). */
export class Migration20261127082921_assessment_erased_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "assessment_response" add column "erased_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assessment_response" drop column "erased_at";`);
  }
}
