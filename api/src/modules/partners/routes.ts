import Router from '@koa/router';
import { reachedBy } from '../../http/guard.ts';
import { partnerGuidePage } from './guide.ts';

/** GET /partners (D24): the partner guide, public, without the staff application or its session. */
export function partnerGuideRoutes(publicUrl: string) {
  const origin = new URL(publicUrl).origin;
  const router = new Router();
  router.get('/partners', reachedBy({ auth: 'none' }), (ctx) => {
    ctx.type = 'text/html; charset=utf-8';
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = partnerGuidePage(origin, String(ctx.state.cspNonce ?? ''));
  });
  return router;
}
