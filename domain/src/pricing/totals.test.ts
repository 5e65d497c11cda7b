import { describe, expect, it } from 'vitest';
import { quoteTotals } from './totals.ts';

describe('quoteTotals (D4)', () => {
  it.each([
    { spec: 'D4 an empty quote totals 0', items: [], rate: 23, expected: ['0.00', '0.00', '0.00'] },
    {
      spec: 'spec-1 §9 VAT 23 %: 100 → 123',
      items: ['100.00'],
      rate: '23',
      expected: ['100.00', '23.00', '123.00'],
    },
    {
      spec: 'D4 net = the item totals summed',
      items: ['1234.50', '765.50'],
      rate: 23,
      expected: ['2000.00', '460.00', '2460.00'],
    },
    {
      spec: 'D4 VAT = round(net × rate / 100): 0.0046 → 0.00',
      items: ['0.02'],
      rate: 23,
      expected: ['0.02', '0.00', '0.02'],
    },
    {
      spec: 'D4 VAT rounds half-up: 10.50 × 23 % = 2.415 → 2.42',
      items: ['10.50'],
      rate: 23,
      expected: ['10.50', '2.42', '12.92'],
    },
    {
      spec: 'D4 another VAT rate from the pricing settings: 8 %',
      items: ['99.99'],
      rate: '8.00',
      expected: ['99.99', '8.00', '107.99'],
    },
    { spec: 'D4 VAT rate 0', items: ['99.99'], rate: 0, expected: ['99.99', '0.00', '99.99'] },
    {
      spec: 'D4 no binary float: items sent as 0.1 and 0.2',
      items: [0.1, 0.2],
      rate: 23,
      expected: ['0.30', '0.07', '0.37'],
    },
    {
      spec: 'D4 each item total rounded: 0.005 + 0.005',
      items: ['0.005', '0.005'],
      rate: 23,
      expected: ['0.02', '0.00', '0.02'],
    },
  ])('$spec', ({ items, rate, expected }) => {
    const totals = quoteTotals(items, rate);
    expect([totals.totalNet, totals.vatAmount, totals.totalGross]).toEqual(expected);
  });

  it('D4 the VAT rate defaults to 23 %', () => {
    expect(quoteTotals(['200.00']).totalGross).toBe('246.00');
  });
});
