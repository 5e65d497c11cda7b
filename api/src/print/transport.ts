import {
  dayLabel,
  endsOn,
  formatDateText,
  formatDistance,
  formatMoney,
  type TransportQuoteDetail,
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

/** D21: the trip's days, 'DD.MM.YYYY–DD.MM.YYYY' (one day alone), or 'Bez terminu'. */
export function tripTerm(quote: Pick<TransportQuoteDetail, 'startsOn' | 'tripDays'>) {
  if (!quote.startsOn) return 'Bez terminu';
  const last = endsOn(quote.startsOn, quote.tripDays);
  const first = formatDateText(quote.startsOn);
  return last === quote.startsOn ? first : `${first}–${formatDateText(last)}`;
}

/** The facts the transport adds to the quote's box: the route and the trip's dates (D13, D21). */
const tripFacts = (quote: TransportQuoteDetail): [string, string][] => [
  ['Skąd', quote.fromAddress],
  ['Dokąd', quote.toAddress],
  ['Termin', tripTerm(quote)],
  ['Liczba dni przejazdu', dayLabel(quote.tripDays)],
];

/** A line as the table names it: the vehicle, and 'Powrót' on a return line. */
const lineName = (line: TransportQuoteDetail['lines'][number]) =>
  line.isReturn ? `${line.vehicle.name} — Powrót` : line.vehicle.name;

/**
 * A transport quote on paper (D7, D13, D21): the shared header with the route and the trip's dates,
 * the lines (each vehicle, its return line marked 'Powrót'), then the totals.
 */
export function renderTransportPrint(quote: TransportQuoteDetail, opts: PrintOptions) {
  const money = (amount: string) => escapeHtml(formatMoney(amount, quote.currency));
  const rows = quote.lines
    .map(
      (line, index) =>
        `<tr><td>${index + 1}</td><td>${escapeHtml(lineName(line))}</td>
<td class="num">${escapeHtml(formatDistance(line.distance))}</td><td class="num">${money(line.vehicle.costPerKm)}</td><td class="num">${money(line.cost)}</td></tr>`,
    )
    .join('');
  const described = [...new Map(quote.lines.map((line) => [line.vehicle.name, line.vehicle])).values()]
    .filter((vehicle) => vehicle.description)
    .map((vehicle) => `<li>${escapeHtml(vehicle.name)}: ${escapeHtml(vehicle.description ?? '')}</li>`)
    .join('');
  const body = `
${quoteHeaderBoxes(
  quote,
  tripFacts(quote)
    .map(([label, value]) => infoRow(label, value))
    .join(''),
)}
<h2>Przejazdy</h2>
<table><thead><tr><th>Lp.</th><th>Pojazd</th><th class="num">Dystans</th><th class="num">Stawka za km</th><th class="num">Koszt</th></tr></thead>
<tbody>${rows}</tbody></table>
${described ? `<ul class="lines">${described}</ul>` : ''}
${quoteTotalsAndNotes(quote)}`;
  return printPage({
    title: `Wycena transportu ${quote.quoteNumber}`,
    body,
    ...opts,
  });
}

/** The transport quote's printout as data, for its PDF (D17): the same facts, lines and totals. */
export function transportPrintable(quote: TransportQuoteDetail): PrintableQuote {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return printableQuote(
    quote,
    'Wycena transportu',
    {
      headers: ['Lp.', 'Pojazd', 'Dystans', 'Stawka za km', 'Koszt'],
      numeric: [false, false, true, true, true],
      weights: [0.5, 3, 1.2, 1.2, 1.2],
      rows: quote.lines.map((line, index) => [
        String(index + 1),
        lineName(line),
        formatDistance(line.distance),
        money(line.vehicle.costPerKm),
        money(line.cost),
      ]),
    },
    tripFacts(quote),
  );
}
