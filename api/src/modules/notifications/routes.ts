import Router from '@koa/router';
import {
  markNotificationsReadSchema,
  notificationPreferencesSchema,
  notificationsQuerySchema,
} from '@ppp/domain';
import type { AppContext, AppRouter } from '../../http/context.ts';
import { requireCapability, withUser } from '../../http/guard.ts';
import { parse, parseBody } from '../../http/validate.ts';
import * as notifications from './service.ts';

/**
 * D22: the bell's notifications (`/api/notifications`, marking read) and each person's choices
 * (`/api/settings/notifications`), for every approved user, always their own.
 */
export function notificationRoutes(): AppRouter {
  const router = new Router<unknown, AppContext>({ prefix: '/api' });
  const signedIn = requireCapability('approved');
  router.get(
    '/notifications',
    signedIn,
    withUser(async (ctx: AppContext, user) => {
      const query = parse(notificationsQuerySchema, ctx.query);
      ctx.body = await notifications.listNotifications(ctx.state.em, user.id, query);
    }),
  );
  router.post(
    '/notifications/read',
    signedIn,
    withUser(async (ctx: AppContext, user) => {
      await notifications.markRead(ctx.state.em, user.id, parseBody(ctx, markNotificationsReadSchema));
      ctx.status = 204;
    }),
  );
  router.get(
    '/settings/notifications',
    signedIn,
    withUser(async (ctx: AppContext, user) => {
      ctx.body = await notifications.getPreferences(ctx.state.em, user.id);
    }),
  );
  router.put(
    '/settings/notifications',
    signedIn,
    withUser(async (ctx: AppContext, user) => {
      const preferences = parseBody(ctx, notificationPreferencesSchema);
      ctx.body = await notifications.savePreferences(ctx.state.em, user.id, preferences);
    }),
  );
  return router;
}
