import Router from '@koa/router';
import {
  quoteStatusSchema,
  transportListQuerySchema,
  transportQuoteInputSchema,
  vehicleInputSchema,
} from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { quoteGuards, requireCapability } from '../../http/guard.ts';
import { parse, parseBody, parseId } from '../../http/validate.ts';
import { answerPrintPage } from '../../print/answer.ts';
import { renderTransportPrint } from '../../print/transport.ts';
import { withVersion } from '../quote-lifecycle/http.ts';
import * as quotes from './quotes-service.ts';
import * as vehicles from './vehicles-service.ts';

/** Transport (spec-2 §7, D13): the vehicles and the transport quotes on the shared lifecycle (D18). */
export function transportRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const fleetAdmin = requireCapability('admin:transport');
  const { create, own, decide } = quoteGuards('transport');

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

  router.get('/transport-quotes', own, async (ctx) => {
    const query = parse(transportListQuerySchema, ctx.query);
    ctx.body = await quotes.listTransportQuotes(ctx.state.em, ctx.state.user!, query);
  });
  router.post('/transport-quotes', create, async (ctx) => {
    const body = parseBody(ctx, transportQuoteInputSchema);
    ctx.status = 201;
    ctx.body = withVersion(ctx, await quotes.createTransportQuote(ctx.state.em, ctx.state.user!, body));
  });
  router.get('/transport-quotes/:id', own, async (ctx) => {
    const quote = await quotes.getTransportQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    ctx.body = withVersion(ctx, quote);
  });
  router.get('/transport-quotes/:id/print', own, async (ctx) => {
    const quote = await quotes.getTransportQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    answerPrintPage(ctx, (options) => renderTransportPrint(quote, options));
  });
  router.put('/transport-quotes/:id', own, async (ctx) => {
    const id = parseId(ctx.params.id);
    const body = parseBody(ctx, transportQuoteInputSchema);
    const expected = ctx.get('If-Match') || undefined;
    ctx.body = withVersion(
      ctx,
      await quotes.updateTransportQuote(ctx.state.em, ctx.state.user!, id, body, expected),
    );
  });
  router.patch('/transport-quotes/:id/status', decide, async (ctx) => {
    const id = parseId(ctx.params.id);
    const { status } = parseBody(ctx, quoteStatusSchema);
    ctx.body = withVersion(
      ctx,
      await quotes.changeTransportStatus(ctx.state.em, ctx.state.user!, id, status),
    );
  });
  router.delete('/transport-quotes/:id', decide, async (ctx) => {
    await quotes.deleteTransportQuote(ctx.state.em, ctx.state.user!, parseId(ctx.params.id));
    ctx.status = 204;
  });
  return router;
}
