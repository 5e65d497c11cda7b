import { erasedPersonalDataLabel, formatDate } from '@ppp/domain';

/**
 * One column of an exported list (D26): its Polish header, how its cells are typed and the cell of a
 * row. Text is a plain string (null: empty), money a decimal string with two places ('1107.00'),
 * a date an instant shown as its Europe/Warsaw day, an integer a count.
 */
export type ExportColumn<Row> =
  | { header: string; type: 'text'; width?: number; value: (row: Row) => string | null }
  | { header: string; type: 'money'; width?: number; value: (row: Row) => string | null }
  | { header: string; type: 'date'; width?: number; value: (row: Row) => Date | string | null }
  | { header: string; type: 'integer'; width?: number; value: (row: Row) => number | null };

/** A contact field, or 'Dane usunięte' once its record's personal data was erased (D25), as the lists show it. */
export const contactCell = (row: { erased_at: Date | null }, value: string | null) =>
  row.erased_at ? erasedPersonalDataLabel : value;

/** A formula's first characters (D26): `= + - @` or a tab make a spreadsheet read a text cell as one. */
const FORMULA_START = /^[=+\-@\t]/;

/** A text cell as CSV writes it: a leading apostrophe when a spreadsheet would read it as a formula. */
export const formulaSafe = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** '1107.00' → '1107,00': the stored decimal with a comma, no grouping and no currency (D26). */
export const csvMoney = (amount: string) => amount.replace('.', ',');

/**
 * One CSV field per RFC 4180 with `;` between fields: quoted when it holds the separator, a quote or
 * a line break, its quotes doubled.
 */
export function csvField(text: string) {
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A cell's CSV text (D26): formula-safe text, money with a decimal comma, dates DD.MM.YYYY. */
export function csvCell<Row>(column: ExportColumn<Row>, row: Row): string {
  switch (column.type) {
    case 'text': {
      const text = column.value(row);
      return text ? csvField(formulaSafe(text)) : '';
    }
    case 'money': {
      const amount = column.value(row);
      return amount === null ? '' : csvMoney(amount);
    }
    case 'date':
      return formatDate(column.value(row));
    case 'integer': {
      const count = column.value(row);
      return count === null ? '' : String(count);
    }
  }
}

/** A row's CSV line, CRLF-terminated (RFC 4180). */
export const csvLine = (fields: readonly string[]) => `${fields.join(';')}\r\n`;

/** The author's columns of an exported row as domain's author labels read them. */
export const authorOf = (row: {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}) => ({
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
});
