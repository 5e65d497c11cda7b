import { formatDateLong, formatMoney, formatPercent, quoteAuthorLabel, quoteStatusLabel } from '@ppp/domain';
import type { PrintedQuote } from './layout.ts';

// The content of a quote's printout as data (D7, D17): what the PDF lays out. Each kind supplies its
// title, its own facts and its items table; the header, client and totals are every kind's.

export interface PrintableQuote {
  title: string;
  quoteNumber: string;
  facts: [string, string][];
  client: [string, string][];
  /** `weights`: the columns' relative widths (default: a narrow 'Lp.', a wide description). */
  table: { headers: string[]; rows: string[][]; numeric: boolean[]; weights?: number[] };
  totals: [string, string][];
  notes: string | null;
}

const present = (rows: [string, string | null | undefined][]) =>
  rows.filter((row): row is [string, string] => Boolean(row[1]));

/** The parts every kind shares, as the print view shows them (quoteHeaderBoxes, quoteTotalsAndNotes). */
export function printableQuote(
  quote: PrintedQuote,
  title: string,
  table: PrintableQuote['table'],
  extraFacts: [string, string | null | undefined][] = [],
): PrintableQuote {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  const client = quote.client;
  return {
    title,
    quoteNumber: quote.quoteNumber,
    facts: present([
      ['Numer', quote.quoteNumber],
      ['Status', quoteStatusLabel(quote.status)],
      ['Data utworzenia', formatDateLong(quote.createdAt)],
      ['Utworzył(a)', quoteAuthorLabel(quote as never)],
      ['Ostatnia zmiana', formatDateLong(quote.updatedAt)],
      ...extraFacts,
    ]),
    client: present([
      ['Firma', client.companyName],
      ['NIP', client.nip],
      ['Osoba kontaktowa', client.contactPerson],
      ['E-mail', client.email],
      ['Telefon', client.phone],
      ['Adres', client.address],
    ]),
    table,
    totals: [
      ['Wartość netto', money(quote.totalNet)],
      [`VAT (${formatPercent(quote.vatRate)})`, money(quote.vatAmount)],
      ['Wartość brutto', money(quote.totalGross)],
    ],
    notes: quote.notes,
  };
}
