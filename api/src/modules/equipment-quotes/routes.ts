import { addQuoteItemSchema, quoteKindEntries, quotePreviewSchema } from '@ppp/domain';
import type { AppContext, AppRouter } from '../../http/context.ts';
import { quoteGuards, withUser } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
import * as quoteItems from './items-service.ts';
import { previewQuote } from './service.ts';

/**
 * The equipment kind's own routes beside the lifecycle's (spec-1 §7, D5): the preview of a quote's
 * prices without saving, and the per-item calls.
 */
export function equipmentOwnRoutes(router: AppRouter) {
  const { create, own } = quoteGuards(quoteKindEntries.equipment);
  router.post('/api/quotes/preview', create, async (ctx) => {
    ctx.body = await previewQuote(ctx.state.em, parseBody(ctx, quotePreviewSchema));
  });
  router.post(
    '/api/quote-items',
    own,
    withUser(async (ctx: AppContext, user) => {
      const { quoteId, ...item } = parseBody(ctx, addQuoteItemSchema);
      ctx.status = 201;
      ctx.body = await quoteItems.addItem(ctx.state.em, user, quoteId, item);
    }),
  );
  router.delete(
    '/api/quote-items/:id',
    own,
    withUser(async (ctx: AppContext, user) => {
      await quoteItems.deleteItem(ctx.state.em, user, parseId(ctx.params.id));
      ctx.status = 204;
    }),
  );
}
