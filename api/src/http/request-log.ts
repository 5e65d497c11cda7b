import { randomUUID } from 'node:crypto';
import type { Context, Next } from 'koa';
import type { Logger } from '../logger.ts';

const validId = /^[\w-]{8,100}$/;

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
        path: ctx.originalUrl.split('?')[0],
        status: ctx.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: (ctx.state.user as { id?: number } | undefined)?.id,
      };
      if (ctx.status >= 500) log.error('request', fields);
      else log.info('request', fields);
    }
  };
}
