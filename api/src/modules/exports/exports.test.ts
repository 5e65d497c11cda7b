import { formatDate, type QuoteListItem, quoteAuthorLabel, quoteStatusLabel } from '@ppp/domain';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../auth/current-user.ts';
import { seedQuotes } from '../../bench/seed-quotes.ts';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';
import { equipmentQuotes } from '../equipment-quotes/kind.ts';
import { exportLimits } from './answer.ts';
import { csvStream } from './csv.ts';
import { cursorRows } from './cursor.ts';
import { type QuoteExportRow, quoteListExport } from './quote-export.ts';

// D26: every list exports what it shows, with its filters, as CSV and XLSX.
let app: TestApp;
let admin: TestClient;
let manager: TestClient & { id: number };
const HOSTILE = '=HYPERLINK("x")';
const QUOTED = 'Firma "Alfa"; Beta\nGamma';
const QUOTE_HEADERS = ['Numer', 'Klient', 'Status', 'Netto', 'VAT', 'Brutto', 'Data utworzenia', 'Autor'];

async function sql(text: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  app = await startTestApp({}, { seed: true });
  admin = await app.signIn('admin@firma.pl', { firstName: 'Anna', lastName: 'Nowak' });
  manager = await app.userWithRole(admin, 'transport@firma.pl', 'transport_manager');
  const me = (await (await admin.get('/api/auth/user')).json()) as { id: number };
  const client = new pg.Client({ connectionString: app.orm.config.get('clientUrl') });
  await client.connect();
  try {
    // 250 equipment quotes (every 100th the manager's), 30 of each other kind.
    await seedQuotes(client, {
      equipment: 250,
      otherKinds: 30,
      itemsPerQuote: 1,
      ownerId: me.id,
      secondOwnerId: manager.id,
    });
  } finally {
    await client.end();
  }
  // A guest quote (D16), a company that would be a formula, one that needs CSV quoting.
  await sql(
    `update quote set created_by_id = null, source = 'Partner Budowlany' where quote_number like 'WYC/%/0000007'`,
  );
  await sql(
    `update client set company_name = $1 where id = (select client_id from quote where quote_number like 'WYC/%/0000011')`,
    [HOSTILE],
  );
  await sql(
    `update client set company_name = $1 where id = (select client_id from quote where quote_number like 'WYC/%/0000013')`,
    [QUOTED],
  );
}, 120_000);
afterAll(() => app.close());

async function download(client: TestClient, path: string) {
  const response = await client.get(path);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Every row of a list for the filters, page by page. */
async function listRows(client: TestClient, path: string, filters: string) {
  const rows: QuoteListItem[] = [];
  for (let page = 1; ; page++) {
    const body = await (await client.get(`${path}?pageSize=200&page=${page}${filters}`)).json();
    rows.push(...body.items);
    if (body.items.length < 200) return rows;
  }
}

const grosze = (amount: string) => BigInt(amount.replace('.', ''));
const comma = (grosz: bigint) => {
  const text = grosz.toString().padStart(3, '0');
  return `${text.slice(0, -2)},${text.slice(-2)}`;
};

/** A list's row as D26 says its export's CSV row reads. */
const expectedCsvRow = (quote: QuoteListItem) => [
  quote.quoteNumber,
  quote.client.companyName === HOSTILE
    ? `'${HOSTILE}`
    : quote.client.companyName || quote.client.contactPerson,
  quoteStatusLabel(quote.status),
  quote.totalNet.replace('.', ','),
  comma(grosze(quote.totalGross) - grosze(quote.totalNet)),
  quote.totalGross.replace('.', ','),
  formatDate(quote.createdAt),
  quoteAuthorLabel(quote),
];

async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}

describe('quote lists (D26)', () => {
  it('exports the equipment list as CSV: BOM, `;`, Polish headers, the list’s rows in its order', async () => {
    const { response, bytes } = await download(admin, '/api/quotes/export.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wyceny-sprzetu-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''wyceny-sprz%C4%99tu-/,
    );
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString('utf8').slice(1);
    expect(text.split('\r\n')[0]).toBe(QUOTE_HEADERS.join(';'));
    const [headers, ...rows] = parseCsv(text, { delimiter: ';' }) as string[][];
    expect(headers).toEqual(QUOTE_HEADERS);
    const list = await listRows(admin, '/api/quotes', '');
    expect(list).toHaveLength(250);
    expect(rows).toEqual(list.map(expectedCsvRow));
    // The formula is text; the guest's author names the key; a name with `;`, quotes and a line break survives.
    expect(text).toContain(`;"'=HYPERLINK(""x"")";`);
    expect(rows.find((row) => row[0].endsWith('/0000007'))?.[7]).toBe('Wycena gościnna (Partner Budowlany)');
    expect(rows.find((row) => row[0].endsWith('/0000013'))?.[1]).toBe(QUOTED);
    expect(rows[0][3]).toMatch(/^\d+,\d{2}$/);
  });

  it('exports the same rows as XLSX: amounts as numbers, the formula a plain string cell', async () => {
    const { response, bytes } = await download(admin, '/api/quotes/export.xlsx?status=approved');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const [headers, ...rows] = await readXlsx(bytes);
    expect(headers).toEqual(QUOTE_HEADERS);
    const list = await listRows(admin, '/api/quotes', '&status=approved');
    expect(list.length).toBeGreaterThan(0);
    expect(rows).toEqual(
      list.map((quote) => {
        const [day, month, year] = formatDate(quote.createdAt).split('.').map(Number);
        return [
          quote.quoteNumber,
          quote.client.companyName || quote.client.contactPerson,
          'Zatwierdzona',
          Number(quote.totalNet),
          Number(grosze(quote.totalGross) - grosze(quote.totalNet)) / 100,
          Number(quote.totalGross),
          new Date(Date.UTC(year, month - 1, day)),
          quoteAuthorLabel(quote),
        ];
      }),
    );
  });

  it('writes a would-be formula as a plain string cell in XLSX, without the apostrophe', async () => {
    const { bytes } = await download(
      admin,
      `/api/quotes/export.xlsx?search=${encodeURIComponent('HYPERLINK')}`,
    );
    const [, ...rows] = await readXlsx(bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0][1]).toBe(HOSTILE);
    const csv = (await download(admin, '/api/quotes/export.csv?search=HYPERLINK')).bytes.toString('utf8');
    const [, row] = parseCsv(csv.slice(1), { delimiter: ';' }) as string[][];
    expect(row[1]).toBe(`'${HOSTILE}`);
  });

  it('exports what the list shows for its filters: search, status and source', async () => {
    for (const filters of [
      '&status=pending',
      '&source=web',
      '&source=staff&status=draft',
      '&search=Oddzia%C5%82%201',
    ]) {
      const { bytes } = await download(admin, `/api/quotes/export.csv?${filters.slice(1)}`);
      const [, ...rows] = parseCsv(bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
      expect(rows).toEqual((await listRows(admin, '/api/quotes', filters)).map(expectedCsvRow));
    }
  });

  it('follows D1: a manager exports only their own equipment quotes, and all of their kind', async () => {
    const own = await download(manager, '/api/quotes/export.csv');
    const [, ...rows] = parseCsv(own.bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(rows).toHaveLength(2);
    expect(rows).toEqual((await listRows(manager, '/api/quotes', '')).map(expectedCsvRow));
    const transport = await download(manager, '/api/transport-quotes/export.csv');
    const [, ...transportRows] = parseCsv(transport.bytes.toString('utf8').slice(1), {
      delimiter: ';',
    }) as string[][];
    expect(transportRows).toHaveLength(30);
    expect(transportRows.map((row) => row[0])).toEqual(
      (await listRows(manager, '/api/transport-quotes', '')).map((quote) => quote.quoteNumber),
    );
  });

  it('serves every kind at its own path, before `/:id`', async () => {
    for (const path of ['/api/electrical-quotes', '/api/general-quotes', '/api/transport-quotes']) {
      for (const format of ['csv', 'xlsx']) {
        const response = await admin.get(`${path}/export.${format}`);
        expect(response.status).toBe(200);
        await response.arrayBuffer();
      }
    }
    // A Latin-1 letter ('ó') is named in `filename*` too, with an ASCII `filename` beside it.
    const general = await admin.get('/api/general-quotes/export.csv');
    expect(general.headers.get('content-disposition')).toMatch(
      /^attachment; filename="wyceny-wynajmu-ogolnego-[\d-]+\.csv"; filename\*=UTF-8''wyceny-wynajmu-og%C3%B3lnego-/,
    );
    await general.arrayBuffer();
    expect((await app.client().get('/api/quotes/export.csv')).status).toBe(401);
    expect((await admin.get('/api/quotes/export.csv?status=nope')).status).toBe(400);
  });

  it('refuses an XLSX above the row limit with 400, counting first', async () => {
    const kept = exportLimits.xlsxRows;
    exportLimits.xlsxRows = 249;
    try {
      const response = await admin.get('/api/quotes/export.xlsx');
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ message: 'Za dużo wierszy dla XLSX — użyj CSV' });
      // Exactly at the limit it is served; CSV has no limit.
      expect((await admin.get('/api/quotes/export.xlsx?source=staff')).status).toBe(200);
      expect((await admin.get('/api/quotes/export.csv')).status).toBe(200);
    } finally {
      exportLimits.xlsxRows = kept;
    }
  });
});

describe('assessments and clients (D26)', () => {
  it('exports the saved assessments with their list’s columns and filters', async () => {
    const me = (await (await admin.get('/api/auth/user')).json()) as { id: number };
    for (const [number, company, answers] of [
      ['BP/2026/0001', 'Alfa', 3],
      ['BP/2026/0002', HOSTILE, 0],
    ] as const)
      await sql(
        `insert into assessment_response (response_number, client_company_name, client_contact_person, client_phone,
                                          answers, answer_count, created_by_id, created_at)
         values ($1, $2, 'Jan Kowalski', '601 234 567', '[]', $3, $4, now())`,
        [number, company, answers, me.id],
      );
    const { response, bytes } = await download(admin, '/api/needs-assessment/responses/export.csv');
    expect(response.status).toBe(200);
    const [headers, ...rows] = parseCsv(bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(headers).toEqual([
      'Numer',
      'Klient',
      'Osoba kontaktowa',
      'Telefon',
      'E-mail',
      'Autor',
      'Data',
      'Odpowiedzi',
    ]);
    const list = (await (await admin.get('/api/needs-assessment/responses')).json()).items;
    expect(rows.map((row) => [row[0], row[1], row[5], row[6]])).toEqual(
      list.map((item: { responseNumber: string; clientCompanyName: string; createdAt: string }) => [
        item.responseNumber,
        item.clientCompanyName === HOSTILE ? `'${HOSTILE}` : item.clientCompanyName,
        'Anna Nowak',
        formatDate(item.createdAt),
      ]),
    );
    const searched = await download(admin, '/api/needs-assessment/responses/export.xlsx?search=Alfa');
    const [, ...found] = await readXlsx(searched.bytes);
    expect(found).toHaveLength(1);
    expect(found[0][1]).toBe('Alfa');
    expect(found[0][7]).toBe(3);
    // An entry of a partner's form is named as the list names it (D16).
    await sql(
      `update assessment_response set created_by_id = null, source = 'Partner Budowlany' where response_number = 'BP/2026/0001'`,
    );
    const web = await download(admin, '/api/needs-assessment/responses/export.csv?search=Alfa');
    const [, webRow] = parseCsv(web.bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(webRow[5]).toBe('Badanie z formularza (Partner Budowlany)');
  });

  it('exports the address book with its search', async () => {
    const { response, bytes } = await download(manager, '/api/clients/export.csv?search=HYPERLINK');
    expect(response.status).toBe(200);
    const [headers, ...rows] = parseCsv(bytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
    expect(headers).toEqual(['Firma', 'NIP', 'Osoba kontaktowa', 'E-mail', 'Telefon']);
    expect(rows).toHaveLength(1);
    expect(rows[0][0]).toBe(`'${HOSTILE}`);
    const all = await download(admin, '/api/clients/export.xlsx');
    const [, ...clientRows] = await readXlsx(all.bytes);
    const total = (await (await admin.get('/api/clients?pageSize=1')).json()).total;
    expect(clientRows).toHaveLength(total);
  });
});

describe('streaming (D26)', () => {
  it('reads the rows batch by batch and gives the connection back when the download stops early', async () => {
    const em = app.orm.em.fork();
    const pool = (em.getConnection().getKnex().client as { pool: { numUsed(): number } }).pool;
    const me = (await (await admin.get('/api/auth/user')).json()) as { id: number };
    const user = { id: me.id, role: 'admin' } as SessionUser;
    const list = quoteListExport(equipmentQuotes, user, { page: 1, pageSize: 50 });
    const batches = cursorRows<QuoteExportRow>(em, list.rows, 10);
    const stream = csvStream(list.columns, batches);
    const read = stream[Symbol.asyncIterator]();
    await read.next();
    await read.next();
    // The header and the first ten rows are read; the cursor holds a connection for the rest.
    expect(pool.numUsed()).toBe(1);
    // As Koa does when the client goes away: the body stream is destroyed.
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pool.numUsed()).toBe(0);
    // The pool is whole: the next export is served.
    expect((await admin.get('/api/quotes/export.csv?status=draft')).status).toBe(200);
  });
});
