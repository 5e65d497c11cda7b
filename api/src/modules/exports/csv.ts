import { Readable } from 'node:stream';
import { csvCell, csvField, csvLine, type ExportColumn } from './columns.ts';

/** UTF-8's byte order mark: spreadsheets then read the file as UTF-8 (D26). */
const BOM = '\uFEFF';

/**
 * The CSV file of a list (D26) as a stream: the BOM and the Polish headers, then one chunk per batch
 * of rows, each made only when the response asks for more.
 */
export function csvStream<Row>(columns: readonly ExportColumn<Row>[], batches: AsyncIterable<Row[]>) {
  async function* chunks() {
    yield Buffer.from(BOM + csvLine(columns.map((column) => csvField(column.header))));
    for await (const rows of batches) {
      let text = '';
      for (const row of rows) text += csvLine(columns.map((column) => csvCell(column, row)));
      yield Buffer.from(text);
    }
  }
  return Readable.from(chunks(), { objectMode: false });
}
