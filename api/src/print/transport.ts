import { formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
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
