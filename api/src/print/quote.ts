import {
  costLines,
  dayLabel,
  formatMoney,
  formatPercent,
  parseItemNotes,
  type QuoteDetail,
} from '@ppp/domain';
import { type PrintableQuote, printableQuote } from './document.ts';
import {
  escapeHtml,
  infoRow,
  type PrintOptions,
  printPage,
  quoteHeaderBoxes,
  quoteTotalsAndNotes,
} from './layout.ts';

export function renderQuotePrint(quote: QuoteDetail, opts: PrintOptions) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  const items = quote.items
    .map((item, index) => {
      // The rental, then every switched-on cost line (D7), labelled as on the detail page.
      const lines = [
        `<li>Wynajem: ${money(item.basePrice)}</li>`,
        ...costLines(item, item.extras, 'switched-on').map(
          (line) => `<li>${escapeHtml(line.label)}: ${money(line.amount)}</li>`,
        ),
      ].join('');
      const notes = parseItemNotes(item.notes).userNotes;
      return `<tr><td>${index + 1}</td><td><strong>${escapeHtml(item.equipment.name)}</strong>${item.equipment.category.name ? `<br><span class="lines">${escapeHtml(item.equipment.category.name)}</span>` : ''}
<ul class="lines">${lines}</ul>${notes ? `<div class="lines notes">Uwagi: ${escapeHtml(notes)}</div>` : ''}</td>
<td class="num">${item.quantity} szt.</td><td class="num">${escapeHtml(dayLabel(item.rentalPeriodDays))}</td>
<td class="num">${money(item.pricePerDay)}</td><td class="num">${escapeHtml(formatPercent(item.discountOverride ?? item.discountPercent))}</td><td class="num">${money(item.totalPrice)}</td></tr>`;
    })
    .join('');
  const body = `
${quoteHeaderBoxes(quote, infoRow('Schemat cenowy', quote.pricingSchema?.name))}
<h2>Pozycje</h2>
<table><thead><tr><th>Lp.</th><th>Sprzęt</th><th class="num">Ilość</th><th class="num">Okres</th><th class="num">Cena / doba</th><th class="num">Rabat</th><th class="num">Wartość</th></tr></thead>
<tbody>${items || '<tr><td colspan="7">Brak pozycji w wycenie</td></tr>'}</tbody></table>
${quoteTotalsAndNotes(quote)}`;
  return printPage({
    title: `Wycena ${quote.quoteNumber}`,
    body,
    ...opts,
  });
}

/** The equipment quote's printout as data, for its PDF (D17): the same items and figures. */
export function equipmentPrintable(quote: QuoteDetail): PrintableQuote {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return printableQuote(
    quote,
    'Wycena',
    {
      headers: ['Lp.', 'Sprzęt', 'Ilość', 'Okres', 'Cena / doba', 'Rabat', 'Wartość'],
      numeric: [false, false, true, true, true, true, true],
      rows: quote.items.map((item, index) => [
        String(index + 1),
        [item.equipment.name, item.equipment.category.name, parseItemNotes(item.notes).userNotes]
          .filter(Boolean)
          .join('\n'),
        `${item.quantity} szt.`,
        dayLabel(item.rentalPeriodDays),
        money(item.pricePerDay),
        formatPercent(item.discountOverride ?? item.discountPercent),
        money(item.totalPrice),
      ]),
    },
    [['Schemat cenowy', quote.pricingSchema?.name]],
  );
}
