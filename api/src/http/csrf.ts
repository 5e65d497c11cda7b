import type { Context, Next } from 'koa';
import { Forbidden } from './errors.ts';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.origin === 'null' ? undefined : url.origin;
  } catch {
    return undefined;
  }
}

/**
 * D2: a cookie-authenticated request that changes something must come from our own origin
 * (its Origin, else its Referer, equals the request's origin or PUBLIC_URL). /api/public never uses cookies.
 */
export function csrfProtection(publicUrl: string, cookieName: string) {
  const publicOrigin = new URL(publicUrl).origin;
  return async (ctx: Context, next: Next) => {
    if (
      unsafeMethods.has(ctx.method) &&
      !ctx.path.startsWith('/api/public/') &&
      ctx.cookies.get(cookieName) !== undefined
    ) {
      // A sent Origin decides, 'null' included (a page of another site, a redirect from one); only
      // a request without one is judged by its Referer.
      const sent = ctx.get('Origin');
      const origin = sent ? originOf(sent) : originOf(ctx.get('Referer'));
      // Not ctx.origin: Koa 3 answers the Origin header there. X-Forwarded-* count only behind TRUST_PROXY.
      const ownOrigin = `${ctx.protocol}://${ctx.host}`;
      if (!origin || (origin !== ownOrigin && origin !== publicOrigin)) throw new Forbidden();
    }
    await next();
  };
}
