// D19's name key on the assessments saved before it: each gets its company's key, so the list finds
// them typed without Polish letters too.
import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { createDatabaseIfMissing } from '../../db/embedded.ts';
import { migrationsList } from '../../db/migrations/index.ts';
import { initOrm } from '../../db/orm.ts';

describe('the migration of the assessments’ name key (D19)', () => {
  it('keys every stored company name, and none where there is no name', async () => {
    const database = `test_assessment_key_${randomBytes(4).toString('hex')}`;
    const adminUrl = inject('postgresUrl');
    await createDatabaseIfMissing(`${adminUrl}/postgres`, database);
    const orm = await initOrm(`${adminUrl}/${database}`);
    try {
      const migrator = orm.getMigrator();
      const at = migrationsList.findIndex((m) => m.name.endsWith('_assessment_client_name_key'));
      await migrator.up({ to: migrationsList[at - 1].name });
      const sql = orm.em.getConnection();
      await sql.execute(
        `insert into assessment_response (id, response_number, client_company_name, client_contact_person, answers, created_at) values
          (1, 'BP/2026/0001', 'Łódzkie Żurawie Sp. z o.o.', null, '[]', now()),
          (2, 'BP/2026/0002', null, 'Jan Nowak', '[]', now()),
          (3, 'BP/2026/0003', '---', null, '[]', now())`,
      );
      await migrator.up();
      expect(await sql.execute('select id, client_name_key from assessment_response order by id')).toEqual([
        { id: 1, client_name_key: 'lodzkiezurawiespzoo' },
        { id: 2, client_name_key: null },
        { id: 3, client_name_key: null },
      ]);
    } finally {
      await orm.close();
    }
  });
});
