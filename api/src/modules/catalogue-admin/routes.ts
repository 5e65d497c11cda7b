import Router from '@koa/router';
import {
  catalogueMessages,
  categoryInputSchema,
  categoryPatchSchema,
  equipmentInputSchema,
  equipmentUpdateSchema,
  extraInputSchema,
  extraPatchSchema,
  pricingSchemaInputSchema,
  pricingSchemaPatchSchema,
  quantityPatchSchema,
  serviceCostsInputSchema,
  serviceItemInputSchema,
  serviceItemPatchSchema,
  tierInputSchema,
  tierPatchSchema,
} from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { requireCapability } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
import * as equipment from './equipment-service.ts';
import * as extras from './extras-service.ts';
import * as pricing from './pricing-service.ts';

/** The main admin panel's writes (D1: admin only), spec-1 §7 "Admin: equipment and pricing". */
export function catalogueAdminRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const admin = requireCapability('admin:catalogue');
  const created = (ctx: AppContext, body: unknown) => {
    ctx.status = 201;
    ctx.body = body;
  };
  const noContent = (ctx: AppContext) => {
    ctx.status = 204;
  };

  router.post('/equipment', admin, async (ctx) => {
    created(ctx, await equipment.createEquipment(ctx.state.em, parseBody(ctx, equipmentInputSchema)));
  });
  router.put('/equipment/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = parseBody(ctx, equipmentUpdateSchema);
    // `If-Match: "<updatedAt>"`: the equipment as the dialog read it; saved since, 412.
    const read = /^"([^"]{1,40})"$/.exec(ctx.get('If-Match').trim())?.[1];
    if (ctx.get('If-Match') && !read) throw new HttpError(412, catalogueMessages.equipmentChangedMeanwhile);
    ctx.body = await equipment.updateEquipment(ctx.state.em, id, body, read);
  });
  router.delete('/equipment/:id', admin, async (ctx) => {
    await equipment.deactivateEquipment(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });
  router.delete('/equipment/:id/permanent', admin, async (ctx) => {
    await equipment.deleteEquipmentPermanently(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });
  router.patch('/equipment/:id/quantity', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await equipment.patchQuantity(ctx.state.em, id, parseBody(ctx, quantityPatchSchema));
  });
  router.post('/equipment/:id/copy', admin, async (ctx) => {
    created(ctx, await equipment.copyEquipment(ctx.state.em, parseId(ctx.params.id)));
  });
  router.post('/admin/sync-all-equipment', admin, async (ctx) => {
    ctx.body = await equipment.syncAllEquipment(ctx.state.em);
  });

  router.post('/equipment-categories', admin, async (ctx) => {
    created(ctx, await extras.createCategory(ctx.state.em, parseBody(ctx, categoryInputSchema)));
  });
  router.patch('/equipment-categories/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await extras.renameCategory(ctx.state.em, id, parseBody(ctx, categoryPatchSchema));
  });
  router.delete('/equipment-categories/:id', admin, async (ctx) => {
    await extras.deleteCategory(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });

  router.post('/equipment-pricing', admin, async (ctx) => {
    const { equipmentId, ...tier } = parseBody(ctx, tierInputSchema);
    created(ctx, await pricing.createTier(ctx.state.em, equipmentId, tier));
  });
  router.patch('/equipment-pricing/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { discountPercent: _derived, ...tier } = parseBody(ctx, tierPatchSchema);
    ctx.body = await pricing.patchTier(ctx.state.em, id, tier);
  });
  router.delete('/equipment-pricing/:id', admin, async (ctx) => {
    await pricing.deleteTier(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });

  router.post('/pricing-schemas', admin, async (ctx) => {
    created(ctx, await pricing.createSchema(ctx.state.em, parseBody(ctx, pricingSchemaInputSchema)));
  });
  router.patch('/pricing-schemas/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await pricing.patchSchema(ctx.state.em, id, parseBody(ctx, pricingSchemaPatchSchema));
  });
  router.delete('/pricing-schemas/:id', admin, async (ctx) => {
    await pricing.deleteSchema(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });

  router.post('/equipment-additional', admin, async (ctx) => {
    created(ctx, await extras.createExtra(ctx.state.em, parseBody(ctx, extraInputSchema)));
  });
  router.patch('/equipment-additional/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await extras.patchExtra(ctx.state.em, id, parseBody(ctx, extraPatchSchema));
  });
  router.delete('/equipment-additional/:id', admin, async (ctx) => {
    await extras.deleteExtra(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });

  router.post('/equipment/:id/service-costs', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await extras.saveServiceCosts(ctx.state.em, id, parseBody(ctx, serviceCostsInputSchema));
  });
  router.post('/equipment/:id/service-items', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    created(ctx, await extras.createServiceItem(ctx.state.em, id, parseBody(ctx, serviceItemInputSchema)));
  });
  router.patch('/equipment-service-items/:id', admin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await extras.patchServiceItem(ctx.state.em, id, parseBody(ctx, serviceItemPatchSchema));
  });
  router.delete('/equipment-service-items/:id', admin, async (ctx) => {
    await extras.deleteServiceItem(ctx.state.em, parseId(ctx.params.id));
    noContent(ctx);
  });
  return router;
}
