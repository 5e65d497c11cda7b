// Exports of every list (D26): CSV and XLSX of what a list shows, with its filters.

export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];

export const exportMessages = {
  /** D26: Excel's sheet holds 1 048 576 rows, the header one of them. */
  tooManyRowsForXlsx: 'Za dużo wierszy dla XLSX — użyj CSV',
} as const;

/** The buttons of every list (D26). */
export const exportLabels: Record<ExportFormat, string> = {
  csv: 'Eksportuj CSV',
  xlsx: 'Eksportuj XLSX',
};

/**
 * The export's address of a list (D26): `{list's API path}/export.{format}` with the list's current
 * filters (empty ones left out; the page is not a filter).
 */
export function exportHref(
  listApiPath: string,
  format: ExportFormat,
  filters: Readonly<Record<string, string | null | undefined>> = {},
) {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const text = query.toString();
  return `${listApiPath}/export.${format}${text ? `?${text}` : ''}`;
}
