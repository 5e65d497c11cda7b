import Router from '@koa/router';
import { approveUserSchema, changeRoleSchema, toggleActiveSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
import * as users from './service.ts';

/** Users administration (admin only, D1). */
export function usersRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/users' });
  router.use(requireCapability('admin:users'));

  router.get('/', async (ctx) => {
    ctx.body = await users.listUsers(ctx.state.em);
  });
  router.get('/pending', async (ctx) => {
    ctx.body = await users.listPendingUsers(ctx.state.em);
  });
  router.put(
    '/:id/role',
    withUser(async (ctx: AppContext, user) => {
      const { role } = parseBody(ctx, changeRoleSchema);
      // `If-Match: "employee"`: the role the page showed; changed since, 412 (a stale tab never demotes).
      const shown =
        /^"([a-z_]{1,40})"$/.exec(ctx.get('If-Match').trim())?.[1] ?? (ctx.get('If-Match') ? '' : undefined);
      ctx.body = await users.changeRole(ctx.state.em, user, parseId(ctx.params.id), role, shown);
    }),
  );
  router.put(
    '/:id/toggle-active',
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const { isActive } = parseBody(ctx, toggleActiveSchema);
      ctx.body = await users.toggleActive(ctx.state.em, user, id, isActive);
    }),
  );
  router.post(
    '/:id/approve',
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      const { role } = parseBody(ctx, approveUserSchema);
      ctx.body = await users.approveUser(ctx.state.em, user, id, role);
    }),
  );
  router.delete(
    '/:id/reject',
    withUser(async (ctx: AppContext, user) => {
      await users.deleteUser(ctx.state.em, user, parseId(ctx.params.id), { pendingOnly: true });
      ctx.status = 204;
    }),
  );
  router.delete(
    '/:id',
    withUser(async (ctx: AppContext, user) => {
      await users.deleteUser(ctx.state.em, user, parseId(ctx.params.id));
      ctx.status = 204;
    }),
  );
  return router;
}
