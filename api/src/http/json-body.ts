import { bodyParser } from '@koa/bodyparser';
import type { Context, Next } from 'koa';
import { HttpError } from './errors.ts';

/** D25: objects and arrays nested deeper than this (the outermost counts as 1) are refused. */
export const MAX_JSON_DEPTH = 32;
export const jsonTooDeepMessage = `Dane JSON są zagnieżdżone zbyt głęboko (najwyżej ${MAX_JSON_DEPTH} poziomy)`;

/**
 * Whether JSON text nests objects and arrays deeper than `max` levels: one pass over the text with
 * a counter, so no depth of nesting can exhaust a stack. Brackets inside strings do not count.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      if (++depth > max) return true;
    } else if (char === 0x7d || char === 0x5d) depth--;
  }
  return false;
}

/**
 * The JSON body parser of every API chain (D25): at most `limit` bytes (413 beyond), malformed
 * JSON 400, nesting beyond {@link MAX_JSON_DEPTH} 400 with the common error body. Nothing reads
 * the body before a chain places this, so the public API can place it after its key check.
 */
export function jsonBody({ limit }: { limit: string }) {
  const parse = bodyParser({ enableTypes: ['json'], jsonLimit: limit, encoding: 'utf-8' });
  return (ctx: Context, next: Next) =>
    parse(ctx, async () => {
      const raw = ctx.request.rawBody;
      if (typeof raw === 'string' && jsonNestsDeeperThan(raw, MAX_JSON_DEPTH)) {
        throw new HttpError(400, jsonTooDeepMessage);
      }
      await next();
    });
}
