import { describe, expect, it } from 'vitest';
import { appendTier, changeTier, discountOf, draftsOf, tierProblems } from './tierDraft.ts';

const rows = () =>
  draftsOf([
    { id: 1, periodStart: 1, periodEnd: 2, pricePerDay: '120.00', discountPercent: '0.00' },
    { id: 2, periodStart: 3, periodEnd: 7, pricePerDay: '110.00', discountPercent: '8.33' },
  ]);

describe('the tier dialog rows (spec-2 §9, D14)', () => {
  it('keep price and discount in step in the general area', () => {
    const [base, second] = rows();
    const byDiscount = changeTier([base, second], second.key, 'discountPercent', '25', true);
    expect(byDiscount[1].pricePerDay).toBe('90.00');
    const byPrice = changeTier(byDiscount, second.key, 'pricePerDay', '60', true);
    expect(byPrice[1].discountPercent).toBe('50.00');
    const newBase = changeTier(byPrice, base.key, 'pricePerDay', '200', true);
    expect(newBase[1].pricePerDay).toBe('100.00');
  });

  it('leave the discount alone in the electrical area, where it is read from the prices', () => {
    const [base, second] = rows();
    const changed = changeTier([base, second], second.key, 'pricePerDay', '60', false);
    expect(changed[1].discountPercent).toBe('8.33');
    expect(discountOf(changed, changed[1])).toBe('50.00');
  });

  it('add a row after the last one and report overlaps on the later row', () => {
    const added = appendTier(rows());
    expect(added[2]).toMatchObject({ periodStart: '8', periodEnd: '' });
    const overlapping = changeTier(added, added[2].key, 'periodStart', '5', false);
    expect(tierProblems(overlapping)).toEqual({ 2: { periodStart: 'Okresy cenowe nie mogą się nakładać' } });
  });
});
