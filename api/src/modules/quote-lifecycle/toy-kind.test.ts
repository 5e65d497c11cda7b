// D20: a fifth kind is one module plus one entry. A toy kind, registered only here, with its own
// table of priced lines, runs the lifecycle every kind shares: numbering, statuses and their rights,
// the lock, the client snapshot, the history, If-Match (412), the own-quotes rule, the share link
// and the client's page, duplicate, print and PDF — with no line of the product written for it.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  decimalFigure,
  formatMoney,
  hasQuoteClient,
  optionalText,
  type QuoteHeader,
  type QuoteKind,
  quoteClientFields,
  quoteClientRequired,
  quoteKindEntries,
  quoteListQuerySchema,
  quoteMessages,
  quoteTotals,
  text,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preparedRows } from '../../db/prepared.ts';
import { escapeHtml, printPage, quoteHeaderBoxes, quoteTotalsAndNotes } from '../../print/layout.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { getPricingSettings } from '../settings/service.ts';
import { type DetailQuote, type LoadedQuote, quoteAnswer, quoteHeaderDto } from './dto.ts';
import type { QuoteRow } from './entities.ts';
import * as lifecycle from './lifecycle.ts';
import { defineQuoteKind } from './registry.ts';

const toyBody = z
  .object({
    ...quoteClientFields,
    notes: optionalText(5000),
    lines: z
      .array(z.object({ label: text().trim().min(1).max(200), amount: decimalFigure({ message: 'Kwota' }) }))
      .min(1, { error: 'Dodaj pozycję' }),
  })
  .refine(hasQuoteClient, quoteClientRequired);
type ToyBody = z.output<typeof toyBody>;
interface ToyLine {
  label: string;
  amount: string;
}
type ToyDetail = QuoteHeader & { lines: ToyLine[] };

const run = (em: EntityManager, sql: string, params: unknown[] = []) =>
  em.getConnection().execute(sql, params, 'all', em.getTransactionContext());

async function readLines(em: EntityManager, quoteId: number): Promise<ToyLine[]> {
  const rows = await preparedRows(
    em,
    'select label, amount from toy_line where quote_id = ? order by position',
    [quoteId],
  );
  return rows.map((row) => ({ label: String(row.label), amount: String(row.amount) }));
}

/** Writes the lines of a quote (the quote row first, for its id). */
const writeLines = (lines: ToyLine[]) => async (tx: EntityManager, quote: QuoteRow) => {
  await tx.flush();
  await run(tx, 'delete from toy_line where quote_id = ?', [quote.id]);
  for (const [position, line] of lines.entries()) {
    await run(tx, 'insert into toy_line (quote_id, position, label, amount) values (?, ?, ?, ?)', [
      quote.id,
      position,
      line.label,
      line.amount,
    ]);
  }
};

const detail = async (em: EntityManager, quote: DetailQuote): Promise<ToyDetail> =>
  quoteAnswer(quoteHeaderDto(quote as LoadedQuote, quote.trail), { lines: await readLines(em, quote.id) });

const toyEntry = {
  // Not one of the product's kinds: the test widens the stored list for it (below).
  kind: 'toy' as QuoteKind,
  apiPath: '/api/toy-quotes',
  path: '/toy-quotes',
  numberPrefix: 'ZAB',
  label: 'Wycena zabawek',
  // Transport's rights (D1): its manager approves, employees see all, other managers their own.
  capabilities: quoteKindEntries.transport.capabilities,
  schemas: { create: toyBody, update: toyBody, list: quoteListQuerySchema },
};

const toyQuotes = defineQuoteKind({
  entry: toyEntry,
  async priceNew(tx, body: ToyBody) {
    const settings = await getPricingSettings(tx);
    const totals = quoteTotals(
      body.lines.map((line) => line.amount),
      settings.vatRate,
    );
    return { settings, totals, write: writeLines(body.lines) };
  },
  async priceEdit(_tx, quote, body: ToyBody) {
    const totals = quoteTotals(
      body.lines.map((line) => line.amount),
      quote.vatRate,
    );
    return { totals, write: writeLines(body.lines) };
  },
  detail,
  list: (em, user, query) =>
    lifecycle.listQuotePage(em, user, toyEntry, query, {
      detailsSql: 'select * from toy_line where quote_id = any(?::int[])',
      item: (quote) => quote.quoteNumber,
    }),
  print: (quote, options) =>
    printPage({
      title: `Wycena zabawek ${quote.quoteNumber}`,
      body: `${quoteHeaderBoxes(quote)}<ul>${quote.lines
        .map(
          (line) =>
            `<li>${escapeHtml(line.label)}: ${escapeHtml(formatMoney(line.amount, quote.currency))}</li>`,
        )
        .join('')}</ul>${quoteTotalsAndNotes(quote)}`,
      ...options,
    }),
  printable: (quote) => ({
    title: 'Wycena zabawek',
    quoteNumber: quote.quoteNumber,
    internalFacts: [],
    term: { heading: 'Termin', facts: [] },
    table: {
      heading: 'Pozycje',
      columns: ['Lp.', 'Pozycja', 'Kwota'],
      rows: quote.lines.map((line) => ({
        name: line.label,
        details: [],
        lines: [],
        notes: null,
        cells: [formatMoney(line.amount, quote.currency)],
      })),
      after: [],
    },
  }),
  duplicate: async (_em, saved) => ({
    body: toyBody.parse({ clientId: saved.clientId, notes: saved.notes, lines: saved.lines }),
    skipped: [],
  }),
});

let app: TestApp;
let admin: TestClient;
let employee: TestClient & { id: number };
let manager: TestClient & { id: number };
let outsider: TestClient & { id: number };
let otherOutsider: TestClient & { id: number };
let clientId: number;

beforeAll(async () => {
  app = await startTestApp(
    {},
    {
      quoteKinds: [toyQuotes],
      async prepare(orm) {
        const em = orm.em.fork();
        await run(em, 'alter table quote drop constraint quote_kind_check');
        await run(
          em,
          "alter table quote add constraint quote_kind_check check (kind in ('equipment', 'transport', 'electrical', 'general', 'toy'))",
        );
        await run(
          em,
          `create table toy_line (quote_id int not null references quote (id) on delete cascade,
             position int not null, label text not null, amount numeric(12, 2) not null)`,
        );
      },
    },
  );
  admin = await app.signIn('admin@firma.pl');
  employee = await app.userWithRole(admin, 'pracownik@firma.pl', 'employee');
  manager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  outsider = await app.userWithRole(admin, 'elektryk@firma.pl', 'electrical_manager');
  otherOutsider = await app.userWithRole(admin, 'ogolny@firma.pl', 'general_manager');
  clientId = (
    await (await admin.send('POST', '/api/clients', { companyName: 'Zabawkowo Sp. z o.o.' })).json()
  ).id;
});
afterAll(() => app.close());

const lines = [
  { label: 'Klocki', amount: '100.00' },
  { label: 'Pluszak', amount: '23.45' },
];

async function createToy(as: TestClient, body: Record<string, unknown> = {}) {
  const response = await as.send('POST', '/api/toy-quotes', { clientId, notes: null, lines, ...body });
  expect(response.status).toBe(201);
  return { quote: (await response.json()) as ToyDetail, etag: response.headers.get('etag') ?? '' };
}

describe('a toy kind on the shared lifecycle (D20)', () => {
  it('numbers its quotes with its own prefix, gapless, and prices them with the VAT in force', async () => {
    const first = await createToy(employee);
    const second = await createToy(employee);
    const year = new Date().getFullYear();
    expect(first.quote.quoteNumber).toBe(`ZAB/${year}/0001`);
    expect(second.quote.quoteNumber).toBe(`ZAB/${year}/0002`);
    expect(first.quote).toMatchObject({
      status: 'draft',
      totalNet: '123.45',
      vatRate: '23.00',
      totalGross: '151.84',
    });
    expect(first.quote.lines).toEqual(lines);
    expect(first.etag).toBe(`"${first.quote.updatedAt}"`);
    const refused = await employee.send('POST', '/api/toy-quotes', { lines });
    expect(refused.status).toBe(400);
    expect((await refused.json()).errors).toMatchObject({ clientId: 'Wybierz klienta' });
  });

  it('follows the statuses with the kind’s rights, locks a decided quote with the client as it was, records the history', async () => {
    const { quote } = await createToy(employee);
    const path = `/api/toy-quotes/${quote.id}`;
    expect((await employee.send('PATCH', `${path}/status`, { status: 'pending' })).status).toBe(200);
    expect((await employee.send('PATCH', `${path}/status`, { status: 'approved' })).status).toBe(403);
    expect((await manager.send('PATCH', `${path}/status`, { status: 'approved' })).status).toBe(200);
    // The address book changes; the approved quote keeps the client it was approved with (D3).
    await admin.send('PUT', `/api/clients/${clientId}`, { companyName: 'Zabawkowo Nowa Nazwa' });
    const approved = (await (await employee.get(path)).json()) as ToyDetail;
    expect(approved.status).toBe('approved');
    expect(approved.client.companyName).toBe('Zabawkowo Sp. z o.o.');
    expect(approved.history.map((change) => `${change.fromStatus}→${change.toStatus}`)).toEqual([
      'draft→pending',
      'pending→approved',
    ]);
    const locked = await employee.send('PUT', path, { clientId, notes: null, lines });
    expect(locked.status).toBe(409);
    expect((await employee.send('DELETE', path)).status).toBe(403);
    expect((await manager.send('DELETE', path)).status).toBe(409);
    expect((await manager.send('PATCH', `${path}/status`, { status: 'draft' })).status).toBe(200);
    expect((await manager.send('DELETE', path)).status).toBe(204);
    expect((await employee.get(path)).status).toBe(404);
    await admin.send('PUT', `/api/clients/${clientId}`, { companyName: 'Zabawkowo Sp. z o.o.' });
  });

  it('refuses an edit or a status change from a stale version with 412 and takes one from the current version', async () => {
    const { quote, etag } = await createToy(employee);
    const path = `/api/toy-quotes/${quote.id}`;
    const put = (json: unknown) =>
      employee.fetch(path, { method: 'PUT', json, headers: { 'If-Match': etag } });
    const edited = await put({ clientId, notes: 'Pilne', lines: [lines[0]] });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ notes: 'Pilne', totalNet: '100.00', lines: [lines[0]] });
    const stale = await put({ clientId, notes: null, lines });
    expect(stale.status).toBe(412);
    expect(((await (await employee.get(path)).json()) as ToyDetail).notes).toBe('Pilne');
    // A status change asked of a stale version is refused the same way; of the current one it is made.
    const status = (version: string) =>
      employee.fetch(`${path}/status`, {
        method: 'PATCH',
        json: { status: 'pending' },
        headers: { 'If-Match': version },
      });
    const staleStatus = await status(etag);
    expect(staleStatus.status).toBe(412);
    expect(((await (await employee.get(path)).json()) as ToyDetail).status).toBe('draft');
    const current = (await employee.get(path)).headers.get('etag') ?? '';
    expect((await status(current)).status).toBe(200);
    // Approved meanwhile: an edit from any version is refused by the lock (409), which says why.
    expect((await admin.send('PATCH', `${path}/status`, { status: 'approved' })).status).toBe(200);
    const locked = await put({ clientId, notes: 'Po zatwierdzeniu', lines });
    expect(locked.status).toBe(409);
    expect((await locked.json()).message).toBe(quoteMessages.locked);
  });

  it('shows other users only their own quotes where the kind’s rights say so (D1)', async () => {
    const { quote } = await createToy(outsider);
    expect((await outsider.get(`/api/toy-quotes/${quote.id}`)).status).toBe(200);
    expect((await employee.get(`/api/toy-quotes/${quote.id}`)).status).toBe(200);
    expect((await otherOutsider.get(`/api/toy-quotes/${quote.id}`)).status).toBe(403);
    const own = await (await otherOutsider.get('/api/toy-quotes')).json();
    expect(own.items).not.toContain(quote.quoteNumber);
    expect((await (await outsider.get('/api/toy-quotes')).json()).items).toContain(quote.quoteNumber);
  });

  it('shares a pending quote with its client, whose page shows it and takes the acceptance', async () => {
    const { quote } = await createToy(employee);
    const path = `/api/toy-quotes/${quote.id}`;
    expect((await employee.send('POST', `${path}/share`)).status).toBe(409);
    await employee.send('PATCH', `${path}/status`, { status: 'pending' });
    const shared = await employee.send('POST', `${path}/share`);
    expect(shared.status).toBe(201);
    const { url } = (await shared.json()) as { url: string };
    // The client's side: a browser without any session.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(quote.quoteNumber);
    expect(html).toContain('Pluszak');
    const accepted = await fetch(`${url}/accept`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Jan Klient', comment: 'Bierzemy' }).toString(),
    });
    expect(accepted.status).toBe(303);
    const decided = (await (await employee.get(path)).json()) as ToyDetail;
    expect(decided.status).toBe('approved');
    expect(decided.history.at(-1)).toMatchObject({
      toStatus: 'approved',
      actorName: 'Klient: Jan Klient',
      comment: 'Bierzemy',
    });
  });

  it('duplicates a quote as a new draft, prints it and hands it out as a PDF', async () => {
    const { quote } = await createToy(employee, { notes: 'Na prezent' });
    const copy = await employee.send('POST', `/api/toy-quotes/${quote.id}/duplicate`);
    expect(copy.status).toBe(201);
    expect(await copy.json()).toMatchObject({ status: 'draft', lines, notes: 'Na prezent', skipped: [] });
    const print = await employee.get(`/api/toy-quotes/${quote.id}/print?autoprint=0`);
    expect(print.status).toBe(200);
    expect(await print.text()).toContain('Klocki');
    const pdf = await employee.get(`/api/toy-quotes/${quote.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const document = await getDocument({ data: new Uint8Array(await pdf.arrayBuffer()) }).promise;
    const content = await (await document.getPage(1)).getTextContent();
    const textOfPage = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    for (const fact of [quote.quoteNumber, 'Wycena zabawek', 'Pluszak', 'Zabawkowo Sp. z o.o.']) {
      expect(textOfPage).toContain(fact);
    }
  });
});
