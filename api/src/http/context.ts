import type Router from '@koa/router';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context, DefaultState } from 'koa';
import type { SessionUser } from '../auth/current-user.ts';

/** What every API request carries in ctx.state. */
export interface AppState extends DefaultState {
  requestId: string;
  cspNonce: string;
  /** A fresh EntityManager for this request (never the global one). */
  em: EntityManager;
  /** Set when the request's session belongs to a user (approved or not). */
  user?: SessionUser;
}
export type AppContext = Context & { state: AppState };

/** A router of the staff API. */
export type AppRouter = Router<unknown, AppContext>;
