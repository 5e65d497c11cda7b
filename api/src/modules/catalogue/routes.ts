import Router from '@koa/router';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parseId } from '../../http/validate.ts';
import * as catalogue from './service.ts';

/** The main catalogue as every approved user reads it. */
export function catalogueRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  router.use(requireCapability('approved'));

  router.get('/equipment', async (ctx) => {
    ctx.body = await catalogue.listEquipment(ctx.state.em, true);
  });
  router.get('/equipment/inactive', async (ctx) => {
    ctx.body = await catalogue.listEquipment(ctx.state.em, false);
  });
  router.get('/equipment-categories', async (ctx) => {
    ctx.body = await catalogue.listCategories(ctx.state.em);
  });
  router.get('/pricing-schemas', async (ctx) => {
    ctx.body = await catalogue.listPricingSchemas(ctx.state.em);
  });
  router.get('/equipment/:id/additional', async (ctx) => {
    ctx.body = await catalogue.listExtras(ctx.state.em, parseId(ctx.params.id));
  });
  router.get('/equipment/:id/service-costs', async (ctx) => {
    const costs = await catalogue.getServiceCosts(ctx.state.em, parseId(ctx.params.id));
    // Without a row the answer is JSON null (Koa would turn a null body into an empty 204).
    ctx.type = 'application/json';
    ctx.body = costs ?? 'null';
  });
  router.get('/equipment/:id/service-items', async (ctx) => {
    ctx.body = await catalogue.listServiceItems(ctx.state.em, parseId(ctx.params.id));
  });
  return router;
}
