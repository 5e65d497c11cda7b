import { formatDateText } from '../dates/date-text.ts';
import { assessmentMessages } from './messages.ts';
import type { Answer } from './wizard.ts';

/**
 * An answer for reading (preview, print): ticks as Tak / Nie, choices joined, numbers with a comma,
 * dates as 'DD.MM.YYYY'.
 */
export function answerText(type: string, answer: Answer): string {
  if (typeof answer !== 'string') return answer.join(', ');
  if (type === 'checkbox' || type === 'equipment_option') return answer === 'true' ? 'Tak' : 'Nie';
  if (type === 'radio') return answer === 'tak' ? 'Tak' : answer === 'nie' ? 'Nie' : answer;
  if (type === 'number') return answer.replace('.', ',');
  if (type === 'date') return formatDateText(answer);
  return answer;
}

export interface AnswerGroup<T> {
  category: string;
  answers: T[];
}

/** Saved answers grouped by category, keeping their (step) order; a missing category reads as unknown. */
export function groupAnswersByCategory<T extends { category: string | null | undefined }>(
  answers: readonly T[],
): AnswerGroup<T>[] {
  const groups: AnswerGroup<T>[] = [];
  for (const answer of answers) {
    const category = answer.category || assessmentMessages.unknownCategory;
    let group = groups.find((entry) => entry.category === category);
    if (!group) {
      group = { category, answers: [] };
      groups.push(group);
    }
    group.answers.push(answer);
  }
  return groups;
}
