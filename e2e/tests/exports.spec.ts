// D26: the equipment quotes list downloaded as CSV and XLSX from its buttons, both files parsed here
// and compared with the rows the list shows for the same filter; a company named `=HYPERLINK("x")`
// arrives as text (an apostrophe in CSV, a plain string cell in XLSX). A seeded product of its own.
import type { Download, Page } from '@playwright/test';
import { parse as parseCsv } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { expect, test } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

let seeded: SeededProduct;
const HOSTILE = '=HYPERLINK("x")';
const HEADERS = ['Numer', 'Klient', 'Status', 'Netto', 'VAT', 'Brutto', 'Data utworzenia', 'Autor'];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }, testInfo) => {
  testInfo.setTimeout(180_000);
  seeded = await startSeededProduct(browser, {
    email: 'eksport.admin@example.com',
    firstName: 'Ewa',
    lastName: 'Eksport',
  });
  const { api } = seeded;
  const [equipment] = (await (await api.get('/api/equipment')).json()) as { id: number }[];
  for (const companyName of ['Eksport Alfa Sp. z o.o.', HOSTILE, 'Eksport Beta S.A.']) {
    const response = await api.post('/api/quotes', {
      data: {
        client: { companyName },
        items: [{ equipmentId: equipment!.id, quantity: 2, rentalPeriodDays: 3 }],
      },
    });
    if (response.status() !== 201) throw new Error(`${response.status()}: ${await response.text()}`);
  }
});

test.afterAll(async () => {
  await seeded?.stop();
});

/** The list's rows as its table shows them: number, client, status, creation date. */
async function listedRows(page: Page) {
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const rows = await table.getByRole('row').all();
  const read: { number: string; client: string }[] = [];
  for (const row of rows.slice(1)) {
    const cells = await row.locator('th, td').allInnerTexts();
    read.push({ number: cells[0]!.split('\n')[0]!.trim(), client: cells.slice(1).join('\t') });
  }
  return read;
}

const bytesOf = async (download: Download) =>
  Buffer.concat(await (await download.createReadStream()).toArray());

test('downloads the equipment quotes list as CSV and XLSX, each matching the list', async () => {
  const { page } = seeded;
  await page.goto('/quotes?search=Eksport');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const listed = await listedRows(page);
  expect(listed).toHaveLength(2);

  // CSV: the link carries the list's search; the browser saves the file.
  const csvLink = page.getByRole('link', { name: 'Eksportuj CSV' });
  await expect(csvLink).toHaveAttribute('href', '/api/quotes/export.csv?search=Eksport');
  await csvLink.focus();
  const csvDownload = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^wyceny-sprzętu-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvBytes = await bytesOf(csv);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [headers, ...rows] = parseCsv(csvBytes.toString('utf8').slice(1), { delimiter: ';' }) as string[][];
  expect(headers).toEqual(HEADERS);
  expect(rows.map((row) => row[0])).toEqual(listed.map((row) => row.number));
  for (const [index, row] of rows.entries()) {
    expect(listed[index]!.client).toContain(row[1]!);
    expect(row[2]).toBe('Wersja robocza');
    expect(row[3]).toMatch(/^\d+,\d{2}$/);
    expect(row[6]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    expect(row[7]).toBe('Ewa Eksport');
  }

  // XLSX: the same rows, amounts as numbers.
  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eksportuj XLSX' }).click();
  const xlsx = await xlsxDownload;
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(xlsx)) as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const cells: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    cells.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  expect(cells[0]).toEqual(HEADERS);
  expect(cells.slice(1).map((row) => row[0])).toEqual(listed.map((row) => row.number));
  for (const [index, row] of cells.slice(1).entries()) {
    expect(row[1]).toBe(rows[index]![1]);
    expect(row[3]).toBe(Number(rows[index]![3]!.replace(',', '.')));
  }
});

test('exports a company named =HYPERLINK("x") as text, never a formula', async () => {
  const { page } = seeded;
  await page.goto('/quotes?search=HYPERLINK');
  expect(await listedRows(page)).toHaveLength(1);
  const csvDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eksportuj CSV' }).click();
  const text = (await bytesOf(await csvDownload)).toString('utf8').slice(1);
  const [, row] = parseCsv(text, { delimiter: ';' }) as string[][];
  expect(row![1]).toBe(`'${HOSTILE}`);

  const xlsxDownload = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Eksportuj XLSX' }).click();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await bytesOf(await xlsxDownload)) as unknown as ArrayBuffer);
  const cell = workbook.worksheets[0]!.getRow(2).getCell(2);
  expect(cell.type).toBe(ExcelJS.ValueType.String);
  expect(cell.value).toBe(HOSTILE);
});
