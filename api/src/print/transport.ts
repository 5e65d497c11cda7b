import { formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
import { type PrintableQuote, printableQuote } from './document.ts';
import {
  escapeHtml,
  infoRow,
  type PrintOptions,
  printPage,
  quoteHeaderBoxes,
  quoteTotalsAndNotes,
} from './layout.ts';

/** A transport quote on paper (D7, D13): the shared header and totals, the route and its cost. */
export function renderTransportPrint(quote: TransportQuoteDetail, opts: PrintOptions) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  const body = `
${quoteHeaderBoxes(quote, infoRow('Pojazd', quote.vehicle.name))}
<h2>Trasa</h2>
<table><thead><tr><th>Skąd</th><th>Dokąd</th><th class="num">Dystans</th><th class="num">Stawka za km</th><th class="num">Koszt</th></tr></thead>
<tbody><tr><td>${escapeHtml(quote.fromAddress)}</td><td>${escapeHtml(quote.toAddress)}</td>
<td class="num">${escapeHtml(formatDistance(quote.distance))}</td><td class="num">${money(quote.vehicle.costPerKm)}</td><td class="num">${money(quote.totalCost)}</td></tr></tbody></table>
${quote.vehicle.description ? `<p class="lines">${escapeHtml(quote.vehicle.name)}: ${escapeHtml(quote.vehicle.description)}</p>` : ''}
${quoteTotalsAndNotes(quote)}`;
  return printPage({
    title: `Wycena transportu ${quote.quoteNumber}`,
    body,
    ...opts,
  });
}

/** The transport quote's printout as data, for its PDF (D17). */
export function transportPrintable(quote: TransportQuoteDetail): PrintableQuote {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return printableQuote(
    quote,
    'Wycena transportu',
    {
      headers: ['Skąd', 'Dokąd', 'Dystans', 'Stawka za km', 'Koszt'],
      numeric: [false, false, true, true, true],
      weights: [2.2, 2.2, 1, 1, 1],
      rows: [
        [
          quote.fromAddress,
          quote.toAddress,
          formatDistance(quote.distance),
          money(quote.vehicle.costPerKm),
          money(quote.totalCost),
        ],
      ],
    },
    [['Pojazd', quote.vehicle.name]],
  );
}
