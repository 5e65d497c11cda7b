import { randomBytes } from 'node:crypto';
import type { Context, Next } from 'koa';

/**
 * The one Content-Security-Policy of ARCHITECTURE.md, set on every answer: scripts only from our
 * origin and the areas' origins (plus a per-response nonce for print pages), no objects,
 * base-uri 'self', no framing. styled-components injects <style> elements, hence 'unsafe-inline' for styles.
 */
export function securityHeaders(extraScriptOrigins: () => string[], https = false) {
  return async (ctx: Context, next: Next) => {
    const nonce = randomBytes(16).toString('base64');
    ctx.state.cspNonce = nonce;
    // Set before the rest runs: the identity provider answers through the raw response.
    (ctx.req as { cspNonce?: string }).cspNonce = nonce;
    const origins = extraScriptOrigins().join(' ');
    ctx.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' ${origins}`.trim(),
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        `connect-src 'self' ${origins}`.trim(),
        "object-src 'none'",
        "base-uri 'self'",
        "frame-ancestors 'none'",
        "form-action 'self'",
      ].join('; '),
    );
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Under an https PUBLIC_URL browsers are told to use nothing else (issue 16 §9).
    if (https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
