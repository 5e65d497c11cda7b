import Router from '@koa/router';
import { reportQuerySchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse } from '../../http/validate.ts';
import { reportSummary } from './service.ts';

/** /reports (D26): every approved user, each seeing the quotes their lists show. */
export function reportRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/reports' });
  router.get(
    '/summary',
    requireCapability('approved'),
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await reportSummary(ctx.state.em, user, parse(reportQuerySchema, ctx.query));
    }),
  );
  return router;
}
