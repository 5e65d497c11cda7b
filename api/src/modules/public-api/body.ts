import { apiKeyMessages, messages, PUBLIC_BODY_LIMIT } from '@ppp/domain';
import type { Context, Next } from 'koa';
import getRawBody from 'raw-body';
import type { z } from 'zod';
import { jsonNestsDeeperThan, jsonTooDeepMessage, MAX_JSON_DEPTH } from '../../http/json-body.ts';
import { parseBody } from '../../http/validate.ts';
import { PublicApiError } from './errors.ts';
import { unknownFields } from './unknown-fields.ts';

// D24: the public API reads its own bodies, at most 64 kB of JSON, and only after the key check
// (the app's general parser leaves /api/public alone), so a stranger's megabyte is never read.

const notJson = 'Treść żądania musi być w formacie JSON (Content-Type: application/json)';

/** Reads the JSON body into `ctx.request.body` (an empty body reads as `{}`). Put after the guard. */
export async function readJsonBody(ctx: Context, next: Next) {
  const type = ctx.request.type;
  if (type && !ctx.is('json')) throw new PublicApiError(400, 'validation_failed', notJson);
  let text: string;
  try {
    text = await getRawBody(ctx.req, {
      length: ctx.get('Content-Length') || undefined,
      limit: PUBLIC_BODY_LIMIT,
      encoding: 'utf-8',
    });
  } catch (error) {
    if ((error as { status?: number }).status === 413)
      throw new PublicApiError(413, 'payload_too_large', messages.tooLarge);
    throw new PublicApiError(400, 'validation_failed', messages.malformedJson);
  }
  // The nesting limit every JSON body of the API keeps (D25), checked on the text before parsing.
  if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH))
    throw new PublicApiError(400, 'validation_failed', jsonTooDeepMessage);
  let body: unknown = {};
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      throw new PublicApiError(400, 'validation_failed', messages.malformedJson);
    }
  }
  (ctx.request as { body?: unknown }).body = body;
  await next();
}

/**
 * The body checked with its public schema: a field the schema does not name is 400 `unknown_field`
 * (D24), anything else wrong 400 `validation_failed` with D6's field messages.
 */
export function parsePublicBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  const unknown = unknownFields(schema, (ctx.request as { body?: unknown }).body);
  if (unknown.length > 0) {
    throw new PublicApiError(
      400,
      'unknown_field',
      apiKeyMessages.unknownField(unknown[0]),
      Object.fromEntries(unknown.map((path) => [path, apiKeyMessages.unknownFieldShort])),
    );
  }
  return parseBody(ctx, schema);
}
