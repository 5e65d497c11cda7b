import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';

const validId = /^[\w-]{8,100}$/;

/**
 * The path as logged (D25): a share token opens a client's quote, so the segment after /oferta/ is
 * written redacted, and so is any other segment long and random enough to be a token (32+
 * URL-safe characters: a share link in another form, a sign-in's interaction). The query is never logged.
 */
export const loggedPath = (url: string) =>
  url
    .split('?')[0]
    .replace(/^\/+oferta\/[^/]+/i, '/oferta/[token]')
    .replace(/(?<=\/)[\w%-]{32,}(?=\/|$)/g, '[token]');

/** One structured log line per request, with a request id that is also answered in X-Request-Id. */
export function requestLog(log: Logger) {
  return async (ctx: Context, next: Next) => {
    const started = performance.now();
    const incoming = ctx.get('X-Request-Id');
    const requestId = validId.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set('X-Request-Id', requestId);
    try {
      await next();
    } finally {
      const fields = {
        requestId,
        method: ctx.method,
        path: loggedPath(ctx.originalUrl),
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: (ctx.state.user as { id?: number } | undefined)?.id,
      };
      if (ctx.status >= 500) log.error('request', fields);
      else log.info('request', fields);
    }
  };
}
