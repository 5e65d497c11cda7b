import { inputMessages, MAX_INTEGER } from '@ppp/domain';
import type { Context } from 'koa';
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

/**
 * Each route's body schema as last met, keyed `METHOD /path/:param`: the fuzzer (issue 16 §2) derives
 * its inputs from them. Bounded by the number of routes.
 */
export const bodySchemas = new Map<string, z.ZodType>();

/** Parses a request's JSON body with the route's schema (see {@link parse}). */
export function parseBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const route = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof route === 'string') bodySchemas.set(`${ctx.method} ${route}`, schema);
  return parse(schema, ctx.request.body);
}

/**
 * A path's id as text (D25): digits without a leading zero, at most 2 147 483 647 (an integer
 * column's largest). Nothing else is read as a number: not '0x10', '1e3', '1 ', '01' or '0'.
 */
const strictId = z
  .string({ error: inputMessages.id })
  .regex(/^[1-9][0-9]{0,9}$/, { error: inputMessages.id })
  .transform(Number)
  .refine((id) => id <= MAX_INTEGER, { error: inputMessages.id });

/** A path's id under its name, for the field of the 400 (one schema, made once: zod builds a schema at a cost). */
const pathId = z.object({ id: strictId });

/** The numeric `:id` of a route: every route reads its ids through this (400 'Nieprawidłowy identyfikator'). */
export const parseId = (value: string | undefined) => parse(pathId, { id: value }).id;

/** The fields a change sent: absent ones (undefined after parsing) keep their stored values. */
export function sentFields<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
