import { Migration } from '@mikro-orm/migrations';
import { companyNameKey } from '@ppp/domain';

// D19: the name key of the suggestions ignores diacritical marks too ('Lodzkie Zurawie' is
// 'Łódzkie Żurawie'): every stored key is computed again by domain's companyNameKey, the function
// the API uses on every write.
export class Migration20261128060000_client_name_key_marks extends Migration {
  override async up(): Promise<void> {
    const names = (await this.execute(
      `select "id", "company_name" from "client" where "company_name" is not null;`,
    )) as { id: number; company_name: string }[];
    const changed = names
      .map((n) => ({ id: n.id, key: companyNameKey(n.company_name) || null }))
      .filter((n) => n.key !== null);
    if (changed.length === 0) return;
    await this.execute(
      `update "client" c set "name_key" = v.key from jsonb_to_recordset(?::jsonb) as v(id int, key text)
        where c."id" = v.id and c."name_key" is distinct from v.key;`,
      [JSON.stringify(changed)],
    );
  }

  override async down(): Promise<void> {
    // The keys with marks are not needed back: the earlier function found fewer matches, no others.
  }
}
