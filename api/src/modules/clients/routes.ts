import Router from '@koa/router';
import { clientInputSchema, clientSuggestionsQuerySchema, exportFormats, pageQuerySchema } from '@ppp/domain';
import { attachmentAs } from '../../http/attachment.ts';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerExport } from '../exports/answer.ts';
import { clientListExport } from '../exports/client-export.ts';
import { eraseClient } from './personal-data.ts';
import { exportClient } from './personal-data-export.ts';
import * as clients from './service.ts';

/** The shared address book (D1: every approved user); a client's personal data (D25: admins). */
export function clientsRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/clients' });
  const manage = requireCapability('clients:manage');
  const personalData = requireCapability('admin:clientData');

  router.get('/', manage, async (ctx) => {
    ctx.body = await clients.listClients(ctx.state.em, parse(pageQuerySchema, ctx.query));
  });
  router.get('/suggestions', manage, async (ctx) => {
    const { companyName } = parse(clientSuggestionsQuerySchema, ctx.query);
    ctx.body = await clients.suggestClients(ctx.state.em, companyName);
  });
  // D26: the address book as CSV or XLSX with its search, mounted before `/:id`.
  for (const format of exportFormats) {
    router.get(`/export.${format}`, manage, async (ctx) => {
      const { search } = parse(pageQuerySchema, ctx.query);
      await answerExport(ctx, format, clientListExport(ctx.state.em, { search }));
    });
  }
  router.get(
    '/:id',
    manage,
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await clients.getClientDetail(ctx.state.em, user, parseId(ctx.params.id));
    }),
  );
  router.get(
    '/:id/export',
    personalData,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      ctx.body = await exportClient(ctx.state.em, user, id);
      attachmentAs(ctx, `klient-${id}-dane.json`);
    }),
  );
  router.post(
    '/:id/erase',
    personalData,
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await eraseClient(ctx.state.em, user, parseId(ctx.params.id));
    }),
  );
  router.post(
    '/',
    manage,
    withUser(async (ctx: AppContext, user) => {
      const fields = parseBody(ctx, clientInputSchema);
      ctx.status = 201;
      ctx.body = await clients.createClient(ctx.state.em, user.id, fields);
    }),
  );
  // `?unlessErased=true` (the quote forms' client step, D25): an erased client's contact is not
  // written (409): a form opened before the erasure would bring it back. Its company alone is.
  router.put('/:id', manage, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await clients.updateClient(ctx.state.em, id, parseBody(ctx, clientInputSchema), {
      unlessErased: ctx.query.unlessErased === 'true',
    });
  });
  return router;
}
