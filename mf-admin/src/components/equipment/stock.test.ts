import { describe, expect, it } from 'vitest';
import { clampAvailable } from './stock.ts';

describe('clampAvailable', () => {
  it.each([
    ['5', '3', '3', 'keeps a figure within the total'],
    ['5', '5', '5', 'keeps a figure equal to the total'],
    ['5', '9', '5', 'holds a figure above the total at the total'],
    ['2', '4', '2', 'follows a lowered total'],
    ['0', '1', '0', 'follows a total of zero'],
    ['', '4', '4', 'waits for a total'],
    ['5', '', '', 'leaves an empty figure to validation'],
    ['-1', '4', '4', 'leaves a negative total to validation'],
    ['abc', '4', '4', 'leaves a total that is not a number to validation'],
  ])('total %s, available %s -> %s (%s)', (quantity, available, expected) => {
    expect(clampAvailable(quantity, available)).toBe(expected);
  });
});
