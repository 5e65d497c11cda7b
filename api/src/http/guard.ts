import { type Capability, can, messages, type QuoteKind, type QuoteKindEntry } from '@ppp/domain';
import type { Context, Next } from 'koa';
import type { SessionUser } from '../auth/current-user.ts';
import { Forbidden, Unauthorized } from './errors.ts';

/**
 * How a route is reached, declared on the route's guard so that the permission matrix test
 * (issue 16 §1) reads it from the routers themselves: a route without one fails that test.
 * - `session`: a signed-in staff user holding `capability` (`'approved'`: every approved user);
 *   `approve` when the service also checks a kind's approve right (approving, rejecting, deleting);
 *   `own` when the route addresses (or lists) quotes of a kind under D1's own-quotes rule.
 * - `apiKey`: a partner's key holding `scope` (D9, D16). `shareToken`: a client's share link (D17).
 * - `none`: open to anybody (sign-in, health, the public API's document).
 */
export type RouteAccess =
  | { auth: 'none' }
  | { auth: 'shareToken' }
  | { auth: 'apiKey'; scope: 'quotes:create' | 'assessments:create' }
  | { auth: 'session'; capability: Capability | 'approved'; approve?: Capability; own?: QuoteKind };

const accessKey = Symbol('routeAccess');
type Declared<M> = M & { [accessKey]?: RouteAccess };

/** Marks a route's middleware with how the route is reached (see {@link RouteAccess}). */
export function declareAccess<M extends (ctx: never, next: Next) => unknown>(
  middleware: M,
  access: RouteAccess,
) {
  (middleware as Declared<M>)[accessKey] = access;
  return middleware;
}

/** The declaration a middleware carries, if it is a route's guard. */
export const accessOf = (middleware: unknown): RouteAccess | undefined =>
  (middleware as Declared<object> | undefined)?.[accessKey];

/**
 * For routes whose handler does the checking (a share link's token) or that anybody may call
 * (sign-in, health): they only say so.
 */
export const reachedBy = (access: { auth: 'none' } | { auth: 'shareToken' }) =>
  declareAccess(async (_ctx: Context, next: Next) => next(), access);

/** The signed-in, approved and active user, or the matching 401/403 (D1, D2). */
export function approvedUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw new Unauthorized();
  if (!user.isActive) throw new Forbidden(messages.inactive);
  if (!user.isApproved) throw new Forbidden(messages.pendingApproval);
  return user;
}

/**
 * A staff route's handler, given the user its guard admitted (typed: no `ctx.state.user!`). The
 * guard ran first, so the user is there; reading it again is the same check, not a second rule.
 */
export const withUser =
  <Ctx extends Context>(handler: (ctx: Ctx, user: SessionUser) => unknown) =>
  (ctx: Ctx) =>
    handler(ctx, approvedUser(ctx));

/**
 * The one guard every staff route uses: 401 signed out, 403 pending or inactive, 403 'Brak uprawnień'
 * without the capability. `'approved'` admits every approved user. `rule` declares what the service
 * checks after it (the kind's approve right, the own-quotes rule), for the permission matrix.
 */
export function requireCapability(
  capability: Capability | 'approved',
  rule: { own?: QuoteKind; approve?: Capability } = {},
) {
  const guard = async (ctx: Context, next: Next) => {
    const user = approvedUser(ctx);
    if (capability !== 'approved' && !can(user.role, capability)) throw new Forbidden();
    await next();
  };
  return declareAccess(guard, {
    auth: 'session',
    capability,
    ...(rule.own ? { own: rule.own } : {}),
    ...(rule.approve ? { approve: rule.approve } : {}),
  });
}

/**
 * The guards of a quote kind's routes (D1): everybody may create; reading, editing and the rest
 * follow the own-quotes rule; deleting and deciding also need the kind's approve right.
 */
export function quoteGuards({ kind, capabilities }: QuoteKindEntry) {
  return {
    create: requireCapability(capabilities.create),
    own: requireCapability(capabilities.create, { own: kind }),
    decide: requireCapability(capabilities.create, { own: kind, approve: capabilities.approve }),
  };
}
