// The catalogues' period filter (D21): 'Od' and 'Do' as typed, read into a period the lists ask for
// (`?from=&to=`), with the same field messages as the API's `cataloguePeriodSchema`.
import { cataloguePeriodSchema, readDateText } from '@ppp/domain';
import type { Period } from './availabilityApi.ts';

export interface PeriodFilterReading {
  /** Both days read and in order; null with errors or when both fields are empty. */
  period: Period | null;
  /** Both fields empty: no period, the lists as they are. */
  empty: boolean;
  errors: { from?: string; to?: string };
}

/**
 * Reads the two fields: both or neither; each 'DD.MM.YYYY' (or a pasted 'YYYY-MM-DD'); 'Do' not
 * before 'Od' and the period at most 366 days (the API's limits, with its messages).
 */
export function readPeriodFilter(fromText: string, toText: string): PeriodFilterReading {
  const from = readDateText(fromText);
  const to = readDateText(toText);
  if (from.state === 'empty' && to.state === 'empty') return { period: null, empty: true, errors: {} };
  const errors: PeriodFilterReading['errors'] = {};
  if (from.state === 'invalid') errors.from = from.message;
  if (to.state === 'invalid') errors.to = to.message;
  const parsed = cataloguePeriodSchema.safeParse({
    from: from.state === 'date' ? from.value : undefined,
    to: to.state === 'date' ? to.value : undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && errors[field] === undefined) errors[field] = issue.message;
    }
  }
  const period = parsed.success && !errors.from && !errors.to ? parsed.data : null;
  return { period, empty: false, errors };
}

/** A period from an address's `?from=&to=`, when both are there and valid; else none. */
export function periodOfParams(params: URLSearchParams): Period | null {
  const parsed = cataloguePeriodSchema.safeParse({
    from: params.get('from') ?? undefined,
    to: params.get('to') ?? undefined,
  });
  return parsed.success ? parsed.data : null;
}

/** 'wolne {n} z {m}': the fewest units free over the period, of the item's available ones. */
export const freeUnitsLabel = (free: number, available: number) => `wolne ${free} z ${available}`;
