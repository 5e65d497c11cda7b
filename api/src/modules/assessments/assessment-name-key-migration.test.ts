// D19's name key on the assessments saved before it: each gets its company's key, so the list finds
// them typed without Polish letters too.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migration.ts';

describe('the migration of the assessments’ name key (D19)', () => {
  it('keys every stored company name, and none where there is no name', async () => {
    await beforeMigration('assessment_client_name_key', async ({ sql, rest }) => {
      await sql.execute(
        `insert into assessment_response (id, response_number, client_company_name, client_contact_person, answers, created_at) values
          (1, 'BP/2026/0001', 'Łódzkie Żurawie Sp. z o.o.', null, '[]', now()),
          (2, 'BP/2026/0002', null, 'Jan Nowak', '[]', now()),
          (3, 'BP/2026/0003', '---', null, '[]', now())`,
      );
      await rest();
      expect(await sql.execute('select id, client_name_key from assessment_response order by id')).toEqual([
        { id: 1, client_name_key: 'lodzkiezurawiespzoo' },
        { id: 2, client_name_key: null },
        { id: 3, client_name_key: null },
      ]);
    });
  });
});
