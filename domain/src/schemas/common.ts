import { z } from 'zod';

/** An optional text field: trimmed, empty becomes null, at most `max` characters. */
export const optionalText = (max: number) =>
  z
    .string({ error: 'Podaj tekst' })
    .trim()
    .max(max, { error: `Maksymalnie ${max} znaków` })
    .nullish()
    .transform((value) => (value ? value : null));

/** D5 paging of lists that grow without bound. */
export const pageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Nieprawidłowy numer strony' })
    .int({ error: 'Nieprawidłowy numer strony' })
    .min(1, { error: 'Nieprawidłowy numer strony' })
    .default(1),
  pageSize: z.coerce
    .number({ error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .int({ error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .min(1, { error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .max(200, { error: 'Rozmiar strony musi wynosić od 1 do 200' })
    .default(50),
  search: z
    .string()
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
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };
