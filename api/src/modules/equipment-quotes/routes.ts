import Router from '@koa/router';
import {
  addQuoteItemSchema,
  quoteInputSchema,
  quoteListQuerySchema,
  quotePreviewSchema,
  quoteStatusSchema,
  quoteUpdateSchema,
} from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { quoteGuards } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerPrintPage } from '../../print/answer.ts';
import { renderQuotePrint } from '../../print/quote.ts';
import { withVersion } from '../quote-lifecycle/http.ts';
import * as quoteItems from './items-service.ts';
import * as quotes from './service.ts';

/** Equipment quotes (D1 own-quotes rule, D3 statuses and lock, D5 bodies). */
export function quotesRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const { create, own, decide } = quoteGuards('equipment');

  router.get('/quotes', own, async (ctx) => {
    ctx.body = await quotes.listQuotes(ctx.state.em, ctx.state.user!, parse(quoteListQuerySchema, ctx.query));
  });
  router.post('/quotes/preview', create, async (ctx) => {
    ctx.body = await quotes.previewQuote(ctx.state.em, parseBody(ctx, quotePreviewSchema));
  });
  router.post('/quotes', create, async (ctx) => {
    const body = parseBody(ctx, quoteInputSchema);
    ctx.status = 201;
    ctx.body = withVersion(ctx, await quotes.createQuote(ctx.state.em, ctx.state.user!, body));
  });
  router.get('/quotes/:id', own, async (ctx) => {
    ctx.body = withVersion(ctx, await quotes.getQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id)));
  });
  router.get('/quotes/:id/print', own, async (ctx) => {
    const quote = await quotes.getQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    answerPrintPage(ctx, (options) => renderQuotePrint(quote, options));
  });
  router.put('/quotes/:id', own, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = parseBody(ctx, quoteUpdateSchema);
    const expected = ctx.get('If-Match') || undefined;
    ctx.body = withVersion(ctx, await quotes.updateQuote(ctx.state.em, ctx.state.user!, id, body, expected));
  });
  router.patch('/quotes/:id/status', decide, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { status } = parseBody(ctx, quoteStatusSchema);
    ctx.body = withVersion(ctx, await quotes.changeStatus(ctx.state.em, ctx.state.user!, id, status));
  });
  router.delete('/quotes/:id', decide, async (ctx) => {
    await quotes.deleteQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    ctx.status = 204;
  });
  router.post('/quote-items', own, async (ctx) => {
    const { quoteId, ...item } = parseBody(ctx, addQuoteItemSchema);
    ctx.status = 201;
    ctx.body = await quoteItems.addItem(ctx.state.em, ctx.state.user!, quoteId, item as never);
  });
  router.delete('/quote-items/:id', own, async (ctx) => {
    await quoteItems.deleteItem(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}
