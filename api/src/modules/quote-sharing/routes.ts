import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { clientDecisionSchema, type QuoteKind, quoteKinds, sharingMessages } from '@ppp/domain';
import type { Context } from 'koa';
import type { AppContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { quoteGuards, reachedBy } from '../../http/guard.ts';
import { parseId } from '../../http/validate.ts';
import type { PrintableQuote } from '../../print/document.ts';
import { renderQuotePdf } from '../../print/pdf.ts';
import * as lifecycle from '../quote-lifecycle/lifecycle.ts';
import { CLIENT_PAGE_CSP, type DecisionFormState, decisionSection, notFoundPage } from './client-page.ts';
import { duplicateQuote } from './duplicate.ts';
import { quoteKindViews } from './kinds.ts';
import * as sharing from './service.ts';

/** `POST` and `DELETE {kind's address}/{id}/share` and `POST …/duplicate` for the four kinds (D17, D18). */
export function shareRoutes(publicUrl: string) {
  const router = new Router<unknown, AppContext>();
  for (const kind of quoteKinds) {
    const { base } = quoteKindViews[kind];
    const { own } = quoteGuards(kind);
    router.post(`${base}/:id/share`, own, async (ctx) => {
      const id = parseId(ctx.params.id);
      ctx.status = 201;
      ctx.body = await sharing.shareQuote(ctx.state.em, ctx.state.user!, kind, id, publicUrl);
    });
    router.delete(`${base}/:id/share`, own, async (ctx) => {
      await sharing.revokeShare(ctx.state.em, ctx.state.user!, kind, parseId(ctx.params.id));
      ctx.status = 204;
    });
    router.get(`${base}/:id/pdf`, own, async (ctx) => {
      const id = parseId(ctx.params.id);
      const quote = await lifecycle.openQuote(ctx.state.em, ctx.state.user!, kind, id);
      await answerPdf(
        ctx,
        quoteKindViews[kind].printable(await quoteKindViews[kind].detail(ctx.state.em, quote)),
      );
    });
    router.post(`${base}/:id/duplicate`, own, async (ctx) => {
      const duplicated = await duplicateQuote(ctx.state.em, ctx.state.user!, kind, parseId(ctx.params.id));
      ctx.status = 201;
      ctx.body = { ...duplicated.quote, skipped: duplicated.skipped };
    });
  }
  return router;
}

/** D17: the posts of the client page, at most this many per address and minute. */
const POSTS_PER_MINUTE = 20;
const posts = new Map<string, number[]>();
function tooManyPosts(ip: string, now = Date.now()) {
  const recent = (posts.get(ip) ?? []).filter((at) => at > now - 60_000);
  recent.push(now);
  posts.set(ip, recent);
  if (posts.size > 10_000) posts.clear();
  return recent.length > POSTS_PER_MINUTE;
}

/** The quote as an A4 PDF to download (D17), named by its number. */
async function answerPdf(ctx: Context, printable: PrintableQuote) {
  const pdf = await renderQuotePdf(printable);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${printable.quoteNumber.replace(/\//g, '-')}.pdf"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.body = pdf;
}

function answerPage(ctx: Context, status: number, html: string) {
  ctx.status = status;
  ctx.type = 'text/html; charset=utf-8';
  ctx.set('Content-Security-Policy', CLIENT_PAGE_CSP);
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Cache-Control', 'no-store');
  ctx.set('Referrer-Policy', 'no-referrer');
  ctx.body = html;
}

/**
 * /oferta/{token} (D17): the client's page, outside the staff application and its session; the
 * quote as printed, then the decision forms or the decision taken.
 */
export function clientPageRoutes(em: () => EntityManager) {
  const router = new Router();

  async function show(ctx: Context, status = 200, state: DecisionFormState = {}) {
    const token = String(ctx.params.token);
    try {
      const db = em();
      const quote = await sharing.sharedQuote(db, token);
      const view = quoteKindViews[quote.kind as QuoteKind];
      const detail = await view.detail(db, quote);
      answerPage(
        ctx,
        status,
        view.print(detail, {
          nonce: '',
          autoprint: false,
          noindex: true,
          appendix: decisionSection(detail, token, state),
        }),
      );
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        answerPage(ctx, 404, notFoundPage(error.message));
      else throw error;
    }
  }

  const byToken = reachedBy({ auth: 'shareToken' });
  router.get('/oferta/:token', byToken, (ctx) => show(ctx));
  router.get('/oferta/:token/pdf', byToken, async (ctx) => {
    try {
      const db = em();
      const quote = await sharing.sharedQuote(db, String(ctx.params.token));
      const view = quoteKindViews[quote.kind as QuoteKind];
      await answerPdf(ctx, view.printable(await view.detail(db, quote)));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404)
        answerPage(ctx, 404, notFoundPage(error.message));
      else throw error;
    }
  });
  for (const [action, to] of [
    ['accept', 'approved'],
    ['decline', 'rejected'],
  ] as const) {
    router.post(`/oferta/:token/${action}`, byToken, async (ctx) => {
      const token = String(ctx.params.token);
      if (tooManyPosts(ctx.ip)) {
        ctx.set('Retry-After', '60');
        return show(ctx, 429, { message: sharingMessages.tooMany });
      }
      const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      const parsed = clientDecisionSchema.safeParse({ name: body.name ?? '', comment: body.comment ?? null });
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return show(ctx, 400, {
          form: action,
          errors,
          values: { name: String(body.name ?? ''), comment: String(body.comment ?? '') },
        });
      }
      try {
        await sharing.decide(em(), token, to, parsed.data);
      } catch (error) {
        if (error instanceof HttpError && error.status === 409)
          return show(ctx, 409, { message: error.message });
        if (error instanceof HttpError && error.status === 404)
          return answerPage(ctx, 404, notFoundPage(error.message));
        throw error;
      }
      ctx.status = 303;
      ctx.redirect(`/oferta/${encodeURIComponent(token)}`);
    });
  }
  return router;
}
