// D22's migration in a database seeded before it: the demo questions of the start date and the
// period fill their quote fields (the start date becomes a date question); nothing else changes.
import { describe, expect, it } from 'vitest';
import { beforeMigration } from '../../test/migration.ts';

describe('the migration of the assessment–quote link (D22)', () => {
  it('marks the demo start-date and period questions, leaving other questions as they were', async () => {
    await beforeMigration('assessment_quotes', async ({ sql, rest }) => {
      await sql.execute(
        `insert into assessment_question (id, category, question, type, position, is_required, is_active, category_type, options, created_at, updated_at) values
          (1, 'Informacje ogólne', 'Planowany termin rozpoczęcia', 'text', 3, true, true, 'general', '[]', now(), now()),
          (2, 'Informacje ogólne', 'Przewidywany czas wynajmu (dni)', 'number', 4, true, true, 'general', '[]', now(), now()),
          (3, 'Inne', 'Planowany termin rozpoczęcia', 'text', 1, false, true, 'general', '[]', now(), now()),
          (4, 'Informacje ogólne', 'Strefa klimatyczna', 'select', 5, true, true, 'general', '["górska"]', now(), now())`,
      );
      await rest();

      expect(await sql.execute('select id, type, fills from assessment_question order by id')).toEqual([
        { id: 1, type: 'date', fills: 'startsOn' },
        { id: 2, type: 'number', fills: 'rentalDays' },
        { id: 3, type: 'text', fills: null },
        { id: 4, type: 'select', fills: null },
      ]);
      expect(
        await sql.execute('select count(*)::int as n from quote where assessment_id is not null'),
      ).toEqual([{ n: 0 }]);
    });
  });
});
