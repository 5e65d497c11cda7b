import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { assessmentResponseInputSchema, publicQuoteInputSchema, publicQuotePreviewSchema } from '@ppp/domain';
import type { Context, Next } from 'koa';
import { reachedBy } from '../../http/guard.ts';
import { parseBody } from '../../http/validate.ts';
import { type ApiKeyRow, keySourceOf } from '../api-keys/entities.ts';
import { listQuestions } from '../assessments/questions-service.ts';
import type { OutboxSettings } from '../mail/outbox.ts';
import { CORS_ALLOWED_HEADERS, grantCors, originOfAnyKey, requireApiKey } from './guard.ts';
import { idempotent } from './idempotency.ts';
import { openApiDocument } from './openapi.ts';
import { createGuestAssessment, createGuestQuote, publicEquipment, publicPreview } from './service.ts';

/**
 * A preflight carries no key (D16): it is granted for an origin that a key lists and
 * counts toward no limit; the real request then checks its own key's origins.
 */
export async function answerPreflight(ctx: Context, next: Next) {
  if (ctx.method !== 'OPTIONS') return next();
  const origin = ctx.get('Origin');
  if (origin && (await originOfAnyKey(ctx.state.em as EntityManager, origin))) {
    grantCors(ctx, origin);
    ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    ctx.set('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    ctx.set('Access-Control-Max-Age', '600');
  }
  ctx.status = 204;
}

/**
 * `/api/public/*` (D9, D16): no cookies and no CSRF rule; the key, its origins, scopes and limit
 * instead. Enquiries are confirmed through the outbox (D22).
 */
export function publicApiRoutes(publicUrl: string, outbox: OutboxSettings) {
  const mailing = { publicUrl, outbox };
  const router = new Router<unknown, Context>({ prefix: '/api/public' });
  const quotes = requireApiKey('quotes:create');
  const assessments = requireApiKey('assessments:create');
  const em = (ctx: Context) => ctx.state.em as EntityManager;
  const key = (ctx: Context) => ctx.state.apiKey as ApiKeyRow;

  router.get('/docs', reachedBy({ auth: 'none' }), async (ctx) => {
    ctx.set('Access-Control-Allow-Origin', '*');
    ctx.body = openApiDocument(publicUrl);
  });
  router.get('/equipment', quotes, async (ctx) => {
    ctx.body = await publicEquipment(em(ctx));
  });
  router.post('/quotes/preview', quotes, async (ctx) => {
    ctx.body = await publicPreview(em(ctx), parseBody(ctx, publicQuotePreviewSchema));
  });
  router.post('/quotes', quotes, idempotent(), async (ctx) => {
    const body = parseBody(ctx, publicQuoteInputSchema);
    ctx.status = 201;
    ctx.body = await createGuestQuote(em(ctx), keySourceOf(key(ctx)), body, mailing);
  });
  router.get('/needs-assessment/questions', assessments, async (ctx) => {
    ctx.body = (await listQuestions(em(ctx))).filter((question) => question.isActive);
  });
  router.post('/needs-assessment', assessments, idempotent(), async (ctx) => {
    const fields = parseBody(ctx, assessmentResponseInputSchema);
    const created = await createGuestAssessment(em(ctx), keySourceOf(key(ctx)), fields, mailing);
    ctx.status = 201;
    ctx.body = created;
  });
  return router;
}
