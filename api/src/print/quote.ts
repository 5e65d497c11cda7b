import {
  costLines,
  dayLabel,
  formatMoney,
  formatPercent,
  parseItemNotes,
  type QuoteDetail,
} from '@ppp/domain';
import type { KindPrintout } from './document.ts';
import { type PrintOptions, staffQuotePrint } from './layout.ts';
import { rentalTerm } from './term.ts';

type EquipmentItem = QuoteDetail['items'][number];

/**
 * An equipment item's priced lines (D7, D23): the rental, then every switched-on cost line (fuel,
 * installation, disassembly, travel service, maintenance, service items, extras, accessories),
 * labelled as on the detail page. The one place of each line's text and amount, for every document.
 */
export const equipmentItemLines = (item: EquipmentItem, currency: string): string[] => [
  `Wynajem: ${formatMoney(item.basePrice, currency)}`,
  ...costLines(item, item.extras, 'switched-on').map(
    (line) => `${line.label}: ${formatMoney(line.amount, currency)}`,
  ),
];

/** The equipment quote's printout (D7, D17, D23): its schema for staff, its dates, its items. */
export function equipmentPrintable(quote: QuoteDetail): KindPrintout {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return {
    title: 'Wycena',
    quoteNumber: quote.quoteNumber,
    internalFacts: quote.pricingSchema ? [['Schemat cenowy', quote.pricingSchema.name]] : [],
    term: rentalTerm(quote, quote.items),
    table: {
      heading: 'Pozycje',
      columns: ['Lp.', 'Sprzęt', 'Ilość', 'Okres', 'Cena / doba', 'Rabat', 'Wartość'],
      rows: quote.items.map((item) => {
        const notes = parseItemNotes(item.notes).userNotes;
        return {
          name: item.equipment.name,
          details: item.equipment.category.name ? [item.equipment.category.name] : [],
          lines: equipmentItemLines(item, quote.currency),
          notes: notes ? `Uwagi: ${notes}` : null,
          cells: [
            `${item.quantity} szt.`,
            dayLabel(item.rentalPeriodDays),
            money(item.pricePerDay),
            formatPercent(item.discountOverride ?? item.discountPercent),
            money(item.totalPrice),
          ],
        };
      }),
      after: [],
    },
  };
}

/** The equipment quote on paper for staff (D7). */
export const renderQuotePrint = (quote: QuoteDetail, opts: PrintOptions) =>
  staffQuotePrint(quote, equipmentPrintable(quote), opts);
