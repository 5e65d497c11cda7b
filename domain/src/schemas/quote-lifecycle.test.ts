import { describe, expect, it } from 'vitest';
import { offerExpired, quoteDeleteConfirmation, statusesLeadingTo } from './quote-lifecycle.ts';

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

describe('statusesLeadingTo and offerExpired (D3, D23)', () => {
  it('reads the transition table backwards', () => {
    expect(statusesLeadingTo('approved')).toEqual(['pending']);
    expect(statusesLeadingTo('draft')).toEqual(['pending', 'approved', 'rejected']);
  });

  it('runs an offer out only past a validity kept with its version', () => {
    const kept = { validUntil: '2027-03-10', validUntilFixed: true };
    expect(offerExpired(kept, '2027-03-10')).toBe(false);
    expect(offerExpired(kept, '2027-03-11')).toBe(true);
    expect(offerExpired({ ...kept, validUntilFixed: false }, '2027-03-11')).toBe(false);
    expect(offerExpired({ validUntil: null, validUntilFixed: true }, '2027-03-11')).toBe(false);
  });
});
