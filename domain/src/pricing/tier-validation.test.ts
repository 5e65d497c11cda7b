import { describe, expect, it } from 'vitest';
import { type TierWrite, tierMessages, validateTierSet } from './tier-validation.ts';
import { DEFAULT_PRICE_TIERS } from './tiers.ts';

const m = tierMessages;

describe('validateTierSet (D4 writes, spec-1 §5)', () => {
  it.each<{ spec: string; tiers: TierWrite[]; issues: [number, string, string][] }>([
    { spec: 'D4 the default set may be written', tiers: [...DEFAULT_PRICE_TIERS], issues: [] },
    { spec: 'D4 an empty set has nothing wrong in it', tiers: [], issues: [] },
    {
      spec: 'D4 a price above the base is a negative discount, while it can be stored',
      tiers: [
        { periodStart: 1, periodEnd: 2, pricePerDay: '0,01' },
        { periodStart: 3, periodEnd: null, pricePerDay: '9999999999' },
        { periodStart: 8, periodEnd: null, pricePerDay: '150' },
      ],
      issues: [
        [1, 'pricePerDay', m.tooFarFromBase],
        [2, 'periodStart', m.overlap],
      ],
    },
    {
      spec: 'D4 the same prices against a base of 1 zł can be stored',
      tiers: [
        { periodStart: 1, periodEnd: 2, pricePerDay: '1' },
        { periodStart: 3, periodEnd: null, pricePerDay: '9999999999' },
      ],
      issues: [],
    },
    {
      spec: 'D4 gaps are allowed',
      tiers: [
        { periodStart: 1, periodEnd: 2, pricePerDay: '100' },
        { periodStart: 5, periodEnd: null, pricePerDay: 80 },
      ],
      issues: [],
    },
    {
      spec: 'D4 a one-day period (end = start) is allowed, price 0 is allowed',
      tiers: [{ periodStart: 3, periodEnd: 3, pricePerDay: '0' }],
      issues: [],
    },
    {
      spec: 'spec-1 §5 periodStart < 1',
      tiers: [{ periodStart: 0, periodEnd: 2, pricePerDay: '10' }],
      issues: [[0, 'periodStart', m.startTooSmall]],
    },
    {
      spec: 'spec-1 §5 periodStart missing',
      tiers: [{ periodEnd: 2, pricePerDay: '10' }],
      issues: [[0, 'periodStart', m.startTooSmall]],
    },
    {
      spec: 'D4 periodStart must be whole days',
      tiers: [{ periodStart: 1.5, pricePerDay: '10' }],
      issues: [[0, 'periodStart', m.startNotWhole]],
    },
    {
      spec: "D4 a start sent as text that is no number ('3,5') is no whole number of days",
      tiers: [{ periodStart: '3,5', pricePerDay: '10' }],
      issues: [[0, 'periodStart', m.startNotWhole]],
    },
    {
      spec: 'D4 periodEnd < periodStart',
      tiers: [{ periodStart: 5, periodEnd: 3, pricePerDay: '10' }],
      issues: [[0, 'periodEnd', m.endBeforeStart]],
    },
    {
      spec: 'D4 periodEnd must be whole days',
      tiers: [{ periodStart: 1, periodEnd: 'x', pricePerDay: '10' }],
      issues: [[0, 'periodEnd', m.endNotWhole]],
    },
    {
      spec: 'spec-1 §5 pricePerDay required (empty text)',
      tiers: [{ periodStart: 1, pricePerDay: '' }],
      issues: [[0, 'pricePerDay', m.priceRequired]],
    },
    {
      spec: 'spec-1 §5 pricePerDay required (absent)',
      tiers: [{ periodStart: 1 }],
      issues: [[0, 'pricePerDay', m.priceRequired]],
    },
    {
      spec: 'D4 a price must be a number',
      tiers: [{ periodStart: 1, pricePerDay: 'sto' }],
      issues: [[0, 'pricePerDay', m.priceNotNumber]],
    },
    {
      spec: 'D4 a negative price is refused',
      tiers: [{ periodStart: 1, pricePerDay: -0.01 }],
      issues: [[0, 'pricePerDay', m.priceNegative]],
    },
    {
      spec: 'D4 overlapping periods: reported on the later tier',
      tiers: [
        { periodStart: 1, periodEnd: 5, pricePerDay: '10' },
        { periodStart: 3, periodEnd: 7, pricePerDay: '9' },
      ],
      issues: [[1, 'periodStart', m.overlap]],
    },
    {
      spec: 'D4 overlapping periods: the later tier listed first',
      tiers: [
        { periodStart: 8, periodEnd: 18, pricePerDay: '8' },
        { periodStart: 1, periodEnd: 10, pricePerDay: '10' },
      ],
      issues: [[0, 'periodStart', m.overlap]],
    },
    {
      spec: 'D4 overlapping periods: two open-ended tiers',
      tiers: [
        { periodStart: 1, pricePerDay: '10' },
        { periodStart: 30, pricePerDay: '6' },
      ],
      issues: [[1, 'periodStart', m.overlap]],
    },
    {
      spec: 'D4 overlapping periods: touching ends overlap (2 and 2)',
      tiers: [
        { periodStart: 1, periodEnd: 2, pricePerDay: '10' },
        { periodStart: 2, periodEnd: 4, pricePerDay: '9' },
      ],
      issues: [[1, 'periodStart', m.overlap]],
    },
    {
      spec: 'D4 several problems at once, in list order',
      tiers: [
        { periodStart: 0, pricePerDay: -5 },
        { periodStart: 4, periodEnd: 2 },
      ],
      issues: [
        [0, 'periodStart', m.startTooSmall],
        [0, 'pricePerDay', m.priceNegative],
        [1, 'periodEnd', m.endBeforeStart],
        [1, 'pricePerDay', m.priceRequired],
      ],
    },
  ])('$spec', ({ tiers, issues }) => {
    expect(validateTierSet(tiers).map((issue) => [issue.index, issue.field, issue.message])).toEqual(issues);
  });
});
