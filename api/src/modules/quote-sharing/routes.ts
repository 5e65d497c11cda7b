import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  apiKeyMessages,
  clientDecisionSchema,
  clientDecisionVersionSchema,
  quoteVersionMessages,
  sharingMessages,
} from '@ppp/domain';
import type { Context, Next } from 'koa';
import { HttpError, isUndecodableBody, NotFound } from '../../http/errors.ts';
import { reachedBy } from '../../http/guard.ts';
import { renderClientDocument } from '../../print/client-print.ts';
import { answerPdf } from '../../print/pdf-answer.ts';
import { countDecision } from '../client-page-limits/limits.ts';
import { assertFreeToApprove } from '../quote-lifecycle/availability.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import { readDetailQuote } from '../quote-lifecycle/lifecycle.ts';
import type { AnyQuoteKind } from '../quote-lifecycle/registry.ts';
import {
  CLIENT_PAGE_CSP,
  type DecisionFormState,
  decisionNotice,
  decisionSection,
  methodNotAllowedPage,
  notFoundPage,
  unreadFormPage,
} from './client-page.ts';
import { clientDocumentOf } from './offer.ts';
import * as sharing from './service.ts';

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
 * After the client page's routes (D17): an address under /oferta that none of them takes is the
 * page's own 404 (never the staff application), and a method they do not take its own 405, in Polish.
 */
export async function clientPageFallback(ctx: Context, next: Next) {
  await next();
  if (ctx.status === 405) {
    const allowed = ctx.response.get('Allow');
    answerPage(ctx, 405, methodNotAllowedPage(ctx.path.split('/').slice(0, 3).join('/')));
    if (allowed) ctx.set('Allow', allowed);
  } else if (ctx.status === 404 && ctx.body == null) {
    answerPage(ctx, 404, notFoundPage(sharingMessages.notFound));
  }
}

/**
 * The client's page before its form is read: a form the body parser refuses (over 16 kB, D25, or
 * malformed) answers a page with the way back to the offer, not the staff API's JSON.
 */
export async function clientPageFormErrors(ctx: Context, next: Next) {
  try {
    await next();
  } catch (error) {
    const undecodable = isUndecodableBody(error);
    const status = undecodable ? 400 : (error as { status?: unknown }).status;
    if (error instanceof HttpError || (status !== 400 && status !== 413 && status !== 415)) throw error;
    const offerPath = ctx.path.split('/').slice(0, 3).join('/');
    answerPage(ctx, status, unreadFormPage(status === 413, offerPath));
  }
}

/**
 * /oferta/{token} (D17, D23): the client's page, outside the staff application and its session; the
 * client document, then the decision forms or the decision taken.
 */
export function clientPageRoutes(em: () => EntityManager, kinds: readonly AnyQuoteKind[]) {
  const kindOf = (quote: QuoteRow) => {
    const kind = kinds.find((candidate) => candidate.entry.kind === quote.kind);
    if (!kind) throw new NotFound(sharingMessages.notFound);
    return kind;
  };

  const router = new Router();

  async function show(ctx: Context, status = 200, state: DecisionFormState = {}) {
    const token = String(ctx.params.token);
    try {
      const db = em();
      const quote = await sharing.sharedQuote(db, token);
      // A decided offer draws no form to mark a field of: a second decision is refused as such (D17).
      if (quote.status !== 'pending' && state.errors) {
        status = 409;
        state = { message: sharingMessages.decided };
      }
      const kind = kindOf(quote);
      const detail = await kind.detail(db, await readDetailQuote(db, kind.entry, quote.id));
      // D23: the client document, the decision's thanks above it, the forms (or the decision) below.
      const document = await clientDocumentOf(db, kind, detail);
      answerPage(
        ctx,
        status,
        renderClientDocument(document, {
          nonce: '',
          autoprint: false,
          noindex: true,
          top: decisionNotice(detail, state),
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
      const kind = kindOf(quote);
      const detail = await kind.detail(db, await readDetailQuote(db, kind.entry, quote.id));
      await answerPdf(ctx, await clientDocumentOf(db, kind, detail, { withLogo: true }), {
        em: db,
        quote: detail,
      });
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
    // A refused decision's page is drawn at the form's address: opened again (a reload after
    // leaving, a restored tab), that address leads back to the offer rather than to the staff app.
    router.get(`/oferta/:token/${action}`, byToken, async (ctx) => {
      const token = String(ctx.params.token);
      try {
        await sharing.sharedQuote(em(), token);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404)
          return answerPage(ctx, 404, notFoundPage(error.message));
        throw error;
      }
      ctx.status = 303;
      ctx.redirect(`/oferta/${encodeURIComponent(token)}`);
    });
    router.post(`/oferta/:token/${action}`, byToken, async (ctx) => {
      const token = String(ctx.params.token);
      // D17: at most 20 decisions a minute per address, counted in PostgreSQL like its pages (D23).
      const wait = await countDecision(em(), ctx.ip);
      if (wait !== null) {
        ctx.set('Retry-After', String(wait));
        return show(ctx, 429, { message: apiKeyMessages.tooManyRequests(wait) });
      }
      const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      // A form sends a textarea's line breaks as CRLF; its maxlength counted each as one character.
      const comment = typeof body.comment === 'string' ? body.comment.replace(/\r\n?/g, '\n') : body.comment;
      const parsed = clientDecisionSchema.safeParse({ name: body.name ?? '', comment: comment ?? null });
      // What was typed, shown again under a refusal.
      const typed = { name: String(body.name ?? ''), comment: String(comment ?? '') };
      if (!parsed.success) {
        const errors: Record<string, string> = {};
        for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
        return show(ctx, 400, {
          form: action,
          errors,
          values: typed,
        });
      }
      // D23: the version the page showed (its hidden field).
      const shown = clientDecisionVersionSchema.safeParse({ version: body.version });
      if (!shown.success) return show(ctx, 400, { message: quoteVersionMessages.version });
      try {
        await sharing.decide(em(), token, to, parsed.data, {
          kindOf,
          shownVersion: shown.data.version,
          beforeApproval: (tx, quote) => assertFreeToApprove(tx, kindOf(quote).availability, quote),
        });
      } catch (error) {
        // The page shows the quote as it now is, under the refusal, with what was typed kept.
        if (error instanceof HttpError && error.status === 409)
          return show(ctx, 409, {
            message: error.message,
            form: action,
            values: typed,
          });
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
