import { z } from 'zod';
import { Invalid } from './errors.ts';

/** Parses input with a domain schema; a failure is a 400 with one Polish message per field. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length ? issue.path.join('.') : '_';
    errors[field] ??= issue.message;
  }
  throw new Invalid(errors);
}

export const idParam = z.coerce
  .number({ error: 'Nieprawidłowy identyfikator' })
  .int({ error: 'Nieprawidłowy identyfikator' })
  .positive({ error: 'Nieprawidłowy identyfikator' })
  .max(2_147_483_647, { error: 'Nieprawidłowy identyfikator' });

/** The numeric `:id` of a route. */
export const parseId = (value: string | undefined) => parse(z.object({ id: idParam }), { id: value }).id;
