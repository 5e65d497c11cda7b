import Router from '@koa/router';
import { cataloguePeriodSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parse, parseId } from '../../http/validate.ts';
import { withFreeQuantity } from '../quote-lifecycle/availability.ts';
import * as catalogue from './service.ts';

/** The main catalogue as every approved user reads it. */
export function catalogueRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  // Each route names its guard: a router-wide `use` under '/api' would also run for the routers after it.
  const approved = requireCapability('approved');

  router.get('/equipment', approved, async (ctx) => {
    const period = parse(cataloguePeriodSchema, ctx.query);
    const list = await catalogue.listEquipment(ctx.state.em, true);
    ctx.body = await withFreeQuantity(ctx.state.em, 'equipment', list, period);
  });
  router.get('/equipment/inactive', approved, async (ctx) => {
    ctx.body = await catalogue.listEquipment(ctx.state.em, false);
  });
  router.get('/equipment-categories', approved, async (ctx) => {
    ctx.body = await catalogue.listCategories(ctx.state.em);
  });
  router.get('/pricing-schemas', approved, async (ctx) => {
    ctx.body = await catalogue.listPricingSchemas(ctx.state.em);
  });
  router.get('/equipment/:id/additional', approved, async (ctx) => {
    ctx.body = await catalogue.listExtras(ctx.state.em, parseId(ctx.params.id));
  });
  router.get('/equipment/:id/service-costs', approved, async (ctx) => {
    const costs = await catalogue.getServiceCosts(ctx.state.em, parseId(ctx.params.id));
    // Without a row the answer is JSON null (Koa would turn a null body into an empty 204).
    ctx.type = 'application/json';
    ctx.body = costs ?? 'null';
  });
  router.get('/equipment/:id/service-items', approved, async (ctx) => {
    ctx.body = await catalogue.listServiceItems(ctx.state.em, parseId(ctx.params.id));
  });
  return router;
}
