import type { EntityManager } from '@mikro-orm/postgresql';
import { type ExportFormat, exportMessages } from '@ppp/domain';
import type { SqlStatement } from '../../db/prepared.ts';
import { preparedRows, type Row } from '../../db/prepared.ts';
import { attachmentAs } from '../../http/attachment.ts';
import type { AppContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import type { ExportColumn } from './columns.ts';
import { csvStream } from './csv.ts';
import { cursorRows } from './cursor.ts';
import { XLSX_MAX_ROWS, xlsxStream } from './xlsx.ts';

/** The XLSX row limit, lowered by tests (a million rows is not a test). */
export const exportLimits = { xlsxRows: XLSX_MAX_ROWS };

/** A list as it is exported (D26): its rows' statement, its columns and its file's name. */
export interface ListExport<T extends Row> {
  /** The file's name without the extension (Polish letters allowed: sent as RFC 6266's `filename*`). */
  fileName: string;
  sheetName: string;
  columns: readonly ExportColumn<T>[];
  /** Every row the list shows, in its order. */
  rows: SqlStatement;
  /** The statement's rows counted, up to `?` (the limit + 1: counting stops there). */
  countUpTo: SqlStatement;
}

const contentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Today in Europe/Warsaw as YYYY-MM-DD, for the file's name. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });

/**
 * Answers a list's export (D26) as a download streamed from a server-side cursor. An XLSX above
 * Excel's row limit is refused first with 400, counted up to one past the limit.
 */
export async function answerExport<T extends Row>(
  ctx: AppContext,
  format: ExportFormat,
  list: ListExport<T>,
) {
  const em: EntityManager = ctx.state.em;
  if (format === 'xlsx') {
    const limit = exportLimits.xlsxRows;
    const [counted] = await preparedRows<{ n: number }>(em, list.countUpTo.sql, [
      ...list.countUpTo.params,
      limit + 1,
    ]);
    if ((counted?.n ?? 0) > limit) throw new HttpError(400, exportMessages.tooManyRowsForXlsx);
  }
  const batches = cursorRows<T>(em, list.rows);
  attachmentAs(ctx, `${list.fileName}-${today()}.${format}`);
  ctx.type = contentTypes[format];
  ctx.set('Cache-Control', 'no-store');
  ctx.body =
    format === 'csv' ? csvStream(list.columns, batches) : xlsxStream(list.columns, batches, list.sheetName);
}
