import { Migration } from '@mikro-orm/migrations';
import { companyNameKey } from '@ppp/domain';

// D19: the assessments' list finds a company typed without its Polish letters or punctuation
// ('lodzkie zurawie'), by a name key kept beside the name as the address book keeps its own;
// every stored assessment's key is computed by domain's companyNameKey, as each write does.
export class Migration20261128080000_assessment_client_name_key extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "assessment_response" add column "client_name_key" varchar(300) null;`);
    const names = (await this.execute(
      `select "id", "client_company_name" from "assessment_response" where "client_company_name" is not null;`,
    )) as { id: number; client_company_name: string }[];
    const keyed = names
      .map((n) => ({ id: n.id, key: companyNameKey(n.client_company_name) || null }))
      .filter((n) => n.key !== null);
    if (keyed.length === 0) return;
    await this.execute(
      `update "assessment_response" r set "client_name_key" = v.key
         from jsonb_to_recordset(?::jsonb) as v(id int, key text) where r."id" = v.id;`,
      [JSON.stringify(keyed)],
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "assessment_response" drop column "client_name_key";`);
  }
}
