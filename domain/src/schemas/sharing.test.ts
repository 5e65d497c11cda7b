import { describe, expect, it } from 'vitest';
import { newShareLinkNote } from './sharing.ts';

describe('newShareLinkNote', () => {
  it('says 30 days, or to the end of a longer validity (D17, D23)', () => {
    expect(newShareLinkNote('2026-12-11', '2026-11-27')).toBe('Link będzie ważny 30 dni.');
    expect(newShareLinkNote(null, '2026-11-27')).toBe('Link będzie ważny 30 dni.');
    expect(newShareLinkNote('2027-01-26', '2026-11-27')).toBe(
      'Link będzie ważny do końca ważności oferty (26.01.2027).',
    );
  });
});
