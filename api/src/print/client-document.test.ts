import { describe, expect, it } from 'vitest';
import {
  fixtureCompany,
  fixtureInputs,
  fixturePrintout,
  fixtureQuote,
  internalFacts,
} from '../test/client-document-fixture.ts';
import { clientDocument } from './client-document.ts';
import { renderQuotePdf } from './pdf.ts';

// D23: the client document as data, and its PDF.

/** Each page's text items as pdf.js reads them (a text library, not our own code). */
async function pdfPages(bytes: Uint8Array): Promise<{ items: string[]; text: string }[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    const items = content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean);
    pages.push({ items, text: items.join(' ').replace(/\s+/g, ' ') });
  }
  return pages;
}

const spaced = (text: string) => text.replace(/\s+/g, ' ');

describe('the client document (D23)', () => {
  it('holds the letterhead, the offer’s number, date and validity, the client, the dates, the terms and the contact', () => {
    const printout = fixturePrintout();
    const document = clientDocument(fixtureQuote, printout, fixtureInputs);
    expect(document.letterhead).toMatchObject({
      name: 'Wynajem Zażółć Sp. z o.o.',
      hasLogo: true,
      revision: 3,
    });
    expect(document.letterhead.lines).toEqual([
      'ul. Magazynowa 1',
      '05-800 Pruszków',
      'NIP: 5342817066',
      'Nr rachunku: PL61 1090 1014 0000 0712 1981 2874',
      'Tel.: +48 22 758 40 00',
      'E-mail: biuro@wynajem.example',
      'www.wynajem.example',
    ]);
    expect(document.heading).toBe('Oferta nr WYC/2026/0042 z dnia 20.11.2026');
    expect(document.validity).toBe('Ważna do 04.12.2026');
    expect(document.client).toContainEqual(['Firma', 'Budimex <b>S.A.</b>']);
    expect(document.term.facts).toContainEqual(['Termin wynajmu', '01.12.2026–14.12.2026']);
    expect(document.totals.map(([label]) => label)).toEqual(['Wartość netto', 'VAT (23%)', 'Wartość brutto']);
    expect(document.terms).toEqual([
      ['Warunki płatności', 'Przelew 14 dni'],
      ['Warunki dostawy', 'Dostawa własnym transportem'],
    ]);
    expect(document.contact.lines).toEqual(['Ewa Lis', 'E-mail: ewa.lis@firma.pl', 'Tel.: +48 601 234 567']);
    expect(document.footer).toBe('Dziękujemy za zainteresowanie ofertą.');
    // The kind's lines are the printout's own: one place for each line's text and amount.
    expect(document.table).toBe(printout.table);
    expect(document.table.rows[0].lines).toContain('Koszt paliwa: 8153,60\u00a0zł');
  });

  it('carries none of the staff’s internal facts, and leaves out what the company has not filled in', () => {
    const document = clientDocument(fixtureQuote, fixturePrintout(), {
      ...fixtureInputs,
      company: { ...fixtureCompany, nip: null, bankAccount: null, paymentTerms: null, footer: null },
    });
    const text = JSON.stringify(document);
    for (const fact of internalFacts) expect(text).not.toContain(fact);
    expect(text).not.toContain('Standardowy');
    expect(document.letterhead.lines.some((line) => line.startsWith('NIP'))).toBe(false);
    expect(document.terms).toEqual([['Warunki dostawy', 'Dostawa własnym transportem']]);
    expect(document.footer).toBeNull();
  });

  it('is plain data a worker thread can take (structured clone)', () => {
    const document = clientDocument(fixtureQuote, fixturePrintout(), fixtureInputs);
    const withLogo = { ...document, letterhead: { ...document.letterhead, logo: new Uint8Array([1, 2, 3]) } };
    expect(structuredClone(withLogo)).toEqual(withLogo);
  });
});

describe('the client document’s PDF (D23)', () => {
  it('shows every line and amount of the document, the letterhead, the terms and the contact', async () => {
    const document = clientDocument(fixtureQuote, fixturePrintout(), fixtureInputs);
    const [page, ...more] = await pdfPages(await renderQuotePdf(document));
    expect(more).toEqual([]);
    for (const text of [
      document.letterhead.name,
      ...document.letterhead.lines,
      document.heading,
      document.validity,
      ...document.client.map(([label, value]) => `${label}: ${value}`),
      ...document.term.facts.map(([label, value]) => `${label}: ${value}`),
      ...document.table.columns,
      ...document.table.rows.flatMap((row) => [
        row.name,
        ...row.details,
        ...row.lines,
        row.notes ?? '',
        ...row.cells,
      ]),
      ...document.totals.flat(),
      'Warunki płatności: Przelew 14 dni',
      'Warunki dostawy: Dostawa własnym transportem',
      ...document.contact.lines,
      'Dziękujemy za zainteresowanie ofertą.',
      'Strona 1 z 1',
    ])
      expect(page.text).toContain(spaced(text));
    for (const fact of internalFacts) expect(page.text).not.toContain(fact);
  });

  it('repeats the table header on every page of a 120-item quote and states the page count', async () => {
    const document = clientDocument(fixtureQuote, fixturePrintout(120), fixtureInputs);
    const pages = await pdfPages(await renderQuotePdf(document));
    expect(pages.length).toBeGreaterThan(5);
    pages.forEach((page, index) => {
      expect(page.text).toContain(`Strona ${index + 1} z ${pages.length}`);
      expect(page.text).toContain(document.heading);
      expect(page.text).toContain(document.letterhead.name);
    });
    // Every page that holds items starts them with the header; every item is there once.
    const withItems = pages.filter((page) => page.text.includes('Agregat prądotwórczy 20 kVA #'));
    expect(withItems.length).toBeGreaterThanOrEqual(pages.length - 1);
    for (const page of withItems) {
      const header = page.items.indexOf('Lp.');
      expect(header).toBeGreaterThanOrEqual(0);
      const firstItem = page.items.findIndex((item) => item.startsWith('Agregat prądotwórczy 20 kVA #'));
      expect(header).toBeLessThan(firstItem);
      for (const column of ['Sprzęt', 'Ilość', 'Okres', 'Cena / doba', 'Rabat', 'Wartość'])
        expect(page.text).toContain(column);
    }
    const all = pages.map((page) => page.text).join(' ');
    for (let number = 1; number <= 120; number++)
      expect(all.match(new RegExp(`Agregat prądotwórczy 20 kVA #${number}(?!\\d)`, 'g'))).toHaveLength(1);
  });

  it('breaks a column’s header between its words, never inside one (a department’s six numeric columns)', async () => {
    const base = clientDocument(fixtureQuote, fixturePrintout(2), fixtureInputs);
    const columns = [
      'Lp.',
      'Sprzęt',
      'Ilość',
      'Okres',
      'Cena bazowa / doba',
      'Rabat',
      'Cena / doba',
      'Wartość',
    ];
    const document = {
      ...base,
      table: {
        ...base.table,
        columns,
        rows: base.table.rows.map((row) => ({
          ...row,
          cells: ['1 szt.', '3 dni', '260,00\u00a0zł', '14,29%', '222,85\u00a0zł', '668,55\u00a0zł'],
        })),
      },
    };
    const items = (await pdfPages(await renderQuotePdf(document))).flatMap((page) => page.items);
    const words = new Set(items.flatMap((item) => item.split(/\s+/)));
    for (const word of columns.flatMap((label) => label.split(' ')).filter((word) => word !== '/'))
      expect(words.has(word), word).toBe(true);
  });

  it('never breaks an amount from its ‘zł’: each amount is whole on one line', async () => {
    const document = clientDocument(fixtureQuote, fixturePrintout(3), fixtureInputs);
    const items = (await pdfPages(await renderQuotePdf(document))).flatMap((page) => page.items);
    const amounts = [
      ...document.table.rows.flatMap((row) => [...row.lines, ...row.cells]),
      ...document.totals.map(([, value]) => value),
    ]
      .flatMap((text) => text.match(/\d[\d\u00a0]*,\d{2}\u00a0zł/g) ?? [])
      .map(spaced);
    expect(amounts.length).toBeGreaterThan(20);
    for (const amount of amounts) expect(items.some((item) => spaced(item).includes(amount))).toBe(true);
  });
});
