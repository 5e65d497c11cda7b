import type { QuoteDetail, ShareLink } from '@ppp/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

// Issue 15, D17: share links, the client's page and decision, for every kind on one mechanism.

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let transportManager: TestClient & { id: number };
let equipmentId: number;
let vehicleId: number;

async function pendingQuote(companyName = 'Budimex S.A.', as: TestClient = employee): Promise<QuoteDetail> {
  const created = await as.send('POST', '/api/quotes', {
    client: { companyName },
    items: [{ equipmentId, quantity: 1, rentalPeriodDays: 3 }],
  });
  expect(created.status).toBe(201);
  const quote: QuoteDetail = await created.json();
  expect((await as.send('PATCH', `/api/quotes/${quote.id}/status`, { status: 'pending' })).status).toBe(200);
  return quote;
}

async function share(path: string, as: TestClient = employee): Promise<ShareLink> {
  const response = await as.send('POST', `${path}/share`);
  expect(response.status).toBe(201);
  return response.json();
}

/** The client's side: a browser without any session. */
const visit = (url: string, init: RequestInit = {}) => fetch(url, { redirect: 'manual', ...init });
const decide = (url: string, action: 'accept' | 'decline', fields: Record<string, string>) =>
  visit(`${url}/${action}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  transportManager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  const equipment = await (await admin.get('/api/equipment')).json();
  equipmentId = equipment[0].id;
  vehicleId = (await (await admin.get('/api/transport-vehicles')).json())[0].id;
});
afterAll(() => app.close());
afterEach(() => vi.useRealTimers());

describe('share links (D17)', () => {
  it('share only a pending quote, and only for those who may edit it', async () => {
    const draft = await (
      await employee.send('POST', '/api/quotes', {
        client: { companyName: 'Szkic' },
        items: [{ equipmentId, quantity: 1, rentalPeriodDays: 1 }],
      })
    ).json();
    const refused = await employee.send('POST', `/api/quotes/${draft.id}/share`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('Udostępnić można tylko wycenę oczekującą');
    const pending = await pendingQuote();
    expect((await transportManager.send('POST', `/api/quotes/${pending.id}/share`)).status).toBe(403);
    expect((await app.client().send('POST', `/api/quotes/${pending.id}/share`)).status).toBe(401);
    const link = await share(`/api/quotes/${pending.id}`);
    expect(link.url).toMatch(new RegExp(`^${app.config.publicUrl}/oferta/[A-Za-z0-9_-]{43}$`));
    const days = (new Date(link.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const detail: QuoteDetail = await (await employee.get(`/api/quotes/${pending.id}`)).json();
    expect(detail.share).toEqual({ expiresAt: link.expiresAt });
  });

  it('lasts as long as the offer it shows is valid when that is longer than 30 days (D23)', async () => {
    const profile = await (await admin.get('/api/settings/company')).json();
    const { hasLogo, revision, updatedAt, ...body } = profile;
    expect((await admin.send('PUT', '/api/settings/company', { ...body, validityDays: 60 })).status).toBe(
      200,
    );
    try {
      const pending = await pendingQuote();
      const link = await share(`/api/quotes/${pending.id}`);
      const detail: QuoteDetail = await (await employee.get(`/api/quotes/${pending.id}`)).json();
      // Open to the end of the day it is valid to, in Warsaw (60 days on, not 30).
      const endOfValidity = new Date(`${detail.validUntil}T00:00:00Z`).getTime() + 86_400_000;
      const expiresAt = new Date(link.expiresAt).getTime();
      expect(expiresAt).toBeGreaterThanOrEqual(endOfValidity - 2 * 3_600_000);
      expect(expiresAt).toBeLessThanOrEqual(endOfValidity);
      expect((expiresAt - Date.now()) / 86_400_000).toBeGreaterThan(59);
    } finally {
      expect((await admin.send('PUT', '/api/settings/company', body)).status).toBe(200);
    }
  });

  it('keep no clear token; a replaced, revoked or expired link is 404 at once', async () => {
    const quote = await pendingQuote();
    const first = await share(`/api/quotes/${quote.id}`);
    const token = first.url.split('/').pop()!;
    const stored = await app.orm.em.getConnection().execute('select token_hash from quote_share');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await visit(first.url)).status).toBe(200);

    const second = await share(`/api/quotes/${quote.id}`);
    const replaced = await visit(first.url);
    expect(replaced.status).toBe(404);
    expect(await replaced.text()).toContain('Oferta nie istnieje lub link wygasł');
    expect((await visit(second.url)).status).toBe(200);

    expect((await employee.send('DELETE', `/api/quotes/${quote.id}/share`)).status).toBe(204);
    expect((await visit(second.url)).status).toBe(404);

    const third = await share(`/api/quotes/${quote.id}`);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 86_400_000);
    expect((await visit(third.url)).status).toBe(404);
    vi.useRealTimers();
    expect((await visit(third.url)).status).toBe(200);

    // Back to a draft, the link goes too.
    await employee.send('PATCH', `/api/quotes/${quote.id}/status`, { status: 'draft' });
    expect((await visit(third.url)).status).toBe(404);
  });
});

describe('the client page and decision (D17)', () => {
  it('shows the quote without the staff session, escaped, noindex, under its own CSP', async () => {
    const quote = await pendingQuote('<script>alert(1)</script>');
    const link = await share(`/api/quotes/${quote.id}`);
    // A staff cookie sent along is neither read nor renewed.
    const page = await visit(link.url, {
      headers: { Cookie: [...employee.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(page.status).toBe(200);
    expect(page.headers.getSetCookie()).toEqual([]);
    expect(page.headers.get('x-robots-tag')).toContain('noindex');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(quote.quoteNumber);
    expect(html).toContain('Akceptuję ofertę');
    expect(html).toContain('Odrzucam ofertę');
    // An empty name is the server's to word (D17), not the browser's.
    expect(html.match(/<form [^>]*novalidate>/g)).toHaveLength(2);
  });

  it('accepting approves, locks and snapshots the client with Klient: {name} in the history; a second decision is 409', async () => {
    const quote = await pendingQuote('Zażółć gęślą jaźń Sp. z o.o.');
    const link = await share(`/api/quotes/${quote.id}`);
    const missing = await decide(link.url, 'accept', { name: '  ' });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain('Podaj imię i nazwisko');
    // The refusal is drawn at the form's address; opened again, that address leads to the offer.
    const token = link.url.split('/').pop();
    for (const action of ['accept', 'decline']) {
      const again = await fetch(`${link.url}/${action}`, { redirect: 'manual' });
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`/oferta/${token}`);
    }
    // A comment past its 2000 characters (the textarea's maxlength aside) says so under the comment.
    const long = await decide(link.url, 'accept', { name: 'Jan Kowalski', comment: 'a'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(await long.text()).toContain(
      '<span class="error" id="accept-comment-error">Maksymalnie 2000 znaków</span>',
    );
    // Past the 16 kB a decision's form may take (D25): a page saying what to do, not JSON.
    const huge = await decide(link.url, 'accept', { name: 'Jan Kowalski', comment: 'ą'.repeat(17_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toContain('text/html');
    const tooLarge = await huge.text();
    expect(tooLarge).toContain('skróć komentarz (najwyżej 2000 znaków)');
    expect(tooLarge).toContain(`<a href="/oferta/${token}">Wróć do oferty</a>`);
    // A body its Content-Encoding does not describe: the same page (400), never a 500.
    const garbled = await fetch(`${link.url}/accept`, {
      method: 'POST',
      body: 'name=Jan+Kowalski',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Encoding': 'gzip' },
      redirect: 'manual',
    });
    expect(garbled.status).toBe(400);
    expect(garbled.headers.get('content-type')).toContain('text/html');
    expect(await garbled.text()).toContain(`<a href="/oferta/${token}">Wróć do oferty</a>`);
    const accepted = await decide(link.url, 'accept', {
      name: 'Jan Kowalski',
      comment: 'Zgoda, proszę o fakturę',
    });
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toBe(`/oferta/${link.url.split('/').pop()}`);
    const seen: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(seen.status).toBe('approved');
    expect(seen.history.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'approved',
      changedBy: null,
      actorName: 'Klient: Jan Kowalski',
      comment: 'Zgoda, proszę o fakturę',
    });
    // Locked (D3) with the client as it was: a later change of the address book does not show.
    await admin.send('PUT', `/api/clients/${seen.clientId}`, { companyName: 'Inna nazwa' });
    const locked: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(locked.client.companyName).toBe('Zażółć gęślą jaźń Sp. z o.o.');
    expect(
      (
        await employee.send('PUT', `/api/quotes/${quote.id}`, {
          clientId: seen.clientId,
          items: [{ equipmentId, quantity: 1, rentalPeriodDays: 1 }],
        })
      ).status,
    ).toBe(409);
    const again = await decide(link.url, 'decline', { name: 'Jan Kowalski' });
    expect(again.status).toBe(409);
    // With a field the form would refuse too: the page has no form to mark it in, and says why.
    const unnamed = await decide(link.url, 'accept', { name: '' });
    expect(unnamed.status).toBe(409);
    expect(await unnamed.text()).toContain('Decyzja w sprawie tej oferty została już podjęta');
    const page = await (await visit(link.url)).text();
    expect(page).toContain('Zatwierdzona');
    expect(page).toContain('Jan Kowalski');
    expect(page).not.toContain('<form');
  });

  it('declining a transport quote rejects it', async () => {
    const created = await employee.send('POST', '/api/transport-quotes', {
      client: { companyName: 'Transbud' },
      vehicleId,
      fromAddress: 'Warszawa',
      toAddress: 'Kraków',
      distance: 300,
    });
    const quote = await created.json();
    await employee.send('PATCH', `/api/transport-quotes/${quote.id}/status`, { status: 'pending' });
    const link = await share(`/api/transport-quotes/${quote.id}`);
    expect((await decide(link.url, 'decline', { name: 'Anna Nowak', comment: 'Za drogo' })).status).toBe(303);
    const seen = await (await employee.get(`/api/transport-quotes/${quote.id}`)).json();
    expect(seen.status).toBe('rejected');
    expect(seen.history.at(-1)).toMatchObject({ actorName: 'Klient: Anna Nowak', comment: 'Za drogo' });
    // The share route of another kind does not reach this quote.
    expect((await employee.send('POST', `/api/quotes/${quote.id}/share`)).status).toBe(404);
  });
});

describe('duplicate (D17)', () => {
  it("makes a draft with the same client and items at today's prices, leaving out what is gone", async () => {
    const category = await (
      await admin.send('POST', '/api/equipment-categories', { name: 'Do powielenia' })
    ).json();
    const make = async (name: string) =>
      (
        await (
          await admin.send('POST', '/api/equipment', { name, categoryId: category.id, quantity: 5 })
        ).json()
      ).id as number;
    const kept = await make('Zostaje');
    const retired = await make('Wycofany');
    const created = await employee.send('POST', '/api/quotes', {
      client: { companyName: 'Powielana Sp. z o.o.' },
      notes: 'Uwagi do powielenia',
      items: [
        { equipmentId: kept, quantity: 2, rentalPeriodDays: 4, notes: 'pierwsza' },
        { equipmentId: retired, quantity: 1, rentalPeriodDays: 4 },
      ],
    });
    const original: QuoteDetail = await created.json();
    await employee.send('PATCH', `/api/quotes/${original.id}/status`, { status: 'pending' });
    await admin.send('PATCH', `/api/quotes/${original.id}/status`, { status: 'approved' });
    // Today's prices: the kept equipment's base tier changes; the other is deactivated.
    const listed = await (await admin.get('/api/equipment')).json();
    const tiers = listed.find((entry: { id: number }) => entry.id === kept).pricing;
    const base = tiers.find((tier: { periodStart: number }) => tier.periodStart === 3);
    await admin.send('PATCH', `/api/equipment-pricing/${base.id}`, { pricePerDay: '150.00' });
    await admin.send('DELETE', `/api/equipment/${retired}`);

    expect((await transportManager.send('POST', `/api/quotes/${original.id}/duplicate`)).status).toBe(403);
    const response = await employee.send('POST', `/api/quotes/${original.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = await response.json();
    expect(copy.skipped).toEqual(['Wycofany']);
    expect(copy.id).not.toBe(original.id);
    const draft: QuoteDetail = await (await employee.get(`/api/quotes/${copy.id}`)).json();
    expect(draft).toMatchObject({
      status: 'draft',
      clientId: original.clientId,
      notes: 'Uwagi do powielenia',
    });
    expect(draft.items).toHaveLength(1);
    expect(draft.items[0]).toMatchObject({
      equipmentId: kept,
      quantity: 2,
      rentalPeriodDays: 4,
      notes: 'pierwsza',
    });
    expect(draft.items[0].totalPrice).not.toBe(original.items[0].totalPrice);
    expect(draft.history).toEqual([]);
  });

  it('works for the other kinds on the same route shape', async () => {
    const created = await employee.send('POST', '/api/transport-quotes', {
      client: { companyName: 'Transbud 2' },
      vehicleId,
      fromAddress: 'Gdańsk',
      toAddress: 'Poznań',
      distance: 310,
    });
    const quote = await created.json();
    const response = await employee.send('POST', `/api/transport-quotes/${quote.id}/duplicate`);
    expect(response.status).toBe(201);
    const copy = await (await employee.get(`/api/transport-quotes/${(await response.json()).id}`)).json();
    expect(copy).toMatchObject({
      status: 'draft',
      fromAddress: 'Gdańsk',
      toAddress: 'Poznań',
      distance: '310.0',
    });
    expect(copy.quoteNumber).toMatch(/^TRA\//);
    // The transport quote's PDF holds its route and cost like its print view.
    const pdf = await employee.get(`/api/transport-quotes/${quote.id}/pdf`);
    expect(pdf.status).toBe(200);
    const [page] = await pdfText(await pdf.arrayBuffer());
    for (const fact of [quote.quoteNumber, 'Gdańsk', 'Poznań', '310,0 km', 'Transbud 2'])
      expect(page).toContain(fact);
  });
});

/** The text of every page of a PDF, as a text library reads it. */
async function pdfText(bytes: ArrayBuffer): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages;
}

describe('PDF (D17)', () => {
  it("holds the number, the client with Polish letters, every item and the print view's figures", async () => {
    const quote = await pendingQuote('Zażółć gęślą jaźń Sp. z o.o.');
    const response = await employee.get(`/api/quotes/${quote.id}/pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toContain(
      `${quote.quoteNumber.replaceAll('/', '-')}.pdf`,
    );
    const [page] = await pdfText(await response.arrayBuffer());
    const text = page.replace(/\s+/g, ' ');
    const print = await (await employee.get(`/api/quotes/${quote.id}/print?autoprint=0`)).text();
    expect(text).toContain(quote.quoteNumber);
    expect(text).toContain('Zażółć gęślą jaźń Sp. z o.o.');
    for (const item of quote.items) expect(text).toContain(item.equipment.name);
    const figures = [quote.totalNet, quote.vatAmount, quote.totalGross].map((amount) =>
      new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' })
        .format(Number(amount))
        .replace(/\s/g, ' '),
    );
    for (const figure of figures) {
      expect(text.replace(/\s/g, ' ')).toContain(figure);
      expect(print.replace(/\s/g, ' ')).toContain(figure);
    }
    expect(text).toContain('Strona 1 z 1');
    expect((await transportManager.get(`/api/quotes/${quote.id}/pdf`)).status).toBe(403);

    // The client's copy, through the link, without a session.
    const link = await share(`/api/quotes/${quote.id}`);
    const client = await visit(`${link.url}/pdf`);
    expect(client.status).toBe(200);
    expect((await pdfText(await client.arrayBuffer()))[0]).toContain(quote.quoteNumber);
  });

  it('puts the number and date on every page of a long quote, with page numbers', async () => {
    const created = await employee.send('POST', '/api/quotes', {
      client: { companyName: 'Długa wycena' },
      items: Array.from({ length: 40 }, () => ({ equipmentId, quantity: 1, rentalPeriodDays: 2 })).slice(
        0,
        1,
      ),
      notes: 'Linia\n'.repeat(120),
    });
    const quote = await created.json();
    const pages = await pdfText(await (await employee.get(`/api/quotes/${quote.id}/pdf`)).arrayBuffer());
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      expect(page).toContain(quote.quoteNumber);
      expect(page).toContain(`Strona ${index + 1} z ${pages.length}`);
    });
  });
});

describe('the decision the client page shows (D17)', () => {
  it('a decision in a second tab after the first one is refused there, with no thanks for it', async () => {
    const quote = await pendingQuote('Dwie Karty Sp. z o.o.');
    const link = await share(`/api/quotes/${quote.id}`);
    expect((await decide(link.url, 'accept', { name: 'Anna Nowak' })).status).toBe(303);
    const second = await decide(link.url, 'decline', { name: 'Anna Nowak', comment: 'Jednak nie' });
    expect(second.status).toBe(409);
    const page = await second.text();
    expect(page).toContain(
      '<p class="error" role="alert" tabindex="-1" autofocus>Decyzja w sprawie tej oferty została już podjęta</p>',
    );
    expect(page).not.toContain('class="thanks');
    // Opened again, the page thanks for the decision that was made.
    expect(await (await visit(link.url)).text()).toContain('Dziękujemy! Oferta została przyjęta.');
  });

  it('a refused field takes the focus', async () => {
    const quote = await pendingQuote('Fokus S.A.');
    const link = await share(`/api/quotes/${quote.id}`);
    const missing = await (await decide(link.url, 'decline', { name: ' ' })).text();
    expect(missing).toMatch(/<input id="decline-name"[^>]* aria-invalid="true"[^>]* autofocus>/);
    expect(missing.match(/autofocus/g)).toHaveLength(1);
  });

  it('credits a staff decision to nobody: not to a client who decided an earlier round, nor to a held acceptance', async () => {
    const quote = await pendingQuote('Druga Runda Sp. z o.o.');
    const path = `/api/quotes/${quote.id}`;
    const first = await share(path);
    expect(
      (await decide(first.url, 'accept', { name: 'Łukasz Żółtowski', comment: 'Pierwsza runda' })).status,
    ).toBe(303);
    // Reopened, sent again, and this time approved by staff.
    expect((await admin.send('PATCH', `${path}/status`, { status: 'draft' })).status).toBe(200);
    expect((await employee.send('PATCH', `${path}/status`, { status: 'pending' })).status).toBe(200);
    const second = await share(path);
    expect((await admin.send('PATCH', `${path}/status`, { status: 'approved' })).status).toBe(200);
    const page = await (await visit(second.url)).text();
    expect(page).toContain('Status oferty: <strong>Zatwierdzona</strong></p>');
    expect(page).not.toContain('Łukasz Żółtowski');
    expect(page).not.toContain('Pierwsza runda');
    expect(page).not.toContain('class="thanks');
  });
});

describe("the client's comment (D17)", () => {
  it('counts a line break sent as CRLF once, keeps the lines, and shows them so', async () => {
    const quote = await pendingQuote('Wiersze Sp. z o.o.');
    const link = await share(`/api/quotes/${quote.id}`);
    // Ten lines of 2000 characters in all, as the textarea counts them; the form sends CRLF.
    const lines = Array.from({ length: 10 }, (_, index) => `${index}`.padEnd(index === 0 ? 200 : 199, 'ż'));
    const typed = lines.join('\n');
    expect(typed).toHaveLength(2000);
    const decided = await decide(link.url, 'accept', { name: 'Jan Kowalski', comment: lines.join('\r\n') });
    expect(decided.status).toBe(303);
    const seen: QuoteDetail = await (await employee.get(`/api/quotes/${quote.id}`)).json();
    expect(seen.history.at(-1)?.comment).toBe(typed);
    expect(await (await visit(link.url)).text()).toContain(`Komentarz: ${lines[0]}\n${lines[1]}`);
  });
});

describe('addresses under /oferta that are no offer (D17)', () => {
  it('answer the page’s own Polish 404 and 405, never the staff application', async () => {
    const quote = await pendingQuote('Adresy Sp. z o.o.');
    const link = await share(`/api/quotes/${quote.id}`);
    for (const path of ['/oferta', '/oferta/', `${new URL(link.url).pathname}/cokolwiek`]) {
      const response = await visit(`${app.url}${path}`);
      expect(response.status, path).toBe(404);
      const page = await response.text();
      expect(page, path).toContain('<h1>Oferta niedostępna</h1>');
      expect(page, path).not.toContain('Zaloguj');
    }
    for (const [method, path] of [
      ['PUT', new URL(link.url).pathname],
      ['POST', `${new URL(link.url).pathname}/pdf`],
    ]) {
      const response = await visit(`${app.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow')).toContain('GET');
      const page = await response.text();
      expect(page).toContain('<h1>Niedozwolona operacja</h1>');
      expect(page).not.toContain('Method Not Allowed');
    }
  });
});
