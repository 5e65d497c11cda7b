import { type DepartmentEquipment, departmentConfigs, type QuoteHeader, type Vehicle } from '@ppp/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { UserEntity } from '../users/entities.ts';
import { offerContact } from './offer.ts';

// D23: the client document of every kind — 'Drukuj dla klienta', both PDFs, the client page and the
// mail — made from one model: the same lines and amounts to the grosz, the company's letterhead, the
// validity, the terms and the contact person, none of the staff's internal facts.

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };

const company = {
  name: 'Wynajem Dokumentów Sp. z o.o.',
  address: 'ul. Magazynowa 7, 05-800 Pruszków',
  nip: '534-281-70-66',
  bankAccount: 'PL61 1090 1014 0000 0712 1981 2874',
  phone: '+48 22 333 44 55',
  email: 'oferty@dokumenty.example',
  www: 'www.dokumenty.example',
  validityDays: 21,
  paymentTerms: 'Przelew w terminie 14 dni od wystawienia faktury.',
  deliveryTerms: 'Dostawa transportem własnym po potwierdzeniu zamówienia.',
  footer: 'Wynajem Dokumentów Sp. z o.o., KRS 0000123456.',
};

/** What only staff see (D7), never on the client's document (D23). */
const internalFacts = [
  'Status',
  'Schemat cenowy',
  'Utworzył(a)',
  'Data utworzenia',
  'Ostatnia zmiana',
  'Wydrukowano',
];

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'ewa.lis@firma.pl', 'employee');
  await app.orm.em
    .fork()
    .nativeUpdate(
      UserEntity,
      { id: employee.id },
      { firstName: 'Ewa', lastName: 'Lis', phone: '+48 601 234 567' },
    );
  expect((await admin.send('PUT', '/api/settings/company', company)).status).toBe(200);
  const logo = await sharp({
    create: { width: 120, height: 40, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const uploaded = await admin.fetch('/api/settings/company/logo', {
    method: 'PUT',
    body: new Uint8Array(logo),
    headers: { 'Content-Type': 'image/png' },
  });
  expect(uploaded.status).toBe(200);
});
afterAll(() => app.close());

/** The page's text as lines: every block and cell its own line, entities decoded. */
function pageLines(html: string): string[] {
  const body = html.slice(html.indexOf('<body'), html.indexOf('</body>'));
  return body
    .replace(/<(style|script)[\s\S]*?<\/\1>/g, '')
    .replace(/<br>|<\/(div|p|li|tr|td|th|h1|h2|h3|header|section|footer|table|ul|span)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/** Every page's text, as a text library reads it. */
async function pdfText(response: Response): Promise<{ pages: string[]; text: string }> {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(await response.arrayBuffer()),
    useSystemFonts: false,
  }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  return { pages, text: pages.join(' ') };
}

/** The amounts of a text in their order ('1 234,50 zł' with any space), to the grosz. */
const amountsOf = (text: string) =>
  text.replace(/\s+/g, ' ').match(/(?<![\d,])(?:\d{1,3}(?: \d{3})+|\d{1,4}),\d{2} zł/g) ?? [];
const squeezed = (text: string) => text.replace(/\s+/g, '');

interface Made {
  base: string;
  quote: QuoteHeader;
  /** Lines the kind's items must show, each with its amount. */
  expectedLines: string[];
}

async function pending(base: string, body: Record<string, unknown>): Promise<QuoteHeader> {
  const created = await employee.send('POST', base, {
    client: { companyName: 'Budimex <b>S.A.</b>' },
    ...body,
  });
  expect(created.status).toBe(201);
  const quote: QuoteHeader = await created.json();
  expect((await employee.send('PATCH', `${base}/${quote.id}/status`, { status: 'pending' })).status).toBe(
    200,
  );
  return quote;
}

/** An equipment quote with every cost line on: fuel, installation, disassembly, travel, maintenance, service, extras. */
async function equipmentQuote(): Promise<Made> {
  const catalogue = await (await admin.get('/api/equipment')).json();
  const generator = catalogue.find((entry: { name: string }) => entry.name === 'Agregat prądotwórczy 20 kVA');
  const extras: { id: number; type: string }[] = await (
    await admin.get(`/api/equipment/${generator.id}/additional`)
  ).json();
  const quote = await pending('/api/quotes', {
    startsOn: '2027-03-01',
    rentalDays: 14,
    items: [
      {
        equipmentId: generator.id,
        quantity: 2,
        rentalPeriodDays: 14,
        includeFuelCost: true,
        includeInstallationCost: true,
        installationDistanceKm: 40,
        includeDisassemblyCost: true,
        disassemblyDistanceKm: 40,
        includeTravelServiceCost: true,
        travelServiceDistanceKm: 25,
        travelServiceNumberOfTrips: 2,
        includeMaintenanceCost: true,
        includeServiceItems: true,
        selectedAdditional: extras.filter((extra) => extra.type === 'additional').map((extra) => extra.id),
        selectedAccessories: extras.filter((extra) => extra.type === 'accessories').map((extra) => extra.id),
        notes: 'Ustawić przy bramie',
      },
    ],
  });
  const [item] = (quote as QuoteHeader & { items: Record<string, string>[] }).items;
  for (const total of [
    'totalFuelCost',
    'totalInstallationCost',
    'totalDisassemblyCost',
    'totalTravelServiceCost',
    'totalServiceItemsCost',
    'additionalCost',
    'accessoriesCost',
  ])
    expect(Number(item[total]), total).toBeGreaterThan(0);
  const money = (amount: string) =>
    new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(Number(amount));
  return {
    base: '/api/quotes',
    quote,
    expectedLines: [
      `Wynajem: ${money(item.basePrice)}`,
      `Koszt paliwa: ${money(item.totalFuelCost)}`,
      `Koszt montażu: ${money(item.totalInstallationCost)}`,
      `Koszt demontażu: ${money(item.totalDisassemblyCost)}`,
      `Serwis wyjazdowy: ${money(item.totalTravelServiceCost)}`,
      `Koszt eksploatacji: ${money(item.totalMaintenanceCost)}`,
      `Koszty serwisowe: ${money(item.totalServiceItemsCost)}`,
      `: ${money(item.additionalCost)}`,
      `: ${money(item.accessoriesCost)}`,
      money(item.totalPrice),
      'Uwagi: Ustawić przy bramie',
    ],
  };
}

/** An electrical or general quote whose item has its additional equipment. */
async function departmentQuote(department: 'electrical' | 'general'): Promise<Made> {
  const { api } = departmentConfigs[department];
  const equipment: DepartmentEquipment[] = await (await admin.get(api.equipment)).json();
  const chosen = equipment.find((entry) => entry.additionalEquipment.length > 0)!;
  const quote = await pending(api.quotes, {
    startsOn: '2027-03-01',
    rentalDays: 5,
    items: [
      {
        equipmentId: chosen.id,
        quantity: 2,
        selectedAdditionalEquipment: chosen.additionalEquipment.map((extra) => ({
          id: extra.id,
          quantity: 1,
        })),
      },
    ],
  });
  const [item] = (quote as QuoteHeader & { items: { selectedAdditionalEquipment: { name: string }[] }[] })
    .items;
  expect(item.selectedAdditionalEquipment.length).toBeGreaterThan(0);
  return {
    base: api.quotes,
    quote,
    expectedLines: [
      chosen.name,
      ...item.selectedAdditionalEquipment.map((extra) => `${extra.name}: 1 szt. × 5 dni ×`),
    ],
  };
}

/** A transport quote with two vehicles and their return trips. */
async function transportQuote(): Promise<Made> {
  const vehicles: Vehicle[] = await (await admin.get('/api/transport-vehicles')).json();
  const quote = await pending('/api/transport-quotes', {
    fromAddress: 'ul. Magazynowa 7, Pruszków',
    toAddress: 'Budowa hali C, Kraków',
    startsOn: '2027-04-12',
    tripDays: 2,
    returnTrip: true,
    vehicles: [
      { vehicleId: vehicles[0].id, distance: '127.5' },
      { vehicleId: vehicles[1].id, distance: '12.5' },
    ],
  });
  return {
    base: '/api/transport-quotes',
    quote,
    expectedLines: [
      `${vehicles[0].name} — Powrót`,
      `${vehicles[1].name} — Powrót`,
      '127,5 km',
      '12,5 km',
      'Termin: 12.04.2027–13.04.2027',
      'Skąd: ul. Magazynowa 7, Pruszków',
    ],
  };
}

const kinds: [string, () => Promise<Made>][] = [
  ['equipment', equipmentQuote],
  ['electrical', () => departmentQuote('electrical')],
  ['general', () => departmentQuote('general')],
  ['transport', transportQuote],
];

describe.each(kinds)('the client document of a %s quote (D23)', (_kind, make) => {
  let made: Made;
  let print: string;
  beforeAll(async () => {
    made = await make();
    const answer = await employee.get(`${made.base}/${made.quote.id}/print?for=client&autoprint=0`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    print = await answer.text();
  });

  it("'Drukuj dla klienta' shows every line and amount, the letterhead, validity, terms and contact, and no internal fact", async () => {
    const lines = pageLines(print);
    const text = lines.join('\n');
    for (const line of made.expectedLines)
      expect(text.replace(/\u00a0/g, ' ')).toContain(line.replace(/\u00a0/g, ' '));
    for (const part of [
      company.name,
      'ul. Magazynowa 7, 05-800 Pruszków',
      'NIP: 5342817066',
      'Nr rachunku: PL61 1090 1014 0000 0712 1981 2874',
      'Tel.: +48 22 333 44 55',
      'E-mail: oferty@dokumenty.example',
      'www.dokumenty.example',
      `Oferta nr ${made.quote.quoteNumber} z dnia`,
      'Ważna do',
      'Firma: Budimex <b>S.A.</b>',
      `Warunki płatności: ${company.paymentTerms}`,
      `Warunki dostawy: ${company.deliveryTerms}`,
      'Ewa Lis',
      'E-mail: ewa.lis@firma.pl',
      'Tel.: +48 601 234 567',
      company.footer,
    ])
      expect(text).toContain(part);
    expect(print).not.toContain('<b>S.A.</b>');
    expect(print).toMatch(/<img src="\/api\/settings\/company\/logo\?v=\d+"/);
    for (const fact of internalFacts) expect(text).not.toContain(fact);
    // The staff print keeps them (D7).
    const staff = await (await employee.get(`${made.base}/${made.quote.id}/print?autoprint=0`)).text();
    for (const fact of ['Status', 'Utworzył(a)', 'Data utworzenia', 'Ostatnia zmiana', 'Wydrukowano'])
      expect(staff).toContain(fact);
  });

  it('both PDFs equal it line by line: the same lines, the same amounts in the same order, to the grosz', async () => {
    const staff = await pdfText(await employee.get(`${made.base}/${made.quote.id}/pdf`));
    const share = await (await employee.send('POST', `${made.base}/${made.quote.id}/share`)).json();
    const client = await pdfText(await fetch(`${share.url}/pdf`));
    const lines = pageLines(print);
    const printAmounts = amountsOf(lines.join('\n'));
    expect(printAmounts.length).toBeGreaterThanOrEqual(4);
    for (const pdf of [staff, client]) {
      for (const line of lines) expect(squeezed(pdf.text)).toContain(squeezed(line));
      expect(amountsOf(pdf.text)).toEqual(printAmounts);
      for (const fact of internalFacts) expect(pdf.text).not.toContain(fact);
      pdf.pages.forEach((page, index) => {
        expect(page).toContain(`Strona ${index + 1} z ${pdf.pages.length}`);
      });
    }
    expect(client.text).toBe(staff.text);
  });
});

describe('the client page (D23)', () => {
  it('is the client document, items as cards on a phone, and thanks the client at the top after a decision, with the focus there', async () => {
    const { base, quote } = await equipmentQuote();
    const share = await (await employee.send('POST', `${base}/${quote.id}/share`)).json();
    const before = await (await fetch(share.url)).text();
    expect(before).toContain(company.name);
    expect(before).toContain('Ważna do');
    expect(before).toContain('td[data-label]::before');
    expect(before).toMatch(/<td class="num" data-label="Wartość">[\d\u00a0]+,\d{2}\u00a0zł<\/td>/);
    expect(before).not.toContain('Dziękujemy!');
    const version = /name="version" value="(\d+)"/.exec(before)?.[1] ?? '';
    const accepted = await fetch(`${share.url}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Jan Kowalski', version }).toString(),
    });
    expect(accepted.status).toBe(303);
    const after = await (await fetch(share.url)).text();
    const main = after.slice(after.indexOf('<main>') + '<main>'.length).trimStart();
    expect(main).toMatch(
      /^<p class="thanks" id="decyzja" role="status" tabindex="-1" autofocus>Dziękujemy! Oferta została przyjęta\. Skontaktujemy się z Tobą, aby potwierdzić szczegóły\.<\/p>/,
    );
    expect(after).not.toContain('<form');

    const declinedQuote = await transportQuote();
    const declinedShare = await (
      await employee.send('POST', `${declinedQuote.base}/${declinedQuote.quote.id}/share`)
    ).json();
    const page = await (await fetch(declinedShare.url)).text();
    await fetch(`${declinedShare.url}/decline`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: 'Anna Nowak',
        version: /name="version" value="(\d+)"/.exec(page)?.[1] ?? '',
      }).toString(),
    });
    const declined = await (await fetch(declinedShare.url)).text();
    expect(declined).toContain(
      '<p class="thanks declined" id="decyzja" role="status" tabindex="-1" autofocus>Dziękujemy za informację. Oferta została odrzucona.</p>',
    );
  });

  it("refuses a print kind it does not know (400), and 'Drukuj dla klienta' of a quote the user may not open is 403", async () => {
    const { base, quote } = await equipmentQuote();
    expect((await employee.get(`${base}/${quote.id}/print?for=kogos`)).status).toBe(400);
    const transportManager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
    expect((await transportManager.get(`${base}/${quote.id}/print?for=client`)).status).toBe(403);
  });
});

describe('the contact person (D23)', () => {
  it("is the author with their phone, and for a guest quote the company's e-mail and phone", async () => {
    const profile = await (await admin.get('/api/settings/company')).json();
    const { quote } = await transportQuote();
    const em = app.orm.em.fork();
    expect(await offerContact(em, quote, profile)).toEqual({
      name: 'Ewa Lis',
      email: 'ewa.lis@firma.pl',
      phone: '+48 601 234 567',
    });
    expect(await offerContact(em, { ...quote, isGuest: true, createdBy: null }, profile)).toEqual({
      name: company.name,
      email: company.email,
      phone: company.phone,
    });
  });
});

describe("the client's mail (D22, D23)", () => {
  it('carries the letterhead of the client document, the logo inline', async () => {
    const { base, quote } = await transportQuote();
    const sent = await employee.send('POST', `${base}/${quote.id}/send`, { email: 'biuro@budimex.example' });
    expect(sent.status).toBe(202);
    const { outboxId } = await sent.json();
    const mail = await (await admin.get(`/api/admin/outbox/${outboxId}`)).json();
    for (const part of [
      company.name,
      'Nr rachunku: PL61 1090 1014 0000 0712 1981 2874',
      'Tel.: +48 22 333 44 55',
    ])
      expect(mail.html).toContain(part);
    expect(mail.text.split('\n')[0]).toBe(company.name);
    expect(mail.html).toContain('src="cid:logo@oferta"');
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ attachments: { cid?: string; contentType: string }[] }[]>(
        'select attachments from mail_outbox where id = ?',
        [outboxId],
      );
    expect(row.attachments.map((file) => [file.contentType, file.cid ?? null])).toEqual([
      ['image/png', 'logo@oferta'],
      ['application/pdf', null],
    ]);
  });
});
