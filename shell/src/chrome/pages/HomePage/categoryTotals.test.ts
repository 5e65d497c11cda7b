import { describe, expect, it } from 'vitest';
import { catalogueSectionPath, categoryTotals } from './categoryTotals.ts';

const heaters = { id: 2, name: 'Nagrzewnice', description: null };
const airConditioners = { id: 1, name: 'Klimatyzacje', description: null };
const masts = { id: 3, name: 'Maszty oświetleniowe', description: null };

describe('categoryTotals', () => {
  it('sums the pieces of every item per category, ordered by name as in the catalogue', () => {
    expect(
      categoryTotals([
        { category: heaters, quantity: 4 },
        { category: airConditioners, quantity: 6 },
        { category: heaters, quantity: 10 },
        { category: masts, quantity: 0 },
      ]),
    ).toEqual([
      { id: 1, name: 'Klimatyzacje', quantity: 6 },
      { id: 3, name: 'Maszty oświetleniowe', quantity: 0 },
      { id: 2, name: 'Nagrzewnice', quantity: 14 },
    ]);
  });

  it('answers nothing for an empty catalogue', () => {
    expect(categoryTotals([])).toEqual([]);
  });
});

describe('catalogueSectionPath', () => {
  it('leads to the category section of the catalogue', () => {
    expect(catalogueSectionPath(7)).toBe('/equipment#category-7');
  });
});
