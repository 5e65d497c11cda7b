import Router from '@koa/router';
import {
  availabilityHoldingsQuerySchema,
  availabilityQuerySchema,
  createKeySchema,
  exportFormats,
  printQuerySchema,
  type QuoteHeader,
  type QuoteKindEntry,
  quoteMessages,
  quoteStatusSchema,
  quoteVersionParam,
  sendQuoteMailSchema,
} from '@ppp/domain';
import { z } from 'zod';
import type { AppContext, AppRouter } from '../../http/context.ts';
import { Invalid } from '../../http/errors.ts';
import { quoteGuards, requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerPrintPage } from '../../print/answer.ts';
import { renderClientDocument } from '../../print/client-print.ts';
import { answerPdf } from '../../print/pdf-answer.ts';
import { answerExport } from '../exports/answer.ts';
import { quoteListExport } from '../exports/quote-export.ts';
import { clientDocumentOf } from '../quote-sharing/offer.ts';
import { type QuoteSending, sendQuote } from '../quote-sharing/send.ts';
import * as sharing from '../quote-sharing/service.ts';
import { readAvailability } from './availability.ts';
import { readHoldings } from './availability-holdings.ts';
import { withVersion } from './http.ts';
import * as kindService from './kind-service.ts';
import type { QuoteListQuery } from './lifecycle.ts';
import * as lifecycle from './lifecycle.ts';
import type { AnyQuoteKind, QuoteBodyBase, QuoteKindModule } from './registry.ts';
import * as versions from './versions.ts';

const versionParams = z.object({ version: quoteVersionParam });

/** A staff create's `Idempotency-Key` (the form's UUID, kindService.CreateOptions), when sent: 400 when not a UUID. */
function parseCreateKey(ctx: AppContext) {
  if (ctx.headers['idempotency-key'] === undefined) return undefined;
  const key = createKeySchema.safeParse(ctx.get('Idempotency-Key'));
  if (!key.success) throw new Invalid({ 'Idempotency-Key': quoteMessages.createKey });
  return key.data;
}

/**
 * D21: an update that sends no `rentalDays` keeps the quote's, and its items without their own period
 * take it (as on a create they take the body's): the stored period is read into the body before it
 * is checked. Whose quote it is the update itself checks next (a number read for the check tells
 * nobody anything).
 */
async function keepStoredPeriod(ctx: AppContext, entry: QuoteKindEntry, id: number) {
  const raw = ctx.request.body;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || 'rentalDays' in raw) return;
  const stored = await lifecycle.storedRentalDays(ctx.state.em, entry, id);
  if (stored != null) (raw as Record<string, unknown>).rentalDays = stored;
}

/**
 * Every lifecycle route of one kind (D17, D18, D20), at the kind's address: list, create, detail,
 * print, PDF, update (If-Match), status, delete, share, send (D22), duplicate and versions (D23);
 * the kind's own routes first.
 * Guards per D1: everybody approved creates; the rest follows the own-quotes rule; deciding and
 * deleting also need the kind's approve right.
 */
export function quoteKindRoutes<
  Create extends QuoteBodyBase,
  Update extends QuoteBodyBase,
  Detail extends QuoteHeader,
  ListQuery extends QuoteListQuery,
  ListItem,
>(kind: QuoteKindModule<Create, Update, Detail, ListQuery, ListItem>, sending: QuoteSending): AppRouter {
  const { publicUrl } = sending;
  const router = new Router<unknown, AppContext>();
  const { entry } = kind;
  const { create, own, decide } = quoteGuards(entry);
  const base = entry.apiPath;
  kind.ownRoutes?.(router);

  router.get(
    base,
    own,
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await kind.list(ctx.state.em, user, parse(entry.schemas.list, ctx.query));
    }),
  );
  router.post(
    base,
    create,
    withUser(async (ctx: AppContext, user) => {
      const body = parseBody(ctx, entry.schemas.create);
      const createKey = parseCreateKey(ctx);
      ctx.status = 201;
      ctx.body = withVersion(
        ctx,
        await kindService.createQuote(ctx.state.em, user, kind, body, { createKey }),
      );
    }),
  );
  // D26: the list as CSV or XLSX with its filters and the same access, mounted before `/:id`.
  for (const format of exportFormats) {
    router.get(
      `${base}/export.${format}`,
      own,
      withUser(async (ctx: AppContext, user) => {
        const query = parse(entry.schemas.list, ctx.query);
        await answerExport(ctx, format, quoteListExport(kind, user, query));
      }),
    );
  }
  router.get(
    `${base}/:id`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      ctx.body = withVersion(ctx, await kindService.getQuote(ctx.state.em, user, kind, id));
    }),
  );
  router.get(
    `${base}/:id/print`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const forClient = parse(printQuerySchema, ctx.query).for === 'client';
      const quote = await kindService.getQuote(ctx.state.em, user, kind, id);
      // D23: 'Drukuj dla klienta' is the client document; the staff print keeps its internal facts.
      if (forClient) {
        const document = await clientDocumentOf(ctx.state.em, kind, quote);
        answerPrintPage(ctx, (options) => renderClientDocument(document, options));
      } else answerPrintPage(ctx, (options) => kind.print(quote, options));
    }),
  );
  router.get(
    `${base}/:id/pdf`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const quote = await kindService.getQuote(ctx.state.em, user, kind, parseId(ctx.params.id));
      // D23: the staff's PDF is the client's, line by line.
      const document = await clientDocumentOf(ctx.state.em, kind, quote, { withLogo: true });
      await answerPdf(ctx, document, { em: ctx.state.em, quote });
    }),
  );
  router.put(
    `${base}/:id`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      await keepStoredPeriod(ctx, entry, id);
      const body = parseBody(ctx, entry.schemas.update);
      const expected = ctx.get('If-Match') || undefined;
      ctx.body = withVersion(
        ctx,
        await kindService.updateQuote(ctx.state.em, user, kind, id, body, expected),
      );
    }),
  );
  router.patch(
    `${base}/:id/status`,
    decide,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const { status } = parseBody(ctx, quoteStatusSchema);
      const expected = ctx.get('If-Match') || undefined;
      ctx.body = withVersion(
        ctx,
        await kindService.changeStatus(ctx.state.em, user, kind, id, status, expected),
      );
    }),
  );
  router.delete(
    `${base}/:id`,
    decide,
    withUser(async (ctx: AppContext, user) => {
      await lifecycle.deleteQuote(ctx.state.em, user, entry, parseId(ctx.params.id));
      ctx.status = 204;
    }),
  );
  router.post(
    `${base}/:id/share`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      ctx.status = 201;
      ctx.body = await sharing.shareQuote(ctx.state.em, user, kind, id, publicUrl, sending.sealKey);
    }),
  );
  router.delete(
    `${base}/:id/share`,
    own,
    withUser(async (ctx: AppContext, user) => {
      await sharing.revokeShare(ctx.state.em, user, entry, parseId(ctx.params.id));
      ctx.status = 204;
    }),
  );
  // D22: 'Wyślij klientowi', whoever may share the quote (D17); the outbox sends it.
  router.post(
    `${base}/:id/send`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      // D6: the input first (400), then the quote (404) and whose it is (403).
      const body = parseBody(ctx, sendQuoteMailSchema);
      await lifecycle.openQuote(ctx.state.em, user, entry, id);
      ctx.status = 202;
      ctx.body = await sendQuote(ctx.state.em, user, kind, id, body, sending);
    }),
  );
  // D23: the versions of a quote, and a kept one's whole content, for whoever may open it (D1).
  router.get(
    `${base}/:id/versions`,
    own,
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await versions.listVersions(ctx.state.em, user, entry, parseId(ctx.params.id));
    }),
  );
  router.get(
    `${base}/:id/versions/:version`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const { version } = parse(versionParams, ctx.params);
      ctx.body = await versions.readKeptVersion(ctx.state.em, user, kind, id, version);
    }),
  );
  router.post(
    `${base}/:id/duplicate`,
    own,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const copy = await kindService.duplicateQuote(ctx.state.em, user, kind, id);
      ctx.status = 201;
      ctx.body = copy;
    }),
  );
  return router;
}

/**
 * GET /api/availability (D21), one route for every kind: per catalogue item and day of the period,
 * the free, approved and tentative units, for every approved user.
 */
export function availabilityRoutes(kinds: readonly AnyQuoteKind[]): AppRouter {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  router.get('/availability', requireCapability('approved'), async (ctx) => {
    const query = parse(availabilityQuerySchema, ctx.query);
    const kind = kinds.find((candidate) => candidate.entry.kind === query.kind)?.availability;
    ctx.body = kind
      ? await readAvailability(ctx.state.em, kind, query.equipmentIds, query.from, query.to)
      : [];
  });
  // D21: the quotes holding one item in a period, the bars of its availability page (D1 decides
  // which of them name their quote and client).
  router.get(
    '/availability/holdings',
    requireCapability('approved'),
    withUser(async (ctx: AppContext, user) => {
      const query = parse(availabilityHoldingsQuerySchema, ctx.query);
      const catalogue = kinds.find((candidate) => candidate.entry.kind === query.kind)?.availability
        ?.catalogue;
      ctx.body = catalogue
        ? await readHoldings(ctx.state.em, user, kinds, catalogue, query.equipmentId, query.from, query.to)
        : [];
    }),
  );
  return router;
}
