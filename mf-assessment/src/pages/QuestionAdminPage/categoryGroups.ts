import { type Question, questionnaireSteps } from '@ppp/domain';

export interface CategoryGroup {
  category: string;
  /** By position, then id. */
  questions: Question[];
}

const collator = new Intl.Collator('pl');

/**
 * The questionnaire as the administration shows it: one group per category, in the wizard's step
 * order (D12); categories holding only inactive questions follow, A–Z.
 */
export function categoryGroups(questions: readonly Question[]): CategoryGroup[] {
  const byCategory = new Map<string, Question[]>();
  for (const question of questions) {
    const list = byCategory.get(question.category) ?? [];
    list.push(question);
    byCategory.set(question.category, list);
  }
  const stepOrder = questionnaireSteps(questions).map((step) => step.category);
  const rest = [...byCategory.keys()].filter((name) => !stepOrder.includes(name)).sort(collator.compare);
  return [...stepOrder, ...rest].map((category) => ({
    category,
    questions: (byCategory.get(category) ?? []).sort((a, b) => a.position - b.position || a.id - b.id),
  }));
}

/** The position a new question of `category` takes by default: after its last one. */
export function nextPosition(questions: readonly Question[], category: string): number {
  const positions = questions.filter((q) => q.category === category).map((q) => q.position);
  return positions.length > 0 ? Math.max(...positions) + 1 : 1;
}
