import { type CompanyProfile, formatMoney } from '@ppp/domain';
import type { ClientDocumentInputs } from '../print/client-document.ts';
import type { DocumentRow, KindPrintout, PrintedQuote } from '../print/document.ts';

// A client document's parts for the print tests (D23): a company with every field, an equipment-like
// quote with items carrying cost lines, and the staff's internal facts that must never reach the client.

export const fixtureCompany: CompanyProfile = {
  name: 'Wynajem Zażółć Sp. z o.o.',
  address: 'ul. Magazynowa 1\n05-800 Pruszków',
  nip: '5342817066',
  bankAccount: '61109010140000071219812874',
  phone: '+48 22 758 40 00',
  email: 'biuro@wynajem.example',
  www: 'www.wynajem.example',
  validityDays: 14,
  paymentTerms: 'Przelew 14 dni',
  deliveryTerms: 'Dostawa własnym transportem',
  footer: 'Dziękujemy za zainteresowanie ofertą.',
  hasLogo: true,
  revision: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const fixtureQuote: PrintedQuote = {
  quoteNumber: 'WYC/2026/0042',
  status: 'pending',
  createdAt: '2026-11-18T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
  createdBy: { firstName: 'Ewa', lastName: 'Lis', email: 'ewa.lis@firma.pl' },
  source: null,
  isGuest: false,
  client: {
    companyName: 'Budimex <b>S.A.</b>',
    nip: '5260001246',
    contactPerson: 'Jan Kowalski',
    email: 'jan@budimex.example',
    phone: '+48 600 100 200',
    address: 'Warszawa',
  },
  currency: 'PLN',
  vatRate: '23.00',
  totalNet: '21011.20',
  vatAmount: '4832.58',
  totalGross: '25843.78',
  notes: 'Dowóz na plac budowy',
};

const money = (amount: string) => formatMoney(amount, 'PLN');

/** The item of the brief: 2 × 14 days × 210 zł with its 8 153,60 zł fuel line. */
export const fixtureRow = (index = 0): DocumentRow => ({
  name: `Agregat prądotwórczy 20 kVA #${index + 1}`,
  details: ['Agregaty prądotwórcze'],
  lines: [
    `Wynajem: ${money('5880.00')}`,
    `Koszt paliwa: ${money('8153.60')}`,
    `Koszt montażu: ${money('196.00')}`,
    `Koszt demontażu: ${money('196.00')}`,
    `Serwis wyjazdowy: ${money('412.00')}`,
    `Opcje dodatkowe: Rozdzielnica budowlana: ${money('1120.00')}`,
  ],
  notes: index === 0 ? 'Uwagi: ustawić przy bramie' : null,
  cells: ['2 szt.', '14 dni', money('210.00'), '0%', money('12857.60')],
});

export const fixturePrintout = (rows = 1): KindPrintout => ({
  title: 'Wycena',
  quoteNumber: fixtureQuote.quoteNumber,
  internalFacts: [['Schemat cenowy', 'Standardowy']],
  term: {
    heading: 'Wynajem',
    facts: [
      ['Termin wynajmu', '01.12.2026–14.12.2026'],
      ['Okres wynajmu', '14 dni'],
    ],
  },
  table: {
    heading: 'Pozycje',
    columns: ['Lp.', 'Sprzęt', 'Ilość', 'Okres', 'Cena / doba', 'Rabat', 'Wartość'],
    rows: Array.from({ length: rows }, (_, index) => fixtureRow(index)),
    after: [],
  },
});

export const fixtureInputs: ClientDocumentInputs = {
  company: fixtureCompany,
  validUntil: '2026-12-04',
  versionDate: '2026-11-20T09:00:00.000Z',
  contact: { name: 'Ewa Lis', email: 'ewa.lis@firma.pl', phone: '+48 601 234 567' },
};

/** What only staff see (D7), never on the client's document (D23). */
export const internalFacts = [
  'Status',
  'Schemat cenowy',
  'Utworzył(a)',
  'Data utworzenia',
  'Ostatnia zmiana',
  'Wydrukowano',
];
