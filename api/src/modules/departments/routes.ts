import Router from '@koa/router';
import {
  can,
  cataloguePeriodSchema,
  type Department,
  departmentAdditionalInputSchemas,
  departmentCategoryInputSchema,
  departmentConfigs,
  departmentEquipmentInputSchemas,
  departmentEquipmentQuerySchema,
  departmentPricingInputSchema,
} from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import type { AppContext } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { withFreeQuantity } from '../quote-lifecycle/availability.ts';
import * as catalogue from './catalogue-service.ts';

/**
 * One catalogue per area (spec-2 §7, D8, D14): `/api/{electrical|general}-equipment-categories` and
 * `-equipment`, built from the area's configuration. Reads for every approved user, writes for the
 * area's administrators. The area's quotes are a kind of the lifecycle (quote-kind.ts).
 */
export function departmentCatalogueRoutes(department: Department) {
  const config = departmentConfigs[department];
  const router = new Router<unknown, AppContext>();
  const approved = requireCapability('approved');
  const areaAdmin = requireCapability(config.adminCapability);
  const { categories, equipment } = config.api;

  router.get(categories, approved, async (ctx) => {
    ctx.body = await catalogue.listCategories(ctx.state.em, department);
  });
  router.post(categories, areaAdmin, async (ctx) => {
    const fields = parseBody(ctx, departmentCategoryInputSchema);
    ctx.status = 201;
    ctx.body = await catalogue.createCategory(ctx.state.em, department, fields);
  });
  router.put(`${categories}/:id`, areaAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const fields = parseBody(ctx, departmentCategoryInputSchema);
    ctx.body = await catalogue.updateCategory(ctx.state.em, department, id, fields);
  });
  router.delete(`${categories}/:id`, areaAdmin, async (ctx) => {
    await catalogue.deleteCategory(ctx.state.em, department, parseId(ctx.params.id));
    ctx.status = 204;
  });

  // Inactive equipment only for the area's administrators (D14); others get the active list.
  const seesInactive = (user: SessionUser) => can(user.role, config.adminCapability);
  router.get(
    equipment,
    approved,
    withUser(async (ctx: AppContext, user) => {
      const { includeInactive } = parse(departmentEquipmentQuerySchema, ctx.query);
      const period = parse(cataloguePeriodSchema, ctx.query);
      const list = await catalogue.listEquipment(ctx.state.em, department, {
        includeInactive: includeInactive && seesInactive(user),
      });
      ctx.body = await withFreeQuantity(ctx.state.em, department, list, period);
    }),
  );
  router.get(
    `${equipment}/:id`,
    approved,
    withUser(async (ctx: AppContext, user) => {
      const id = parseId(ctx.params.id);
      ctx.body = await catalogue.getEquipment(ctx.state.em, department, id, seesInactive(user));
    }),
  );
  router.post(equipment, areaAdmin, async (ctx) => {
    const fields = parseBody(ctx, departmentEquipmentInputSchemas[department]);
    ctx.status = 201;
    ctx.body = await catalogue.createEquipment(ctx.state.em, department, fields);
  });
  router.put(`${equipment}/:id`, areaAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const fields = parseBody(ctx, departmentEquipmentInputSchemas[department]);
    ctx.body = await catalogue.updateEquipment(ctx.state.em, department, id, fields);
  });
  router.delete(`${equipment}/:id`, areaAdmin, async (ctx) => {
    await catalogue.deleteEquipment(ctx.state.em, department, parseId(ctx.params.id));
    ctx.status = 204;
  });
  router.put(`${equipment}/:id/pricing`, areaAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { pricing } = parseBody(ctx, departmentPricingInputSchema);
    ctx.body = await catalogue.replacePricing(ctx.state.em, department, id, pricing);
  });
  router.put(`${equipment}/:id/additional`, areaAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { additionalEquipment } = parseBody(ctx, departmentAdditionalInputSchemas[department]);
    ctx.body = await catalogue.replaceAdditional(ctx.state.em, department, id, additionalEquipment);
  });

  return router;
}
