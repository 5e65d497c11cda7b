import { describe, expect, it } from 'vitest';
import { quoteDeleteConfirmation } from './quote-lifecycle.ts';

describe('quoteDeleteConfirmation', () => {
  it("asks in each kind's spec's words, naming the quote", () => {
    expect(quoteDeleteConfirmation('equipment', 'WYC/2026/0007')).toEqual({
      title: 'Usunąć wycenę WYC/2026/0007?',
      description: 'Czy na pewno chcesz usunąć wycenę WYC/2026/0007? Ta operacja jest nieodwracalna.',
    });
    for (const kind of ['transport', 'electrical', 'general'] as const) {
      expect(quoteDeleteConfirmation(kind, 'TRA/2026/0001').description).toBe(
        'Czy na pewno chcesz usunąć tę wycenę?',
      );
    }
  });
});
