import Router from '@koa/router';
import { auditQuerySchema } from '@ppp/domain';
import type { AppContext, AppRouter } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parse } from '../../http/validate.ts';
import { listAuditEvents } from './service.ts';

/** D25: the audit log, read by admins with filters ('Dziennik zdarzeń'); nobody writes it over HTTP. */
export function auditRoutes(): AppRouter {
  const router = new Router<unknown, AppContext>({ prefix: '/api/admin/audit' });
  router.get('/', requireCapability('admin:audit'), async (ctx) => {
    ctx.body = await listAuditEvents(ctx.state.em, parse(auditQuerySchema, ctx.query));
  });
  return router;
}
