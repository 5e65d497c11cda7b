import type { Context, Next } from 'koa';

// D24 (replacing D16's preflight rule): a preflight answers for any origin, and every answer,
// refusals included, lets the requesting page read it, so a widget can tell a page missing from its
// key's origins from an outage. It grants nothing: no credentials are ever allowed, and the real
// request still checks its key's origins (guard.ts).

export const CORS_ALLOWED_HEADERS = 'Content-Type, X-API-Key, Idempotency-Key, Authorization';
const EXPOSED_HEADERS =
  'Retry-After, RateLimit-Limit, RateLimit-Remaining, Idempotent-Replayed, Deprecation, Link';

export async function publicCors(ctx: Context, next: Next) {
  const origin = ctx.get('Origin');
  ctx.vary('Origin');
  if (origin) {
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (ctx.method === 'OPTIONS') {
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    ctx.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    ctx.set('Access-Control-Max-Age', '600');
    ctx.status = 204;
    return;
  }
  await next();
}
