import Router from '@koa/router';
import { cataloguePeriodSchema, transportSettingsInputSchema, vehicleInputSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import * as settings from './settings-service.ts';
import * as vehicles from './vehicles-service.ts';

/**
 * Transport's vehicles (spec-2 §7, D13, D21) and its settings (the depot, D21); its quotes are a
 * kind of the lifecycle (quote-kind.ts).
 */
export function vehicleRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const approved = requireCapability('approved');
  const fleetAdmin = requireCapability('admin:transport');

  router.get('/transport-vehicles', approved, async (ctx) => {
    const period = parse(cataloguePeriodSchema, ctx.query);
    ctx.body = await vehicles.listVehicles(ctx.state.em, period);
  });
  router.post('/transport-vehicles', fleetAdmin, async (ctx) => {
    const fields = parseBody(ctx, vehicleInputSchema);
    ctx.status = 201;
    ctx.body = await vehicles.createVehicle(ctx.state.em, fields);
  });
  router.put('/transport-vehicles/:id', fleetAdmin, async (ctx) => {
    const id = parseId(ctx.params.id);
    ctx.body = await vehicles.updateVehicle(ctx.state.em, id, parseBody(ctx, vehicleInputSchema));
  });
  router.delete('/transport-vehicles/:id', fleetAdmin, async (ctx) => {
    await vehicles.deleteVehicle(ctx.state.em, parseId(ctx.params.id));
    ctx.status = 204;
  });

  // D21: every transport form reads the depot; the transport administration sets it.
  router.get('/transport-settings', approved, async (ctx) => {
    ctx.body = await settings.getTransportSettings(ctx.state.em);
  });
  router.put('/transport-settings', fleetAdmin, async (ctx) => {
    ctx.body = await settings.saveTransportSettings(
      ctx.state.em,
      parseBody(ctx, transportSettingsInputSchema),
    );
  });

  return router;
}
