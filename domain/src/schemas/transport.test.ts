import { describe, expect, it } from 'vitest';
import { inputMessages } from './common.ts';
import { transportLineFields, transportMessages, vehicleInputSchema } from './transport.ts';

const distance = (value: unknown) => transportLineFields.distance.safeParse(value);
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0].message;

describe('a transport line’s distance (D13: rounded to 0.1 km first)', () => {
  it.each([
    { value: 0.06, kept: '0.1' },
    { value: '0,05', kept: '0.1' },
    { value: '12,345', kept: '12.3' },
    { value: '1 234,56', kept: '1234.6' },
  ])('$value km is kept as $kept km', ({ value, kept }) => {
    expect(distance(value)).toEqual({ success: true, data: kept });
  });

  it('a distance that rounds to 0.0 km, or is 0 or below, is refused as not above 0', () => {
    for (const value of [0.04, 0, -1, '', -3.4e-251, 1e-30])
      expect(messageOf(distance(value)), String(value)).toBe(transportMessages.distance);
  });

  it('text that is no number is told so (D20), not that it is too small', () => {
    for (const value of ['abc', '1,234.50', '12 km'])
      expect(messageOf(distance(value)), value).toBe('Nieprawidłowa liczba');
    const rate = vehicleInputSchema.safeParse({ name: 'Bus', costPerKm: '1,234.50' });
    expect(messageOf(rate)).toBe('Nieprawidłowa liczba');
  });

  it('a distance too large to keep is refused as too large, not as not above 0', () => {
    expect(messageOf(distance(99_999_999_999))).toBe(inputMessages.tooLarge);
  });

  it('a vehicle’s rate is kept in grosze, at least 0,01, and more places are refused, never rounded (D20)', () => {
    const rate = (costPerKm: unknown) => vehicleInputSchema.safeParse({ name: 'Bus', costPerKm });
    expect(rate('9,80')).toMatchObject({ success: true, data: { costPerKm: '9.80' } });
    expect(rate('9,800')).toMatchObject({ success: true, data: { costPerKm: '9.80' } });
    expect(messageOf(rate('0,00'))).toBe(transportMessages.costPerKm);
    expect(messageOf(rate('0,004'))).toBe('Nieprawidłowa liczba');
    expect(messageOf(rate('9,805'))).toBe('Nieprawidłowa liczba');
    expect(messageOf(rate(10 ** 9))).toBe(inputMessages.tooLarge);
  });
});
