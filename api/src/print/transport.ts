import { dayLabel, endsOn, formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
import type { DocumentRow, KindPrintout } from './document.ts';
import { type PrintOptions, staffQuotePrint } from './layout.ts';
import { daySpan } from './term.ts';

/** D21: the trip's days, 'DD.MM.YYYY–DD.MM.YYYY' (one day alone), or 'Bez terminu'. */
export const tripTerm = (quote: Pick<TransportQuoteDetail, 'startsOn' | 'tripDays'>) =>
  daySpan(quote.startsOn, quote.startsOn ? endsOn(quote.startsOn, quote.tripDays) : null);

type TransportLine = TransportQuoteDetail['lines'][number];

/**
 * A vehicle line of the trip (D13, D21): the vehicle ('— Powrót' on a return line), its distance,
 * its cost per km and its cost. The one place of each line's text and amount, for every document.
 */
export const transportLineRow = (line: TransportLine, currency: string): DocumentRow => ({
  name: line.isReturn ? `${line.vehicle.name} — Powrót` : line.vehicle.name,
  details: [],
  lines: [],
  notes: null,
  cells: [
    formatDistance(line.distance),
    formatMoney(line.vehicle.costPerKm, currency),
    formatMoney(line.cost, currency),
  ],
});

/**
 * The transport quote's printout (D7, D13, D21, D23): the route and the trip's dates, the lines (each
 * vehicle, its return line marked 'Powrót'), the vehicles' descriptions.
 */
export function transportPrintable(quote: TransportQuoteDetail): KindPrintout {
  const described = [...new Map(quote.lines.map((line) => [line.vehicle.name, line.vehicle])).values()]
    .filter((vehicle) => vehicle.description)
    .map((vehicle) => `${vehicle.name}: ${vehicle.description}`);
  return {
    title: 'Wycena transportu',
    quoteNumber: quote.quoteNumber,
    internalFacts: [],
    term: {
      heading: 'Przejazd',
      facts: [
        ['Skąd', quote.fromAddress],
        ['Dokąd', quote.toAddress],
        ['Termin', tripTerm(quote)],
        ['Liczba dni przejazdu', dayLabel(quote.tripDays)],
      ],
    },
    table: {
      heading: 'Przejazdy',
      columns: ['Lp.', 'Pojazd', 'Dystans', 'Stawka za km', 'Koszt'],
      rows: quote.lines.map((line) => transportLineRow(line, quote.currency)),
      after: described,
    },
  };
}

/** A transport quote on paper for staff (D7, D13, D21). */
export const renderTransportPrint = (quote: TransportQuoteDetail, opts: PrintOptions) =>
  staffQuotePrint(quote, transportPrintable(quote), opts);
