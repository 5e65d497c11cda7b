import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import { formatDate } from '@ppp/domain';
import ExcelJS from 'exceljs';
import type { ExportColumn } from './columns.ts';

/** Excel's last row is 1 048 576; one is the header (D26). */
export const XLSX_MAX_ROWS = 1_048_575;

/** The formats of typed cells: amounts as numbers with two places, days as dates (D26). */
const numberFormats = { money: '0.00', date: 'dd.mm.yyyy', integer: '0', text: '@' } as const;

/** A day of Europe/Warsaw as Excel's date (a calendar day, no time zone). */
function warsawDay(value: Date | string | null) {
  const text = formatDate(value);
  if (!text) return null;
  const [day, month, year] = text.split('.').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * A cell's XLSX value: text a plain string cell as it is (never a formula, so no apostrophe, D26),
 * money a number, dates a date cell.
 */
function xlsxCell<Row>(column: ExportColumn<Row>, row: Row): string | number | Date | null {
  switch (column.type) {
    case 'text':
      return column.value(row) || null;
    case 'money': {
      const amount = column.value(row);
      // An amount of two decimal places is exact enough as a double for a spreadsheet's cell.
      return amount === null ? null : Number(amount);
    }
    case 'date':
      return warsawDay(column.value(row));
    case 'integer':
      return column.value(row);
  }
}

/** Resolves when the stream can take more, or has been closed (the client went away). */
async function drained(stream: Writable) {
  if (stream.destroyed || !stream.writableNeedDrain) return;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
}

/**
 * The XLSX file of a list (D26) with exceljs's streaming writer: inline strings (no shared-strings
 * table kept in memory), each batch of rows committed as it comes, the next read only once the
 * response has taken the last (backpressure); stops, closing the rows, when the client goes away.
 */
export function xlsxStream<Row>(
  columns: readonly ExportColumn<Row>[],
  batches: AsyncIterable<Row[]>,
  sheetName: string,
) {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((column, index) => ({
    header: column.header,
    key: String(index),
    width: column.width ?? 18,
    style: { numFmt: numberFormats[column.type] },
  }));
  const write = async () => {
    for await (const rows of batches) {
      if (output.destroyed) return;
      for (const row of rows) sheet.addRow(columns.map((column) => xlsxCell(column, row))).commit();
      await drained(output);
      // The zip is deflated as it is read: let it take the batch before the next is fetched.
      await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}
