import {
  type CompanyProfile,
  formatBankAccount,
  formatDate,
  formatDateText,
  isCalendarDate,
} from '@ppp/domain';
import {
  type ClientDocument,
  clientFacts,
  type KindPrintout,
  type Letterhead,
  type PrintedQuote,
  present,
  totalFacts,
} from './document.ts';

/** Who the client asks about the offer (D23): the author, or for a guest quote the company. */
export interface OfferContact {
  name: string;
  email: string | null;
  phone: string | null;
}

/** What the client document takes beside the quote: the company, the version's dates, the contact. */
export interface ClientDocumentInputs {
  company: CompanyProfile;
  /** The last day the offer holds ('YYYY-MM-DD', D23). */
  validUntil: string;
  /** When the shown version was saved (a timestamp, or 'YYYY-MM-DD'). */
  versionDate: string;
  contact: OfferContact;
}

/** A calendar date as it is, a timestamp as its day in Warsaw: 'DD.MM.YYYY'. */
const dayText = (value: string) => (isCalendarDate(value) ? formatDateText(value) : formatDate(value));

/** The company's letterhead (D23): its name, then each part of the profile it has, as printed. */
export function letterheadOf(company: CompanyProfile): Letterhead {
  return {
    name: company.name,
    hasLogo: company.hasLogo,
    revision: company.revision,
    lines: [
      ...(company.address ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      ...present([
        ['NIP', company.nip],
        ['Nr rachunku', company.bankAccount ? formatBankAccount(company.bankAccount) : null],
        ['Tel.', company.phone],
        ['E-mail', company.email],
      ]).map(([label, value]) => `${label}: ${value}`),
      ...(company.www ? [company.www] : []),
    ],
  };
}

/**
 * The document the client receives (D23), from a quote of any kind and its kind's printout: the
 * letterhead, 'Oferta nr {number} z dnia {date}', 'Ważna do {date}', the client, the dates, every
 * item with every line the staff print shows, net / VAT / gross, the terms and the contact person.
 * None of the staff's internal facts. Pure: the same quote and inputs make the same document.
 */
export function clientDocument(
  quote: PrintedQuote,
  printout: KindPrintout,
  inputs: ClientDocumentInputs,
): ClientDocument {
  const { company, contact } = inputs;
  return {
    title: printout.title,
    quoteNumber: quote.quoteNumber,
    letterhead: letterheadOf(company),
    heading: `Oferta nr ${quote.quoteNumber} z dnia ${dayText(inputs.versionDate)}`,
    validity: `Ważna do ${dayText(inputs.validUntil)}`,
    client: clientFacts(quote),
    term: printout.term,
    table: printout.table,
    totals: totalFacts(quote),
    notes: quote.notes,
    terms: present([
      ['Warunki płatności', company.paymentTerms],
      ['Warunki dostawy', company.deliveryTerms],
    ]),
    contact: {
      heading: 'Kontakt w sprawie oferty',
      lines: [
        contact.name,
        ...present([
          ['E-mail', contact.email],
          ['Tel.', contact.phone],
        ]).map(([label, value]) => `${label}: ${value}`),
      ],
    },
    footer: company.footer,
  };
}
