// D22's migration in a database that already holds web enquiries: each keeps the key its `source`
// names, where exactly one key has that name; staff rows and ambiguous names stay without a key.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migration.ts';

describe('the migration of the web enquiries’ keys (D22)', () => {
  it('fills api_key_id from the one key named by source, on quotes, assessments and clients', async () => {
    await beforeMigration('web_enquiries', async ({ sql, rest }) => {
      await sql.execute(
        `insert into api_key (id, name, key_hash, key_prefix, key_suffix, permissions, allowed_origins, created_at) values
          (1, 'Portal Budowlany', repeat('a', 64), 'ppp_aaaa', 'aaaa', '["*"]', '[]', now()),
          (2, 'Targi', repeat('b', 64), 'ppp_bbbb', 'bbbb', '["*"]', '[]', now()),
          (3, 'Targi', repeat('c', 64), 'ppp_cccc', 'cccc', '["*"]', '[]', now())`,
      );
      await sql.execute(
        `insert into client (id, company_name, source, created_at, updated_at) values
          (1, 'Gość z portalu', 'Portal Budowlany', now(), now()),
          (2, 'Gość z targów', 'Targi', now(), now()),
          (3, 'Klient biura', null, now(), now()),
          (4, 'Gość usuniętego klucza', 'Dawny partner', now(), now())`,
      );
      await sql.execute(
        `insert into quote (id, kind, quote_number, status, client_id, source, vat_rate, currency, total_net, total_gross, created_at, updated_at) values
          (1, 'equipment', 'WYC/2026/0001', 'draft', 1, 'Portal Budowlany', 23, 'PLN', 100, 123, now(), now()),
          (2, 'equipment', 'WYC/2026/0002', 'draft', 2, 'Targi', 23, 'PLN', 100, 123, now(), now()),
          (3, 'transport', 'TRA/2026/0001', 'draft', 3, null, 23, 'PLN', 100, 123, now(), now()),
          (4, 'equipment', 'WYC/2026/0003', 'draft', 4, 'Dawny partner', 23, 'PLN', 100, 123, now(), now())`,
      );
      await sql.execute(
        `insert into assessment_response (id, response_number, answers, source, created_at) values
          (1, 'BP/2026/0001', '[]', 'Portal Budowlany', now()),
          (2, 'BP/2026/0002', '[]', 'Targi', now()),
          (3, 'BP/2026/0003', '[]', null, now())`,
      );
      await rest();

      const keys = (table: string) => sql.execute(`select id, api_key_id from "${table}" order by id`);
      expect(await keys('quote')).toEqual([
        { id: 1, api_key_id: 1 },
        { id: 2, api_key_id: null },
        { id: 3, api_key_id: null },
        { id: 4, api_key_id: null },
      ]);
      expect(await keys('assessment_response')).toEqual([
        { id: 1, api_key_id: 1 },
        { id: 2, api_key_id: null },
        { id: 3, api_key_id: null },
      ]);
      expect(await keys('client')).toEqual([
        { id: 1, api_key_id: 1 },
        { id: 2, api_key_id: null },
        { id: 3, api_key_id: null },
        { id: 4, api_key_id: null },
      ]);
      // The sources stay as they were; deleting the key only drops the link.
      await sql.execute('delete from api_key where id = 1');
      expect(await sql.execute('select source, api_key_id from quote where id = 1')).toEqual([
        { source: 'Portal Budowlany', api_key_id: null },
      ]);
    });
  });
});
