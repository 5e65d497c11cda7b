import { describe, expect, it } from 'vitest';
import { emptyListText } from './emptyListText.ts';

describe('the empty text of the quotes list (spec-1)', () => {
  it.each([
    [true, 'Brak wycen pasujących do filtrów'],
    [false, 'Nie masz jeszcze żadnych wycen'],
  ])('filters %s → %s', (filtersActive, description) => {
    expect(emptyListText({ filtersActive })).toEqual({ title: 'Brak wycen do wyświetlenia', description });
  });
});
