import Router from '@koa/router';
import {
  can,
  type Department,
  departmentAdditionalInputSchemas,
  departmentCategoryInputSchema,
  departmentConfigs,
  departmentEquipmentInputSchemas,
  departmentEquipmentQuerySchema,
  departmentListQuerySchema,
  departmentPricingInputSchema,
  departmentQuoteInputSchema,
  departmentQuoteUpdateSchema,
  quoteStatusSchema,
} from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { quoteGuards, requireCapability } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerPrintPage } from '../../print/answer.ts';
import { renderDepartmentPrint } from '../../print/department.ts';
import { withVersion } from '../quote-lifecycle/http.ts';
import * as catalogue from './catalogue-service.ts';
import * as quotes from './quotes-service.ts';

/**
 * One route family per area (spec-2 §7, D8, D14): `/api/{electrical|general}-equipment-categories`,
 * `-equipment` and `-quotes`, built from the area's configuration. Reads for every approved user,
 * catalogue writes for the area's administrators, quotes on the shared lifecycle (D18).
 */
export function departmentRoutes(department: Department) {
  const config = departmentConfigs[department];
  const router = new Router<unknown, AppContext>();
  const approved = requireCapability('approved');
  const areaAdmin = requireCapability(config.adminCapability);
  const { create, own, decide } = quoteGuards(department);
  const { categories, equipment, quotes: quotesPath } = config.api;

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
  const seesInactive = (ctx: AppContext) => can(ctx.state.user!.role, config.adminCapability);
  router.get(equipment, approved, async (ctx) => {
    const { includeInactive } = parse(departmentEquipmentQuerySchema, ctx.query);
    ctx.body = await catalogue.listEquipment(ctx.state.em, department, {
      includeInactive: includeInactive && seesInactive(ctx),
    });
  });
  router.get(`${equipment}/:id`, approved, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await catalogue.getEquipment(ctx.state.em, department, id, seesInactive(ctx));
  });
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

  router.get(quotesPath, own, async (ctx) => {
    const query = parse(departmentListQuerySchema, ctx.query);
    ctx.body = await quotes.listDepartmentQuotes(ctx.state.em, ctx.state.user!, department, query);
  });
  router.post(quotesPath, create, async (ctx) => {
    const body = parseBody(ctx, departmentQuoteInputSchema);
    ctx.status = 201;
    ctx.body = withVersion(
      ctx,
      await quotes.createDepartmentQuote(ctx.state.em, ctx.state.user!, department, body),
    );
  });
  router.get(`${quotesPath}/:id`, own, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = withVersion(
      ctx,
      await quotes.getDepartmentQuote(ctx.state.em, ctx.state.user!, department, id),
    );
  });
  router.get(`${quotesPath}/:id/print`, own, async (ctx) => {
    const id = parseId(ctx.params.id);
    const quote = await quotes.getDepartmentQuote(ctx.state.em, ctx.state.user!, department, id);
    answerPrintPage(ctx, (options) => renderDepartmentPrint(quote, config, options));
  });
  router.put(`${quotesPath}/:id`, own, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = parseBody(ctx, departmentQuoteUpdateSchema);
    const expected = ctx.get('If-Match') || undefined;
    ctx.body = withVersion(
      ctx,
      await quotes.updateDepartmentQuote(ctx.state.em, ctx.state.user!, department, id, body, expected),
    );
  });
  router.patch(`${quotesPath}/:id/status`, decide, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { status } = parseBody(ctx, quoteStatusSchema);
    ctx.body = withVersion(
      ctx,
      await quotes.changeDepartmentStatus(ctx.state.em, ctx.state.user!, department, id, status),
    );
  });
  router.delete(`${quotesPath}/:id`, decide, async (ctx) => {
    await quotes.deleteDepartmentQuote(ctx.state.em, ctx.state.user!, department, parseId(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}
