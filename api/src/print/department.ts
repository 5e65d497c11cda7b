import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  dayLabel,
  formatMoney,
  formatPercent,
} from '@ppp/domain';
import type { KindPrintout } from './document.ts';
import { type PrintOptions, staffQuotePrint } from './layout.ts';
import { rentalTerm } from './term.ts';

type DepartmentItem = DepartmentQuoteDetail['items'][number];

/**
 * An electrical or general item's own lines (D14, D23): each piece of additional equipment with its
 * units, days, price and total. The one place of each line's text and amount, for every document.
 */
export const departmentItemLines = (item: DepartmentItem, currency: string): string[] =>
  item.selectedAdditionalEquipment.map(
    (extra) =>
      `${extra.name}: ${extra.quantity} szt. × ${dayLabel(item.rentalPeriodDays)} × ${formatMoney(extra.pricePerDay, currency)} = ${formatMoney(extra.totalPrice, currency)}`,
  );

/** An electrical or general quote's printout (D7, D14, D17, D23): its dates and its items. */
export function departmentPrintable(quote: DepartmentQuoteDetail, config: DepartmentConfig): KindPrintout {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return {
    title: config.texts.quoteTitle,
    quoteNumber: quote.quoteNumber,
    internalFacts: [],
    term: rentalTerm(quote, quote.items),
    table: {
      heading: 'Pozycje',
      columns: ['Lp.', 'Sprzęt', 'Ilość', 'Okres', 'Cena bazowa / doba', 'Rabat', 'Cena / doba', 'Wartość'],
      rows: quote.items.map((item) => ({
        name: item.equipment.name,
        details: [item.equipment.model, item.equipment.power, item.equipment.categoryName].filter(
          (fact): fact is string => Boolean(fact),
        ),
        lines: departmentItemLines(item, quote.currency),
        notes: item.notes ? `Uwagi: ${item.notes}` : null,
        cells: [
          `${item.quantity} szt.`,
          dayLabel(item.rentalPeriodDays),
          money(item.pricePerDay),
          formatPercent(item.discountPercent),
          money(item.dayPrice),
          money(item.totalPrice),
        ],
      })),
      after: [],
    },
  };
}

/** An electrical or general quote on paper for staff (D7, D14). */
export const renderDepartmentPrint = (
  quote: DepartmentQuoteDetail,
  config: DepartmentConfig,
  opts: PrintOptions,
) => staffQuotePrint(quote, departmentPrintable(quote, config), opts);
