import Router from '@koa/router';
import { pricingSettingsInputSchema } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';
import { requireCapability } from '../../http/guard.ts';
import { parseBody } from '../../http/validate.ts';
import { getPricingSettings, savePricingSettings } from './service.ts';

export function settingsRoutes() {
  const router = new Router<unknown, AppContext>({ prefix: '/api/settings' });
  router.get('/pricing', requireCapability('approved'), async (ctx) => {
    ctx.body = await getPricingSettings(ctx.state.em);
  });
  router.put('/pricing', requireCapability('admin:catalogue'), async (ctx) => {
    ctx.body = await savePricingSettings(ctx.state.em, parseBody(ctx, pricingSettingsInputSchema));
  });
  return router;
}
