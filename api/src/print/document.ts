import { erasedPersonalDataLabel, formatMoney, formatPercent } from '@ppp/domain';

// A quote's printout as data (D7, D17, D23). Each kind supplies its printout (KindPrintout): its title,
// its dates, its items table with every line's text and amount. The staff print (D7) lays it out with
// the internal facts; the client document (ClientDocument, client-document.ts) wraps the same printout
// in the company's letterhead, and its HTML, its PDF and the mail are made from that one model.
// Everything here is plain data (structured-cloneable), so a PDF can be made in a worker thread.

/** 'Label: value' of a box. */
export type Fact = [label: string, value: string];

/** One row of the items table: the description cell, then the kind's numeric cells. */
export interface DocumentRow {
  /** The item's name, in bold. */
  name: string;
  /** Facts under the name (category, model · power). */
  details: string[];
  /** The item's priced lines, 'Koszt paliwa: 8 153,60 zł', each made by one function of its kind. */
  lines: string[];
  /** 'Uwagi: …', or null. */
  notes: string | null;
  /** The numeric columns, in the order of `columns` after 'Lp.' and the description. */
  cells: string[];
}

export interface DocumentTable {
  /** 'Pozycje', 'Przejazdy'. */
  heading: string;
  /** Every column's header: 'Lp.', the description's ('Sprzęt', 'Pojazd'), then the numeric ones. */
  columns: string[];
  rows: DocumentRow[];
  /** Lines after the table (a transport's vehicle descriptions). */
  after: string[];
}

/**
 * What a kind supplies (D20: "its printable lines"): the same content for the staff print, the client
 * document and its PDF.
 */
export interface KindPrintout {
  /** 'Wycena', 'Wycena transportu', 'Wycena elektryczna', … */
  title: string;
  quoteNumber: string;
  /** Facts for staff only, in the staff print's quote box (D7): 'Schemat cenowy'. */
  internalFacts: Fact[];
  /** The dates (and a transport's route), on both documents: 'Wynajem' / 'Przejazd'. */
  term: { heading: string; facts: Fact[] };
  table: DocumentTable;
}

/** The company at the top of the client's document (D23). */
export interface Letterhead {
  name: string;
  /** Whether the company has a logo (`GET /api/settings/company/logo`), and its profile revision. */
  hasLogo: boolean;
  revision: number;
  /** Address, NIP, bank account, phone, e-mail, www: each present one as a printed line. */
  lines: string[];
  /** The logo's bytes for the PDF and the mail (pages load it by its address); absent when not read. */
  logo?: Uint8Array | null;
}

/**
 * The document the client receives (D23), one per quote version: the client page, 'Drukuj dla
 * klienta', both PDFs and the mail's letterhead are renderings of it. No internal fact is in it.
 */
export interface ClientDocument {
  /** The kind's title ('Wycena transportu'), above the offer's number. */
  title: string;
  quoteNumber: string;
  letterhead: Letterhead;
  /** 'Oferta nr {number} z dnia {date}'. */
  heading: string;
  /** 'Ważna do {date}'. */
  validity: string;
  client: Fact[];
  term: KindPrintout['term'];
  table: DocumentTable;
  totals: Fact[];
  notes: string | null;
  /** 'Warunki płatności', 'Warunki dostawy'. */
  terms: Fact[];
  /** The author (or, for a guest quote, the company): name, e-mail, phone. */
  contact: { heading: string; lines: string[] };
  footer: string | null;
}

/** The PDF's model (D17, D23): the client document, the same for the staff and the client. */
export type PrintableQuote = ClientDocument;

/** What every kind's quote answers and both documents read (D18). */
export interface PrintedQuote {
  quoteNumber: string;
  status: string;
  createdAt: string;
  updatedAt: string;
  createdBy: { firstName: string | null; lastName: string | null; email: string | null } | null;
  source: string | null;
  isGuest: boolean;
  client: {
    companyName: string | null;
    nip: string | null;
    contactPerson: string | null;
    email: string | null;
    phone: string | null;
    address: string | null;
    /** D25: set once the client's personal data was erased. */
    erasedAt?: string | null;
  };
  currency: string;
  vatRate: string;
  totalNet: string;
  vatAmount: string;
  totalGross: string;
  notes: string | null;
}

/** The facts that have a value. */
export const present = (rows: [string, string | null | undefined][]): Fact[] =>
  rows.filter((row): row is Fact => Boolean(row[1]));

/** The client's box, on both documents; after an erasure (D25) 'Dane usunięte' where the contact was. */
export const clientFacts = (quote: PrintedQuote): Fact[] => [
  ...present([
    ['Firma', quote.client.companyName],
    ['NIP', quote.client.nip],
  ]),
  ...(quote.client.erasedAt
    ? ([['Dane kontaktowe', erasedPersonalDataLabel]] satisfies Fact[])
    : present([
        ['Osoba kontaktowa', quote.client.contactPerson],
        ['E-mail', quote.client.email],
        ['Telefon', quote.client.phone],
        ['Adres', quote.client.address],
      ])),
];

/** Net, VAT and gross (D4), on both documents. */
export const totalFacts = (quote: PrintedQuote): Fact[] => [
  ['Wartość netto', formatMoney(quote.totalNet, quote.currency)],
  [`VAT (${formatPercent(quote.vatRate)})`, formatMoney(quote.vatAmount, quote.currency)],
  ['Wartość brutto', formatMoney(quote.totalGross, quote.currency)],
];
