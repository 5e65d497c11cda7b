import type { EntityManager } from '@mikro-orm/postgresql';
import { assessmentMessages, equipmentCategorySuffix, type Question, type QuestionPatch } from '@ppp/domain';
import { exactPattern } from '../../db/like.ts';
import { Conflict, NotFound } from '../../http/errors.ts';
import { AssessmentQuestionEntity, type AssessmentQuestionRow } from './entities.ts';

export const toQuestionDto = (row: AssessmentQuestionRow): Question => ({
  id: row.id,
  category: row.category,
  question: row.question,
  type: row.type,
  position: row.position,
  isRequired: row.isRequired,
  isActive: row.isActive,
  categoryType: row.categoryType ?? null,
  options: row.options ?? [],
  fills: row.fills ?? null,
});

/** Every question with its isActive (D12: the wizard uses the active ones), by category and position. */
export async function listQuestions(em: EntityManager): Promise<Question[]> {
  const rows = await em.find(
    AssessmentQuestionEntity,
    {},
    { orderBy: { category: 'asc', position: 'asc', id: 'asc' } },
  );
  return rows.map(toQuestionDto);
}

type QuestionFields = Omit<Question, 'id'>;

export async function createQuestion(em: EntityManager, fields: QuestionFields) {
  const row = em.create(AssessmentQuestionEntity, fields);
  await em.flush();
  return toQuestionDto(row);
}

async function loadQuestion(em: EntityManager, id: number) {
  const row = await em.findOne(AssessmentQuestionEntity, { id });
  if (!row) throw new NotFound(assessmentMessages.questionNotFound);
  return row;
}

/** The full form, or only isActive (spec-2 §7). Saved assessments keep their own snapshot (D12). */
export async function updateQuestion(em: EntityManager, id: number, patch: QuestionPatch) {
  const row = await loadQuestion(em, id);
  em.assign(row, patch as Partial<QuestionFields>);
  await em.flush();
  return toQuestionDto(row);
}

export async function deleteQuestion(em: EntityManager, id: number) {
  const row = await loadQuestion(em, id);
  await em.remove(row).flush();
}

/** The placeholder every new category starts with (D12). */
const placeholder = (category: string, categoryType: 'general' | 'equipment') => ({
  category,
  question: 'Nowe pytanie',
  type: 'multiple_choice' as const,
  position: 1,
  isRequired: false,
  isActive: true,
  categoryType,
  options: [],
});

/**
 * POST /api/needs-assessment/categories (D12): the category's placeholder question and, for an
 * equipment category, the twin in '{name} - wyposażenie', in one transaction.
 */
export async function createCategory(
  em: EntityManager,
  { name, categoryType }: { name: string; categoryType: 'general' | 'equipment' },
): Promise<Question[]> {
  const names = categoryType === 'equipment' ? [name, `${name}${equipmentCategorySuffix}`] : [name];
  return em.transactional(async (tx) => {
    // Serialises category creation, so two admins adding the same name cannot both pass the check.
    await tx
      .getConnection()
      .execute('select pg_advisory_xact_lock(80402027)', [], 'run', tx.getTransactionContext());
    // Case ignored: 'nagrzewnice' beside 'Nagrzewnice' would be a second step of the same name.
    const taken = await tx.count(AssessmentQuestionEntity, {
      $or: names.map((category) => ({ category: { $ilike: exactPattern(category) } })),
    });
    if (taken > 0) throw new Conflict(assessmentMessages.categoryExists);
    const rows = names.map((category) =>
      tx.create(AssessmentQuestionEntity, placeholder(category, categoryType)),
    );
    await tx.flush();
    return rows.map(toQuestionDto);
  });
}

/** DELETE /api/needs-assessment/categories/{name}: that category's questions only (D12). */
export async function deleteCategory(em: EntityManager, name: string) {
  const removed = await em.nativeDelete(AssessmentQuestionEntity, { category: name });
  if (removed === 0) throw new NotFound(assessmentMessages.categoryNotFound);
}
