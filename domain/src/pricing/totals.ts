import { type DecimalInput, HUNDREDTH, roundMoney, toDecimal, toMoney, ZERO } from './money.ts';

export interface QuoteTotals {
  totalNet: string;
  vatAmount: string;
  totalGross: string;
}

/** Pricing settings default (D4): VAT 23 %, PLN. */
export const DEFAULT_VAT_RATE = '23.00';
export const DEFAULT_CURRENCY = 'PLN';

/**
 * D4: net = the item totals summed (each already rounded), rounded; VAT = round(net × rate / 100);
 * gross = net + VAT, exactly. No items: all "0.00".
 */
export function quoteTotals(
  itemTotals: readonly DecimalInput[],
  vatRate: DecimalInput = DEFAULT_VAT_RATE,
): QuoteTotals {
  const net = roundMoney(itemTotals.reduce((sum, total) => sum.plus(roundMoney(toDecimal(total))), ZERO));
  const vat = roundMoney(net.times(toDecimal(vatRate)).times(HUNDREDTH));
  return { totalNet: toMoney(net), vatAmount: toMoney(vat), totalGross: toMoney(net.plus(vat)) };
}
