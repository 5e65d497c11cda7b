import { Migration } from '@mikro-orm/migrations';
import { companyNameKey } from '@ppp/domain';

type ClientRow = Record<
  'company_name' | 'nip' | 'contact_person' | 'phone' | 'email' | 'address',
  string | null
> & {
  id: number;
};
const contactColumns = ['company_name', 'contact_person', 'phone', 'email', 'address'] as const;

/**
 * D19: one NIP, one client. NIPs are kept as their digits; clients sharing a NIP are merged into the
 * oldest one (its empty fields filled from the others, newest first), every quote of the others
 * moves to it, then the others go and a unique index keeps it so. The name key of the suggestions
 * is computed by domain's companyNameKey, the function the API uses on every write.
 */
export class Migration20261123234757_client_nip_unique extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "client" add column "name_key" varchar(300) null;`);
    await this.execute(
      `update "client" set "nip" = nullif(regexp_replace("nip", '[[:space:]-]', '', 'g'), '') where "nip" is not null;`,
    );
    const duplicates = (await this.execute(
      `select "id", "company_name", "nip", "contact_person", "phone", "email", "address" from "client"
       where "nip" in (select "nip" from "client" where "nip" is not null group by "nip" having count(*) > 1)
       order by "nip", "created_at", "id";`,
    )) as ClientRow[];
    const byNip = new Map<string, ClientRow[]>();
    for (const row of duplicates) byNip.set(row.nip!, [...(byNip.get(row.nip!) ?? []), row]);
    for (const [kept, ...others] of byNip.values()) {
      const newestFirst = [...others].reverse();
      const filled = contactColumns.map(
        (column) => kept[column] ?? newestFirst.find((o) => o[column])?.[column] ?? null,
      );
      const otherIds = others.map((o) => o.id);
      // Lists travel as JSON: the query builder would spread an array binding into separate values.
      const ids = JSON.stringify(otherIds);
      await this.execute(
        `update "quote" set "client_id" = ? where "client_id" in (select jsonb_array_elements_text(?::jsonb)::int);`,
        [kept.id, ids],
      );
      await this.execute(
        `delete from "client" where "id" in (select jsonb_array_elements_text(?::jsonb)::int);`,
        [ids],
      );
      await this.execute(
        `update "client" set ${contactColumns.map((column) => `"${column}" = ?`).join(', ')} where "id" = ?;`,
        [...filled, kept.id],
      );
    }
    const names = (await this.execute(
      `select "id", "company_name" from "client" where "company_name" is not null;`,
    )) as {
      id: number;
      company_name: string;
    }[];
    if (names.length > 0) {
      await this.execute(
        `update "client" c set "name_key" = v.key from jsonb_to_recordset(?::jsonb) as v(id int, key text) where c."id" = v.id;`,
        [JSON.stringify(names.map((n) => ({ id: n.id, key: companyNameKey(n.company_name) })))],
      );
    }
    await this.execute(`CREATE UNIQUE INDEX client_nip_unique ON public.client (nip) WHERE nip IS NOT NULL;`);
    await this.execute(
      `CREATE INDEX client_name_key_trgm_index ON public.client USING gin (name_key gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "client_nip_unique";`);
    this.addSql(`drop index "client_name_key_trgm_index";`);
    this.addSql(`alter table "client" drop column "name_key";`);
  }
}
