import { idParam } from '@ppp/domain';
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

/** The numeric `:id` of a route. */
export const parseId = (value: string | undefined) => parse(z.object({ id: idParam }), { id: value }).id;

/** The fields a change sent: absent ones (undefined after parsing) keep their stored values. */
export function sentFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
