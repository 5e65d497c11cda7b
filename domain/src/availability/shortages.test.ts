import { describe, expect, it } from 'vitest';
import { periodTexts, rentalDaysTextSchema } from '../schemas/quote-dates.ts';
import { periodDays, shortageLabel, shortagesOf } from './shortages.ts';

describe('shortagesOf (D21)', () => {
  // A generator with 5 units; an approved quote holds 3 on the 3rd and 4th.
  const freeOn = (equipmentId: number, day: string) =>
    equipmentId === 1 ? (['2027-03-03', '2027-03-04'].includes(day) ? 2 : 5) : undefined;

  it('names the short days and the fewest free units of an item asking for more', () => {
    expect(
      shortagesOf(
        [{ itemIndex: 0, equipmentId: 1, units: 3, startsOn: '2027-03-01', endsOn: '2027-03-05' }],
        freeOn,
      ),
    ).toEqual([
      { itemIndex: 0, equipmentId: 1, requested: 3, free: 2, shortDays: ['2027-03-03', '2027-03-04'] },
    ]);
  });

  it('counts two items of one equipment together, and leaves unknown equipment alone', () => {
    const shortages = shortagesOf(
      [
        { itemIndex: 0, equipmentId: 1, units: 1, startsOn: '2027-03-04', endsOn: '2027-03-05' },
        { itemIndex: 1, equipmentId: 9, units: 50, startsOn: '2027-03-04', endsOn: '2027-03-05' },
        { itemIndex: 2, equipmentId: 1, units: 5, startsOn: '2027-03-05', endsOn: '2027-03-05' },
      ],
      freeOn,
    );
    // Each says what the quote asks of the generator on that day, both items together (1 + 5 of 5).
    expect(shortages.map((s) => [s.itemIndex, s.requested, s.free, s.shortDays])).toEqual([
      [0, 6, 2, ['2027-03-05']],
      [2, 6, 5, ['2027-03-05']],
    ]);
    expect(
      shortagesOf(
        [{ itemIndex: 0, equipmentId: 1, units: 2, startsOn: '2027-03-01', endsOn: '2027-03-09' }],
        freeOn,
      ),
    ).toEqual([]);
  });

  it("says it under the item: 'Wolne {free} z {available} szt. w dniach {range}'", () => {
    expect(shortageLabel({ free: 2, shortDays: ['2027-03-03', '2027-03-04', '2027-03-09'] }, 5)).toBe(
      'Wolne 2 z 5 szt. w dniach 03.03.2027–04.03.2027, 09.03.2027',
    );
  });

  it('lists the days of a period, across a month and none when reversed', () => {
    expect(periodDays('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(periodDays('2027-03-02', '2027-03-01')).toEqual([]);
  });
});

describe("the form's periods (D21)", () => {
  it("reads 'Okres wynajmu (dni)' as whole days from 1 to 365, required", () => {
    expect(rentalDaysTextSchema.parse(' 14 ')).toBe(14);
    for (const text of ['', '0', '366'])
      expect(rentalDaysTextSchema.safeParse(text).error?.issues[0].message).toBe(
        'Okres wynajmu musi wynosić od 1 do 365 dni',
      );
    // As an item's own period is read (D19): never cut to a whole day.
    expect(rentalDaysTextSchema.safeParse('3,5').error?.issues[0].message).toBe(
      'Okres wynajmu podaj w pełnych dniach',
    );
    // Read by D20's one parser, as an item's own period: notations it does not know are no number.
    for (const text of ['abc', '1e1', '0x10', '1.0.0'])
      expect(rentalDaysTextSchema.safeParse(text).error?.issues[0].message).toBe('Nieprawidłowa liczba');
  });

  it("shows a saved quote's period, and each item's own only where it differs", () => {
    expect(periodTexts(14, [14, 5, 14])).toEqual({ rentalDays: '14', items: ['', '5', ''] });
    // Saved before it had one: its items' most common period (the shorter on a tie).
    expect(periodTexts(null, [7, 3, 7])).toEqual({ rentalDays: '7', items: ['', '3', ''] });
    expect(periodTexts(null, [7, 3])).toEqual({ rentalDays: '3', items: ['7', ''] });
    expect(periodTexts(null, [])).toEqual({ rentalDays: '1', items: [] });
  });
});
