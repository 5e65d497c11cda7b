import Router from '@koa/router';
import { apiKeyInputSchema, apiKeyPatchSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parseBody, parseId, sentFields } from '../../http/validate.ts';
import { audited, recordAuditBy } from '../audit/record.ts';
import { deleteWebhooksOfKey } from '../webhooks/service.ts';
import * as keys from './service.ts';

/** /api/admin/api-keys (spec-2 §7, D9, D16): the partners' keys, for administrators only (D1). */
export function apiKeyRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/admin/api-keys' });
  const admin = requireCapability('admin:apiKeys');
  router.get('/', admin, async (ctx) => {
    ctx.body = await keys.listApiKeys(ctx.state.em);
  });
  router.post(
    '/',
    admin,
    withUser(async (ctx: AppContext, user) => {
      const fields = parseBody(ctx, apiKeyInputSchema);
      ctx.status = 201;
      // D25: the change and its audit entry in one transaction (never the key itself).
      ctx.body = await audited(
        ctx.state.em,
        user,
        (tx) => keys.createApiKey(tx, user.id, fields),
        ({ id, name, permissions, allowedOrigins }) => ({
          event: 'apiKey.created',
          target: `apiKey:${id}`,
          details: { name, permissions, allowedOrigins },
        }),
      );
    }),
  );
  router.patch(
    '/:id',
    admin,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const patch = parseBody(ctx, apiKeyPatchSchema);
      ctx.body = await audited(
        ctx.state.em,
        user,
        (tx) => keys.updateApiKey(tx, id, patch),
        ({ name }) => ({
          event: 'apiKey.updated',
          target: `apiKey:${id}`,
          details: { name, changes: sentFields(patch) },
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
        async (tx) => {
          const key = await keys.findKey(tx, id);
          // Its webhooks go with it (D24), each in the audit log as if deleted on its own (D25).
          for (const hook of await deleteWebhooksOfKey(tx, id)) {
            await recordAuditBy(tx, user, {
              event: 'webhook.deleted',
              target: `webhook:${hook.id}`,
              details: { url: hook.url, events: hook.events, withApiKey: key.name },
            });
          }
          await keys.deleteApiKey(tx, id);
          return key.name;
        },
        (name) => ({ event: 'apiKey.deleted', target: `apiKey:${id}`, details: { name } }),
      );
      ctx.status = 204;
    }),
  );
  return router;
}
