import { z } from 'zod';
import { emailPattern } from '../clients/rules.ts';
import { itemInputMessages } from '../pricing/item-messages.ts';
import { polishIssueMessage } from './error-map.ts';

// Installed where every schema module of domain starts, so the API and the browser word the issues
// a schema leaves without a message alike (D6), never with zod's English defaults.
z.config({ customError: polishIssueMessage });

export { genericMessages, polishIssueMessage } from './error-map.ts';

/** The largest value of a PostgreSQL integer column: ids, counts, positions, intervals. */
export const MAX_INTEGER = 2_147_483_647;

export const inputMessages = {
  /** PostgreSQL text cannot hold a NUL character. */
  forbiddenCharacters: 'Tekst zawiera niedozwolone znaki',
  tooLarge: itemInputMessages.tooLarge,
  id: 'Nieprawidłowy identyfikator',
} as const;

/** Text as a request may send it: a string without the NUL character that PostgreSQL refuses. */
export const text = (message?: string) =>
  z
    .string(message === undefined ? undefined : { error: message })
    .refine((value) => !value.includes('\u0000'), { error: inputMessages.forbiddenCharacters, abort: true });

/** An optional text field: trimmed, empty becomes null, at most `max` characters. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Maksymalnie ${max} znaków` })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * An optional text field of a change (PUT or PATCH): absent stays absent, so the stored value is
 * kept; empty or null clears it. Otherwise as optionalText.
 */
export const optionalTextChange = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Maksymalnie ${max} znaków` })
    .nullable()
    .transform((value) => (value ? value : null))
    .optional();

/** An e-mail address by the one rule the widgets check too (clients/rules.ts), else `message`. */
export const emailAddress = (message?: string) =>
  z.email({ pattern: emailPattern, ...(message === undefined ? {} : { error: message }) });

/** A required name: trimmed, not empty (`message`), at most 200 characters. */
export const requiredName = (message: string) =>
  text(message).trim().min(1, { error: message }).max(200, { error: 'Maksymalnie 200 znaków' });

/** A first or last name of the profile form: trimmed, empty becomes null. */
export const personName = text()
  .trim()
  .max(100, { error: 'Maksymalnie 100 znaków' })
  .transform((value) => (value === '' ? null : value));

/** The id of a stored row as a body sends it: a positive integer that fits an integer column. */
export const entityId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INTEGER, { error: message });

/** The same, also read from text (path parameters, form fields). */
export const coercedEntityId = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_INTEGER, { error: message });

/**
 * A typed whole figure (a stock, a quantity, days), also read from text: below `min` the field's
 * `message`; above `max` (an integer column's end by default) `tooLarge`; a fraction ('2,5'), a text
 * or an empty text (which coercion would read as 0) `notWhole`. The end is checked before the
 * wholeness, so 1e20 is too large rather than no whole number.
 */
export const wholeFigure = ({
  min,
  message,
  notWhole,
  max = MAX_INTEGER,
  tooLarge,
}: {
  min: number;
  message: string;
  notWhole: string;
  max?: number;
  tooLarge: string;
}) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? Number.NaN : value),
    z.coerce
      .number({ error: notWhole })
      .max(max, { error: tooLarge })
      .int({ error: notWhole })
      .min(min, { error: message }),
  );

/** The numeric `:id` of a route. */
export const idParam = coercedEntityId(inputMessages.id);

const pageMessage = 'Nieprawidłowy numer strony';

/** D5 paging of lists that grow without bound. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .max(MAX_INTEGER, { error: pageMessage })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .int({ error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .min(1, { error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .max(200, { error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .default(50),
  search: text()
    .trim()
    .max(200, { error: 'Maksymalnie 200 znaków' })
    .optional()
    .transform((value) => value || undefined),
});

export const page = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  /** A quote list stops counting past 10 000 matches: `total` is then a lower bound ('ponad N'). */
  totalIsEstimate?: boolean;
};
