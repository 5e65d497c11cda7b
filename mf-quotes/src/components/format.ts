import { displayName } from '@ppp/domain';

const percentFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** "10.00" → "10%", "7.50" → "7,5%" (a rate for reading, never used in a calculation). */
export function formatPercent(value: string | number | null | undefined): string {
  const number = Number(value ?? 0);
  return `${percentFormat.format(Number.isFinite(number) ? number : 0)}%`;
}

const figureFormat = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

/** A typed figure for reading: "8.00" → "8", "1.15" → "1,15". */
export function formatFigure(value: string | number | null | undefined): string {
  const number = Number(value ?? 0);
  return figureFormat.format(Number.isFinite(number) ? number : 0);
}

/** The person who created a quote or changed its status, as the kit names users. */
export const personName = (
  person: { firstName: string | null; lastName: string | null; email: string | null } | null,
) => (person ? displayName(person) : 'System');
