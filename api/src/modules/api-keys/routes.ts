import Router from '@koa/router';
import { apiKeyInputSchema, apiKeyPatchSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
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
      ctx.body = await keys.createApiKey(ctx.state.em, user.id, fields);
    }),
  );
  router.patch('/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await keys.updateApiKey(ctx.state.em, id, parseBody(ctx, apiKeyPatchSchema));
  });
  router.delete('/:id', admin, async (ctx) => {
    await keys.deleteApiKey(ctx.state.em, parseId(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}
