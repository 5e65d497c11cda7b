import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Context, Next } from 'koa';

/** The one address of the product's icon, for the pages the API writes itself (print, sign-in). */
const FAVICON_PATH = '/favicon.svg';

/** The <link> every HTML page of the API carries in its <head>. */
export const faviconLink = `<link rel="icon" type="image/svg+xml" href="${FAVICON_PATH}">`;

/**
 * Answers GET /favicon.svg with the shell's own icon (shell/src/favicon.svg, the one source), so
 * the pages outside the shell show the same icon whether the front ends are built or not.
 */
export function serveFavicon(root: string) {
  let svg: Buffer | null;
  try {
    svg = readFileSync(resolve(root, 'shell', 'src', 'favicon.svg'));
  } catch {
    svg = null;
  }
  return async (ctx: Context, next: Next) => {
    if (ctx.path !== FAVICON_PATH || (ctx.method !== 'GET' && ctx.method !== 'HEAD') || !svg) return next();
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  };
}
