import { tierMessages } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { defaultTiers, tierOf } from '../../testing.tsx';
import {
  formatPercent,
  periodLabel,
  previewDiscount,
  tierFormIssues,
  tierIssues,
  tierRows,
  tierWrite,
} from './tierRows.ts';

describe('tier rows', () => {
  it.each([
    [1, 2, '1–2 dni'],
    [30, null, '30+ dni'],
    [1, 1, '1 dzień'],
    [5, 5, '5 dni'],
  ])('labels the period %s–%s as %s', (periodStart, periodEnd, label) => {
    expect(periodLabel({ periodStart, periodEnd })).toBe(label);
  });

  it('derives every discount from the price against the base tier, whatever is stored (D4)', () => {
    const tiers = [tierOf(3, 8, null, '150.00'), tierOf(1, 1, 2, '250.00'), tierOf(2, 3, 7, '200.00')];
    expect(tierRows(tiers).map((row) => [row.period, row.discount, row.isBase])).toEqual([
      ['1–2 dni', '0.00', true],
      ['3–7 dni', '20.00', false],
      ['8+ dni', '40.00', false],
    ]);
  });

  it('shows percentages the Polish way', () => {
    expect(formatPercent('14.29')).toBe('14,29%');
    expect(formatPercent('20.00')).toBe('20%');
    expect(formatPercent('-5.50')).toBe('-5,5%');
  });

  it('reads the form: whole days, an empty end as open, a comma price', () => {
    expect(tierWrite({ periodStart: '3', periodEnd: '', pricePerDay: ' 99,50 ' })).toEqual({
      periodStart: 3,
      periodEnd: null,
      pricePerDay: '99.50',
    });
    expect(tierWrite({ periodStart: '1', periodEnd: '2', pricePerDay: '1 250,00' }).pricePerDay).toBe(
      '1250.00',
    );
    expect(tierWrite({ periodStart: '1', periodEnd: '2', pricePerDay: '100,00' }).pricePerDay).toBe('100.00');
  });

  it('reads every figure with the one decimal parser (D20): grouped days, a grouped price, no guessing', () => {
    expect(tierWrite({ periodStart: '1\u00a0000', periodEnd: ' ', pricePerDay: '100\u00a0000,00' })).toEqual({
      periodStart: 1000,
      periodEnd: null,
      pricePerDay: '100000.00',
    });
    // Text that is no number reaches the set's checks as such: their own messages answer it.
    expect(tierWrite({ periodStart: 'abc', periodEnd: '2,5', pricePerDay: '1.234,50' })).toEqual({
      periodStart: Number.NaN,
      periodEnd: 2.5,
      pricePerDay: '1.234,50',
    });
  });

  it('tells a price the parser refuses as "Nieprawidłowa liczba", never rounding it', () => {
    const tiers = defaultTiers();
    for (const pricePerDay of ['1.234,50', '9,805', '12 34']) {
      expect(tierFormIssues(tiers, 12, { periodStart: '3', periodEnd: '7', pricePerDay })).toEqual({
        pricePerDay: 'Nieprawidłowa liczba',
      });
    }
    expect(tierFormIssues(tiers, 12, { periodStart: '3', periodEnd: '7', pricePerDay: '9,80' })).toEqual({});
    expect(tierFormIssues(tiers, null, { periodStart: '0', periodEnd: '', pricePerDay: '' })).toEqual({
      periodStart: tierMessages.startTooSmall,
      pricePerDay: tierMessages.priceRequired,
    });
  });

  it('reports the messages of spec-1 §5 and overlaps within the whole set', () => {
    const tiers = defaultTiers();
    expect(tierIssues(tiers, null, tierWrite({ periodStart: '0', periodEnd: '', pricePerDay: '' }))).toEqual({
      periodStart: tierMessages.startTooSmall,
      pricePerDay: tierMessages.priceRequired,
    });
    expect(
      tierIssues(tiers, null, tierWrite({ periodStart: '5', periodEnd: '6', pricePerDay: '90' })),
    ).toEqual({
      periodStart: tierMessages.overlap,
    });
    // Editing a tier within its own period is no overlap.
    expect(tierIssues(tiers, 12, tierWrite({ periodStart: '3', periodEnd: '7', pricePerDay: '90' }))).toEqual(
      {},
    );
  });

  it('previews the discount of the typed price, or nothing while incomplete', () => {
    const tiers = defaultTiers();
    expect(
      previewDiscount(tiers, 12, tierWrite({ periodStart: '3', periodEnd: '7', pricePerDay: '85' })),
    ).toBe('15.00');
    expect(
      previewDiscount(tiers, null, tierWrite({ periodStart: '', periodEnd: '', pricePerDay: '85' })),
    ).toBeNull();
    expect(
      previewDiscount(tiers, 12, tierWrite({ periodStart: '3', periodEnd: '7', pricePerDay: '84,995' })),
    ).toBeNull();
  });
});
