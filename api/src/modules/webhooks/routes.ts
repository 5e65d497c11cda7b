import Router from '@koa/router';
import { webhookInputSchema, webhookPatchSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parseBody, parseId, sentFields } from '../../http/validate.ts';
import { audited } from '../audit/record.ts';
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
  router.post(
    '/',
    admin,
    withUser(async (ctx: AppContext, user) => {
      const fields = parseBody(ctx, webhookInputSchema);
      ctx.status = 201;
      // D25: the change and its audit entry in one transaction (never the secret).
      ctx.body = await audited(
        ctx.state.em,
        user,
        (tx) => webhooks.createWebhook(tx, fields, development),
        ({ id, url, events, apiKeyId, isActive }) => ({
          event: 'webhook.created',
          target: `webhook:${id}`,
          details: { url, events, apiKeyId, isActive },
        }),
      );
    }),
  );
  router.patch(
    '/:id',
    admin,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const patch = parseBody(ctx, webhookPatchSchema);
      ctx.body = await audited(
        ctx.state.em,
        user,
        (tx) => webhooks.updateWebhook(tx, id, patch, development),
        ({ url }) => ({
          event: 'webhook.updated',
          target: `webhook:${id}`,
          details: { url, changes: sentFields(patch) },
        }),
      );
    }),
  );
  router.delete(
    '/:id',
    admin,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      await audited(
        ctx.state.em,
        user,
        (tx) => webhooks.deleteWebhook(tx, id),
        ({ url, events }) => ({
          event: 'webhook.deleted',
          target: `webhook:${id}`,
          details: { url, events },
        }),
      );
      ctx.status = 204;
    }),
  );
  router.get('/:id/deliveries', admin, async (ctx) => {
    ctx.body = await webhooks.listDeliveries(ctx.state.em, parseId(ctx.params.id));
  });
  router.post('/deliveries/:id/resend', admin, async (ctx) => {
    ctx.body = await webhooks.resendDelivery(ctx.state.em, parseId(ctx.params.id));
  });
  return router;
}
