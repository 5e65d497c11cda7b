import Router from '@koa/router';
import { vehicleInputSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parseBody, parseId } from '../../http/validate.ts';
import * as vehicles from './vehicles-service.ts';

/** Transport's vehicles (spec-2 §7, D13); its quotes are a kind of the lifecycle (quote-kind.ts). */
export function vehicleRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const fleetAdmin = requireCapability('admin:transport');

  router.get('/transport-vehicles', requireCapability('approved'), async (ctx) => {
    ctx.body = await vehicles.listVehicles(ctx.state.em);
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

  return router;
}
