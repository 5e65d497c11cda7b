import { describe, expect, it } from 'vitest';
import { emptyListText } from './emptyListText.ts';

describe('the empty text of the quotes list (spec-1)', () => {
  it.each([
    [{ filtersActive: true, seesAll: true }, 'Brak wycen pasujących do filtrów'],
    [{ filtersActive: true, seesAll: false }, 'Brak wycen pasujących do filtrów'],
    [{ filtersActive: false, seesAll: true }, 'Brak wycen do wyświetlenia'],
    [{ filtersActive: false, seesAll: false }, 'Nie masz jeszcze żadnych wycen'],
  ])('%o → %s', (context, text) => {
    expect(emptyListText(context)).toBe(text);
  });
});
