import type { EntityManager } from '@mikro-orm/postgresql';
import { apiKeyMessages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { countHit } from '../../http/rate-window.ts';
import { CLIENT_PAGE_CSP } from '../quote-sharing/client-page.ts';

// D23: per address, 120 client pages, 30 client PDFs and 20 decisions (D17) a minute, counted in PostgreSQL (the public
// API's sliding window, D16). `/oferta` is served without a session (D17: no sign-in, the staff
// cookie is neither read nor renewed), so every request there counts; staff routes are not limited.

export const CLIENT_PAGE_LIMITS = { page: 120, pdf: 30, decision: 20 } as const;
type Bucket = keyof typeof CLIENT_PAGE_LIMITS;

/**
 * D17: a decision posted on the client page counts in its address's own window (20 a minute, every
 * API process alike); answers the seconds to wait when over, else null.
 */
export const countDecision = (em: EntityManager, ip: string) =>
  countHit(em, 'client_page_hit', { bucket: 'decision', ip: ip || 'unknown' }, CLIENT_PAGE_LIMITS.decision);

/** What a GET under /oferta asks for: the page, its PDF, or neither (a decision's post). */
function bucketOf(ctx: Context): Bucket | null {
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return null;
  if (/^\/oferta\/[^/]+\/pdf$/.test(ctx.path)) return 'pdf';
  if (/^\/oferta\/[^/]+$/.test(ctx.path)) return 'page';
  return null;
}

/** The refusal as a page; its message is ours alone (a number of seconds), nothing a request sent. */
const tooManyPage = (message: string) => `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>Zbyt wiele żądań</title>
<style>body{font-family:system-ui,sans-serif;max-width:560px;margin:15vh auto;padding:0 16px;color:#0f172a}h1{font-size:20pt}</style></head>
<body><h1>Zbyt wiele żądań</h1><p>${message}</p></body></html>`;

/**
 * Counts a page or PDF request of its address before anything else is done for it (an unknown
 * token counts too); over the limit: 429 'Zbyt wiele żądań. Spróbuj ponownie za {n} s.' with
 * Retry-After, as a page (a browser opened the address).
 */
export function clientPageLimits(em: () => EntityManager) {
  return async (ctx: Context, next: Next) => {
    const bucket = bucketOf(ctx);
    if (!bucket) return next();
    const ip = ctx.ip || 'unknown';
    const wait = await countHit(em(), 'client_page_hit', { bucket, ip }, CLIENT_PAGE_LIMITS[bucket]);
    if (wait === null) return next();
    ctx.status = 429;
    ctx.set('Retry-After', String(wait));
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Content-Security-Policy', CLIENT_PAGE_CSP);
    ctx.set('X-Robots-Tag', 'noindex, nofollow');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = tooManyPage(apiKeyMessages.tooManyRequests(wait));
  };
}
