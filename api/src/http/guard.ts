import { type Capability, can, messages } from '@ppp/domain';
import type { Context, Next } from 'koa';
import type { SessionUser } from '../auth/current-user.ts';
import { Forbidden, Unauthorized } from './errors.ts';

/** The signed-in, approved and active user, or the matching 401/403 (D1, D2). */
export function approvedUser(ctx: Context): SessionUser {
  const user = ctx.state.user as SessionUser | undefined;
  if (!user) throw new Unauthorized();
  if (!user.isActive) throw new Forbidden(messages.inactive);
  if (!user.isApproved) throw new Forbidden(messages.pendingApproval);
  return user;
}

/**
 * The one guard every route uses: 401 signed out, 403 pending or inactive, 403 'Brak uprawnień'
 * without the capability. `'approved'` admits every approved user.
 */
export function requireCapability(capability: Capability | 'approved') {
  return async (ctx: Context, next: Next) => {
    const user = approvedUser(ctx);
    if (capability !== 'approved' && !can(user.role, capability)) throw new Forbidden();
    await next();
  };
}
