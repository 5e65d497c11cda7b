import type { Question } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { categoryGroups, nextPosition } from './categoryGroups.ts';

let nextId = 1;
const q = (category: string, position: number, extra: Partial<Question> = {}): Question => ({
  id: nextId++,
  category,
  question: `${category} ${position}`,
  type: 'text',
  position,
  isRequired: false,
  isActive: true,
  categoryType: null,
  options: [],
  fills: null,
  ...extra,
});

describe('the administration groups', () => {
  it('follow the wizard’s step order, inactive-only categories last, questions by position', () => {
    const questions = [
      q('Nagrzewnice - wyposażenie', 1, { categoryType: 'equipment' }),
      q('Zużyte', 1, { isActive: false }),
      q('Warunki otoczenia', 2),
      q('Warunki otoczenia', 1),
      q('Nagrzewnice', 1, { categoryType: 'equipment' }),
      q('Informacje ogólne', 1),
      q('Archiwum', 3, { isActive: false }),
    ];
    const groups = categoryGroups(questions);
    expect(groups.map((group) => group.category)).toEqual([
      'Informacje ogólne',
      'Warunki otoczenia',
      'Nagrzewnice',
      'Nagrzewnice - wyposażenie',
      'Archiwum',
      'Zużyte',
    ]);
    expect(groups[1].questions.map((question) => question.position)).toEqual([1, 2]);
  });

  it('puts a new question after the last one of its category', () => {
    const questions = [q('A', 1), q('A', 7), q('B', 2)];
    expect(nextPosition(questions, 'A')).toBe(8);
    expect(nextPosition(questions, 'Nowa')).toBe(1);
  });
});
