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
    const settings = parseBody(ctx, pricingSettingsInputSchema);
    // `If-Match`: the settings' version the form read (pricingSettingsVersion); without it, saved as sent.
    ctx.body = await savePricingSettings(ctx.state.em, settings, ctx.get('If-Match').trim() || undefined);
  });
  return router;
}
