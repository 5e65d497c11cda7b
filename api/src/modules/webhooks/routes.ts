import Router from '@koa/router';
import { webhookInputSchema, webhookPatchSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
import * as webhooks from './service.ts';

export interface WebhookRouteOptions {
  /** Development (the development sign-in is on): http and loopback targets allowed (D24). */
  development: boolean;
}

/** /api/admin/webhooks (D24): administrators only, beside the API keys (D1). */
export function webhookRoutes({ development }: WebhookRouteOptions) {
  const router = new Router<unknown, AppContext>({ prefix: '/api/admin/webhooks' });
  const admin = requireCapability('admin:apiKeys');
  router.get('/', admin, async (ctx) => {
    ctx.body = await webhooks.listWebhooks(ctx.state.em);
  });
  router.post('/', admin, async (ctx) => {
    const fields = parseBody(ctx, webhookInputSchema);
    ctx.status = 201;
    ctx.body = await webhooks.createWebhook(ctx.state.em, fields, development);
  });
  router.patch('/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await webhooks.updateWebhook(
      ctx.state.em,
      id,
      parseBody(ctx, webhookPatchSchema),
      development,
    );
  });
  router.delete('/:id', admin, async (ctx) => {
    await webhooks.deleteWebhook(ctx.state.em, parseId(ctx.params.id));
    ctx.status = 204;
  });
  router.get('/:id/deliveries', admin, async (ctx) => {
    ctx.body = await webhooks.listDeliveries(ctx.state.em, parseId(ctx.params.id));
  });
  router.post('/deliveries/:id/resend', admin, async (ctx) => {
    ctx.body = await webhooks.resendDelivery(ctx.state.em, parseId(ctx.params.id));
  });
  return router;
}
