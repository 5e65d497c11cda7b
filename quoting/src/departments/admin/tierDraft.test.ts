import { describe, expect, it } from 'vitest';
import {
  appendTier,
  changeTier,
  discountOf,
  discountProblem,
  draftsOf,
  removeTier,
  tierBodies,
  tierProblems,
} from './tierDraft.ts';

const rows = () =>
  draftsOf([
    { id: 1, periodStart: 1, periodEnd: 2, pricePerDay: '120.00', discountPercent: '0.00' },
    { id: 2, periodStart: 3, periodEnd: 7, pricePerDay: '110.00', discountPercent: '8.33' },
  ]);

describe('the tier dialog rows (spec-2 §9, D14)', () => {
  it('show the stored tiers the Polish way (D20)', () => {
    expect(rows().map(({ key: _key, ...row }) => row)).toEqual([
      { periodStart: '1', periodEnd: '2', pricePerDay: '120,00', discountPercent: '0,00' },
      { periodStart: '3', periodEnd: '7', pricePerDay: '110,00', discountPercent: '8,33' },
    ]);
  });

  it('keep price and discount in step in the general area', () => {
    const [base, second] = rows();
    const byDiscount = changeTier([base, second], second.key, 'discountPercent', '25', true);
    expect(byDiscount[1].pricePerDay).toBe('90,00');
    const byPrice = changeTier(byDiscount, second.key, 'pricePerDay', '60', true);
    expect(byPrice[1].discountPercent).toBe('50,00');
    // A new base price keeps the other prices (D4: the price is the truth) and derives their discounts.
    const newBase = changeTier(byPrice, base.key, 'pricePerDay', '200', true);
    expect(newBase[1]).toMatchObject({ pricePerDay: '60', discountPercent: '70,00' });
    const dearerTier = changeTier(byPrice, base.key, 'pricePerDay', '50', true);
    expect(dearerTier[1]).toMatchObject({ pricePerDay: '60', discountPercent: '-20,00' });
  });

  it('give every discount against the base that is left when the base is removed or another row starts first', () => {
    const three = draftsOf([
      { id: 1, periodStart: 1, periodEnd: 2, pricePerDay: '80.00', discountPercent: '0.00' },
      { id: 2, periodStart: 3, periodEnd: 7, pricePerDay: '55.25', discountPercent: '30.94' },
      { id: 3, periodStart: 8, periodEnd: null, pricePerDay: '40.00', discountPercent: '50.00' },
    ]);
    const withoutBase = removeTier(three, three[0].key, true);
    expect(withoutBase.map((row) => row.discountPercent)).toEqual(['0,00', '27,60']);
    // The electrical area reads its discounts from the prices: nothing is written.
    expect(removeTier(three, three[0].key, false).map((row) => row.discountPercent)).toEqual([
      '30,94',
      '50,00',
    ]);
    // Row 2 typed to start first, then back: its discount follows the base of the moment.
    const first = changeTier(three, three[1].key, 'periodStart', '0', true);
    expect(first.map((row) => row.discountPercent)).toEqual(['-44,80', '0,00', '27,60']);
    const back = changeTier(first, three[1].key, 'periodStart', '3', true);
    expect(back.map((row) => row.discountPercent)).toEqual(['0,00', '30,94', '50,00']);
  });

  it("mark a typed discount outside 0–100 at once and move no price (spec-2: 'discount 0 to 100')", () => {
    const [base, second] = rows();
    const over = changeTier([base, second], second.key, 'discountPercent', '150', true);
    expect(over[1].pricePerDay).toBe('110,00');
    expect(discountProblem(over[1])).toBe('Rabat musi wynosić od 0 do 100%');
    expect(
      discountProblem(changeTier([base, second], second.key, 'discountPercent', '100', true)[1]),
    ).toBeUndefined();
  });

  it('read typed prices and discounts with a decimal comma (D20)', () => {
    const [base, second] = rows();
    const byDiscount = changeTier([base, second], second.key, 'discountPercent', '12,5', true);
    expect(byDiscount[1].pricePerDay).toBe('105,00');
    const byPrice = changeTier(byDiscount, second.key, 'pricePerDay', '1 02,5', true);
    // Not a number: the discount stays as typed, and the price is marked.
    expect(byPrice[1].discountPercent).toBe('12,5');
    expect(tierProblems(byPrice)).toEqual({ 1: { pricePerDay: 'Nieprawidłowa liczba' } });
    const typed = changeTier(byDiscount, second.key, 'pricePerDay', '95,5', true);
    expect(typed[1].discountPercent).toBe('20,42');
    expect(tierBodies(typed)[1]).toEqual({ periodStart: 3, periodEnd: 7, pricePerDay: '95.5' });
  });

  it('leave the discount alone in the electrical area, where it is read from the prices', () => {
    const [base, second] = rows();
    const changed = changeTier([base, second], second.key, 'pricePerDay', '60', false);
    expect(changed[1].discountPercent).toBe('8,33');
    expect(discountOf(changed, changed[1])).toBe('50.00');
  });

  it('add a row after the last one and report overlaps on the later row', () => {
    const added = appendTier(rows());
    expect(added[2]).toMatchObject({ periodStart: '8', periodEnd: '', pricePerDay: '120,00' });
    const overlapping = changeTier(added, added[2].key, 'periodStart', '5', false);
    expect(tierProblems(overlapping)).toEqual({ 2: { periodStart: 'Okresy cenowe nie mogą się nakładać' } });
  });

  it("mark a price or a discount the parser cannot read as 'Nieprawidłowa liczba' (D20)", () => {
    const [base, second] = rows();
    const changed = changeTier([base, second], second.key, 'pricePerDay', '1.234,50', false);
    expect(tierProblems(changed)).toEqual({ 1: { pricePerDay: 'Nieprawidłowa liczba' } });
    const discounted = changeTier([base, second], second.key, 'discountPercent', '1.234,50', true);
    expect(discountProblem(discounted[1])).toBe('Nieprawidłowa liczba');
    expect(discountProblem(second)).toBeUndefined();
  });

  it('keep the whole-day messages of the days (read by the parser)', () => {
    const [base, second] = rows();
    const fraction = changeTier([base, second], second.key, 'periodStart', '3,5', false);
    expect(tierProblems(fraction)[1]).toEqual({
      periodStart: 'Początek okresu musi być liczbą całkowitą dni',
    });
    const empty = changeTier([base, second], second.key, 'periodStart', '', false);
    expect(tierProblems(empty)[1]).toEqual({ periodStart: 'Początek okresu musi być większy od 0' });
  });
});
