import Router from '@koa/router';
import { messages, SIGNED_OUT_COOKIE, updateProfileSchema } from '@ppp/domain';
import type { AppContext } from '../http/context.ts';
import { Forbidden, Unauthorized } from '../http/errors.ts';
import { approvedUser, declareAccess, reachedBy, requireCapability } from '../http/guard.ts';
import { countHit } from '../http/rate-window.ts';
import { parseBody } from '../http/validate.ts';
import type { Logger } from '../logger.ts';
import { type SignInRules, signIn, updateProfile } from '../modules/users/service.ts';
import { toUserDto } from './current-user.ts';
import { messagePage } from './dev-pages.ts';
import {
  PENDING_LOGIN_COOKIE,
  PENDING_LOGIN_TTL_MS,
  savePendingLogin,
  takePendingLogin,
} from './pending-login.ts';
import type { RelyingParty } from './relying-party.ts';

/** D25: sign-ins started per address a minute. */
export const LOGIN_LIMIT_PER_MINUTE = 60;
export const tooManyLogins = (seconds: number) =>
  `Zbyt wiele prób logowania. Spróbuj ponownie za ${seconds} s.`;

/** Sign-in, callback, logout and the current user (D2). */
export function authRoutes(opts: { rp: RelyingParty; publicUrl: string; rules: SignInRules; log: Logger }) {
  const router = new Router<unknown, AppContext>();

  const open = reachedBy({ auth: 'none' });
  const secure = opts.publicUrl.startsWith('https://');
  router.get('/api/login', open, async (ctx) => {
    const wait = await countHit(ctx.state.em, 'login', { ip: ctx.ip || 'unknown' }, LOGIN_LIMIT_PER_MINUTE);
    if (wait !== null) {
      ctx.status = 429;
      ctx.set('Retry-After', String(wait));
      ctx.type = 'html';
      ctx.body = messagePage('Zbyt wiele prób logowania', tooManyLogins(wait), '/');
      return;
    }
    const { url, pending } = await opts.rp.startLogin();
    ctx.cookies.set(PENDING_LOGIN_COOKIE, await savePendingLogin(ctx.state.em, pending), {
      path: '/api/callback',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: PENDING_LOGIN_TTL_MS,
      overwrite: true,
    });
    ctx.redirect(url);
  });

  router.get('/api/callback', open, async (ctx) => {
    const pending = await takePendingLogin(ctx.state.em, ctx.cookies.get(PENDING_LOGIN_COOKIE));
    ctx.cookies.set(PENDING_LOGIN_COOKIE, null, { path: '/api/callback', overwrite: true });
    if (!pending) return ctx.redirect('/api/login');
    try {
      const callbackUrl = new URL(ctx.originalUrl, opts.publicUrl);
      const { claims, idToken } = await opts.rp.finishLogin(callbackUrl, pending);
      const user = await signIn(ctx.state.em, claims, opts.rules);
      // A new session id at sign-in (no fixation); the old row is destroyed.
      await ctx.session!.regenerate();
      ctx.session!.userId = user.id;
      ctx.session!.idToken = idToken;
      // The start of the session's absolute lifetime (issue 16 §9).
      ctx.session!.signedInAt = Date.now();
      opts.log.info('signed in', { userId: user.id, requestId: ctx.state.requestId });
      ctx.redirect('/');
    } catch (error) {
      // Vague on purpose: the reason goes to the log, never to the browser.
      opts.log.warn('sign-in failed', { requestId: ctx.state.requestId, error: String(error) });
      ctx.session = null;
      ctx.redirect('/');
    }
  });

  const logout = async (ctx: AppContext) => {
    const idToken = ctx.session?.idToken as string | undefined;
    ctx.session = null;
    // D20: the next page of the product forgets this browser's form drafts (read by the shell).
    ctx.cookies.set(SIGNED_OUT_COOKIE, '1', {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      signed: false,
    });
    ctx.redirect((await opts.rp.endSessionUrl(idToken, `${opts.publicUrl}/`)) ?? '/');
  };
  router.get('/api/logout', open, logout);
  router.get('/api/auth/logout', open, logout);

  // The guard of every approved user's route, except that the pending answer carries the user too
  // (D2's waiting screen).
  const currentUser = async (ctx: AppContext) => {
    const user = ctx.state.user;
    if (!user) throw new Unauthorized();
    if (!user.isActive) throw new Forbidden(messages.inactive);
    if (!user.isApproved) throw new Forbidden(messages.pendingApproval, { user: toUserDto(user) });
    ctx.body = toUserDto(user);
  };
  router.get('/api/auth/user', declareAccess(currentUser, { auth: 'session', capability: 'approved' }));

  router.patch('/api/auth/user', requireCapability('approved'), async (ctx) => {
    const user = approvedUser(ctx);
    ctx.body = await updateProfile(ctx.state.em, user.id, parseBody(ctx, updateProfileSchema));
  });

  return router;
}
