import type { AppContext } from '../http/context.ts';

export interface PrintOptions {
  nonce: string;
  autoprint: boolean;
}

/**
 * Answers a print page (D7): never cached, its script allowed by the response's nonce, the print
 * dialog opened on load unless `?autoprint=0`, and (print pages only) framable by our own origin,
 * so an in-app route can show it beside its back and print buttons.
 */
export function answerPrintPage(ctx: AppContext, render: (options: PrintOptions) => string) {
  ctx.type = 'html';
  ctx.set('Cache-Control', 'no-store');
  ctx.set(
    'Content-Security-Policy',
    ctx.response.get('Content-Security-Policy').replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
  );
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.body = render({ nonce: ctx.state.cspNonce, autoprint: ctx.query.autoprint !== '0' });
}
