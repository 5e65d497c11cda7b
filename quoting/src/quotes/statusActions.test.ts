import { describe, expect, it } from 'vitest';
import { statusActionsFor, successText } from './statusActions.ts';

describe('status actions (D3, D22)', () => {
  it("labels passing a draft on 'Przekaż do zatwierdzenia'", () => {
    expect(statusActionsFor('draft', false).map((action) => action.label)).toEqual([
      'Przekaż do zatwierdzenia',
    ]);
  });

  it('names whom a quote was passed to, and only for passing it on', () => {
    const [passOn] = statusActionsFor('draft', false);
    expect(successText(passOn, ['Anna Nowak', 'Jan Kowalski'])).toBe(
      'Przekazano do zatwierdzenia: Anna Nowak, Jan Kowalski',
    );
    expect(successText(passOn, [])).toBe('Przekazano do zatwierdzenia');
    const approve = statusActionsFor('pending', true).find((action) => action.to === 'approved');
    expect(approve && successText(approve, ['Anna Nowak'])).toBe('Wycena została zatwierdzona');
  });
});
