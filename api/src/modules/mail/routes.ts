import Router from '@koa/router';
import { pageQuerySchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parse, parseId } from '../../http/validate.ts';
import type { OutboxSettings } from './outbox.ts';
import * as outbox from './service.ts';

/** /api/admin/outbox (D22): the mails and their states, for administrators only (D1). */
export function outboxRoutes(settings: OutboxSettings) {
  const router = new Router<unknown, AppContext>({ prefix: '/api/admin/outbox' });
  const admin = requireCapability('admin:outbox');
  router.get('/', admin, async (ctx) => {
    const { page, pageSize } = parse(pageQuerySchema, ctx.query);
    ctx.body = await outbox.listOutbox(ctx.state.em, { page, pageSize });
  });
  router.get('/:id', admin, async (ctx) => {
    ctx.body = await outbox.getOutboxMail(ctx.state.em, parseId(ctx.params.id));
  });
  router.post('/:id/resend', admin, async (ctx) => {
    ctx.body = await outbox.resendMail(ctx.state.em, parseId(ctx.params.id), settings);
  });
  return router;
}
