import Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import { publicAssessmentInputSchema, publicQuoteInputSchema, publicQuotePreviewSchema } from '@ppp/domain';
import type { Context, Middleware, Next } from 'koa';
import compose from 'koa-compose';
import { reachedBy } from '../../http/guard.ts';
import { type ApiKeyRow, keySourceOf } from '../api-keys/entities.ts';
import { listQuestions } from '../assessments/questions-service.ts';
import type { OutboxSettings } from '../mail/outbox.ts';
import { parsePublicBody, readJsonBody } from './body.ts';
import { publicCors } from './cors.ts';
import { publicErrors } from './errors.ts';
import { requireApiKey } from './guard.ts';
import { answerInTransaction, idempotent } from './idempotency.ts';
import { openApiDocument } from './openapi.ts';
import { createGuestAssessment, createGuestQuote, publicEquipment, publicPreview } from './service.ts';

export const PUBLIC_API_PREFIX = '/api/public';
/** D24: the version every public endpoint is served under. */
export const PUBLIC_API_V1 = `${PUBLIC_API_PREFIX}/v1`;
/** RFC 9745: when the unversioned paths were deprecated (2026-01-01T00:00:00Z). */
const UNVERSIONED_DEPRECATED_AT = 1_767_225_600;

/**
 * `/api/public/v1/*` (D9, D16, D24): no cookies and no CSRF rule; the key, its origins, scopes and
 * limits instead. Bodies are read after the key check (body.ts). Enquiries are confirmed through the
 * outbox (D22).
 */
export function publicApiRoutes(publicUrl: string, outbox: OutboxSettings) {
  const mailing = { publicUrl, outbox };
  const router = new Router<unknown, Context>({ prefix: PUBLIC_API_V1 });
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
  router.post('/quotes/preview', quotes, readJsonBody, async (ctx) => {
    ctx.body = await publicPreview(em(ctx), parsePublicBody(ctx, publicQuotePreviewSchema));
  });
  router.post('/quotes', quotes, readJsonBody, idempotent(), async (ctx) => {
    const body = parsePublicBody(ctx, publicQuoteInputSchema);
    ctx.status = 201;
    ctx.body = await createGuestQuote(
      em(ctx),
      keySourceOf(key(ctx)),
      body,
      mailing,
      answerInTransaction(ctx),
    );
  });
  router.get('/needs-assessment/questions', assessments, async (ctx) => {
    ctx.body = (await listQuestions(em(ctx))).filter((question) => question.isActive);
  });
  router.post('/needs-assessment', assessments, readJsonBody, idempotent(), async (ctx) => {
    const fields = parsePublicBody(ctx, publicAssessmentInputSchema);
    const created = await createGuestAssessment(
      em(ctx),
      keySourceOf(key(ctx)),
      fields,
      mailing,
      answerInTransaction(ctx),
    );
    ctx.status = 201;
    ctx.body = created;
  });
  return router;
}

/**
 * D24: an unversioned path is version 1 under another name: the same answer, plus `Deprecation`
 * (RFC 9745) and a `Link` to its successor.
 */
async function unversionedAlias(ctx: Context, next: Next) {
  const path = ctx.path;
  if (path === PUBLIC_API_V1 || path.startsWith(`${PUBLIC_API_V1}/`)) return next();
  const successor = `${PUBLIC_API_V1}${path.slice(PUBLIC_API_PREFIX.length)}`;
  ctx.set('Deprecation', `@${UNVERSIONED_DEPRECATED_AT}`);
  ctx.set('Link', `<${successor}>; rel="successor-version"`);
  ctx.path = successor;
  try {
    await next();
  } finally {
    ctx.path = path;
    // A path no route serves ('/api/public/v2/…') is an alias of nothing: its 404 names no successor.
    if (!ctx._matchedRoute) {
      ctx.remove('Deprecation');
      ctx.remove('Link');
    }
  }
}

/**
 * The whole chain of `/api/public` (mounted by app.ts without sessions, CSRF or the general body
 * parser): a fresh EntityManager, the versions, CORS on every answer, D24's error bodies, the routes.
 */
export function publicApiChain(router: Router<unknown, Context>, fork: () => EntityManager): Middleware {
  return compose([
    async (ctx: Context, next: Next) => {
      ctx.state.em = fork();
      await next();
    },
    unversionedAlias,
    publicCors,
    publicErrors,
    router.routes(),
    // Nothing after the public API answers its paths: what it does not serve is its own 404.
    async () => {},
  ] as Middleware[]);
}
