import Router from '@koa/router';
import { clientInputSchema, clientSuggestionsQuerySchema, pageQuerySchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import * as clients from './service.ts';

/** The shared address book (D1: every approved user). */
export function clientsRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/clients' });
  router.use(requireCapability('clients:manage'));

  router.get('/', async (ctx) => {
    ctx.body = await clients.listClients(ctx.state.em, parse(pageQuerySchema, ctx.query));
  });
  router.get('/suggestions', async (ctx) => {
    const { companyName } = parse(clientSuggestionsQuerySchema, ctx.query);
    ctx.body = await clients.suggestClients(ctx.state.em, companyName);
  });
  router.get('/:id', async (ctx) => {
    ctx.body = await clients.getClient(ctx.state.em, parseId(ctx.params.id));
  });
  router.post(
    '/',
    withUser(async (ctx: AppContext, user) => {
      const fields = parseBody(ctx, clientInputSchema);
      ctx.status = 201;
      ctx.body = await clients.createClient(ctx.state.em, user.id, fields);
    }),
  );
  router.put('/:id', async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await clients.updateClient(ctx.state.em, id, parseBody(ctx, clientInputSchema));
  });
  return router;
}
