import { describe, expect, it } from 'vitest';
import { capAvailable, exceedsTotal } from './stock.ts';

// spec-1 §5: "an edit above total is ignored; lowering total caps available".
describe('exceedsTotal', () => {
  it.each([
    ['5', '3', false, 'a figure within the total is taken'],
    ['5', '5', false, 'a figure equal to the total is taken'],
    ['5', '9', true, 'a figure above the total is ignored'],
    ['0', '1', true, 'a figure above a total of zero is ignored'],
    ['', '4', false, 'without a total anything is taken'],
    ['5', '', false, 'an empty figure is left to validation'],
    ['-1', '4', false, 'a negative total is left to validation'],
    ['abc', '4', false, 'a total that is not a number is left to validation'],
    ['5', '5.5', true, 'a fraction above the total is ignored'],
    ['1\u00a0200', '1300', true, 'a grouped total is read as the field reads it (D20)'],
    ['1200', '1 200', false, 'a grouped figure equal to the total is taken'],
  ])('total %s, typed available %s -> %s (%s)', (quantity, available, expected) => {
    expect(exceedsTotal(quantity, available)).toBe(expected);
  });
});

describe('capAvailable', () => {
  it.each([
    ['5', '3', '3', 'keeps a figure within a raised total'],
    ['5', '5', '5', 'keeps a figure equal to the total'],
    ['2', '4', '2', 'follows a lowered total'],
    ['0', '1', '0', 'follows a total of zero'],
    ['', '4', '4', 'waits for a total'],
    ['5', '', '', 'leaves an empty figure to validation'],
    ['-1', '4', '4', 'leaves a negative total to validation'],
    ['abc', '4', '4', 'leaves a total that is not a number to validation'],
    ['10 000', '12000', '10\u00a0000', 'follows a grouped total, shown as the field shows it'],
  ])('total %s, available %s -> %s (%s)', (quantity, available, expected) => {
    expect(capAvailable(quantity, available)).toBe(expected);
  });
});
