import type { Context, Next } from 'koa';
import { messagePage } from './dev-pages.ts';

// D25: the password-less development sign-in is for a browser on this machine. A reverse proxy on
// the same host would hand it to anybody: a stock `proxy_pass http://127.0.0.1:3000` rewrites the
// Host to ours and adds no header, so the browser's own Origin (the public address) gives it away;
// a proxy that adds forwarding headers, or a Host we do not serve, too. DEV_LOGIN=1 lifts this.

const proxyHeaders = ['forwarded', 'via'];
const isProxied = (ctx: Context) =>
  Object.keys(ctx.headers).some((name) => proxyHeaders.includes(name) || name.startsWith('x-forwarded-'));

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

export const DEV_SIGN_IN_REFUSED = {
  title: 'Logowanie deweloperskie niedostępne',
  text:
    'Logowanie bez hasła działa tylko w przeglądarce na tym komputerze, pod adresem aplikacji, bez serwera pośredniczącego (proxy). ' +
    'Administrator musi skonfigurować dostawcę tożsamości: ustawić OIDC_ISSUER, OIDC_CLIENT_ID i OIDC_CLIENT_SECRET.',
} as const;

/**
 * Guards everything under /oidc (the development provider): refuses a request carrying proxy
 * headers, a Host other than the ones we serve, or a login form post whose Origin (else Referer)
 * is not PUBLIC_URL's origin, with a Polish page saying to set OIDC_ISSUER.
 */
export function devSignInGuard(opts: { publicUrl: string; hosts: string[] }) {
  const publicOrigin = new URL(opts.publicUrl).origin;
  const hosts = new Set(opts.hosts.map((host) => host.toLowerCase()));
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== '/oidc' && !ctx.path.startsWith('/oidc/')) return next();
    const formPost = ctx.method === 'POST' && ctx.path.startsWith('/oidc/interaction/');
    // The Origin when the browser sent one ('null' included), else the Referer's.
    const origin = ctx.get('Origin') ? originOf(ctx.get('Origin')) : originOf(ctx.get('Referer'));
    const refused =
      isProxied(ctx) ||
      !hosts.has((ctx.get('Host') || '').toLowerCase()) ||
      (formPost && origin !== publicOrigin);
    if (!refused) return next();
    ctx.status = 403;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-store');
    ctx.body = messagePage(DEV_SIGN_IN_REFUSED.title, DEV_SIGN_IN_REFUSED.text, '/');
  };
}
