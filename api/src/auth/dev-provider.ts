import { generateKeyPairSync } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Context, Next } from 'koa';
import './quiet-provider-warnings.ts';
import { text } from '@ppp/domain';
import Provider, { type Configuration } from 'oidc-provider';
import { z } from 'zod';
import type { Logger } from '../logger.ts';
import { loginPage, logoutPage, messagePage } from './dev-pages.ts';

export const DEV_CLIENT_ID = 'ppp-staff';
const MOUNT = '/oidc';

interface DevAccount {
  email: string;
  firstName: string;
  lastName: string;
}

const loginForm = z.object({
  email: z.string().trim().toLowerCase().email({ error: 'Podaj prawidłowy adres e-mail' }).max(320),
  firstName: text().trim().max(100).default(''),
  lastName: text().trim().max(100).default(''),
});

/**
 * The development identity provider (D2): a real OpenID Connect provider in the same process,
 * mounted at /oidc, whose Polish login page asks for an e-mail and names, without a password.
 * Its signing keys live in DATA_DIR so issued tokens stay valid across restarts.
 */
export function createDevProvider(opts: {
  publicUrl: string;
  dataDir: string;
  clientSecret: string;
  cookieKeys: string[];
  /** TRUST_PROXY above 0: X-Forwarded-Host/Proto name the address the provider answers with (D25). */
  trustProxy: boolean;
  log: Logger;
}) {
  // Short-lived: the claims typed on the login page, read back at the token/userinfo step.
  const accounts = new Map<string, DevAccount>();
  const configuration: Configuration = {
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: opts.clientSecret,
        redirect_uris: [`${opts.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${opts.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    jwks: { keys: [signingKey(opts.dataDir)] },
    cookies: {
      keys: opts.cookieKeys,
      names: { session: 'oidc_session', interaction: 'oidc_interaction', resume: 'oidc_resume' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          ctx.body = logoutPage(form, (ctx.req as { cspNonce?: string }).cspNonce);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.body = messagePage('Wylogowano', 'Zostałeś wylogowany.', '/');
        },
      },
    },
    interactions: { url: (_ctx, interaction) => `${MOUNT}/interaction/${interaction.uid}` },
    findAccount: async (_ctx, sub) => {
      const account = accounts.get(sub);
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: account?.email ?? sub,
          email_verified: true,
          given_name: account?.firstName || undefined,
          family_name: account?.lastName || undefined,
          name: [account?.firstName, account?.lastName].filter(Boolean).join(' ') || undefined,
        }),
      };
    },
    // Our own staff client needs no consent screen: grant what it asks for.
    loadExistingGrant: async (ctx) => {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session?.grantIdFor(ctx.oidc.client!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: async (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Błąd logowania',
        out.error_description ?? 'Spróbuj zalogować się ponownie.',
        '/api/login',
      );
    },
    ttl: {
      Session: 7 * 24 * 3600,
      Interaction: 3600,
      Grant: 7 * 24 * 3600,
      AccessToken: 3600,
      IdToken: 3600,
      AuthorizationCode: 60,
    },
  };
  const provider = new Provider(`${opts.publicUrl}${MOUNT}`, configuration);
  // Otherwise a forged X-Forwarded-Host would name another host in its discovery document (D25).
  provider.proxy = opts.trustProxy;
  provider.on('server_error', (_ctx, error) =>
    opts.log.error('identity provider error', { error: String(error) }),
  );
  const handle = provider.callback();

  async function interaction(ctx: Context, uid: string, action: string | undefined) {
    const { req, res } = ctx;
    const details = await provider.interactionDetails(req as IncomingMessage, res as ServerResponse);
    if (details.uid !== uid) throw Object.assign(new Error('interaction mismatch'), { status: 400 });
    if (ctx.method === 'GET' && !action) {
      ctx.type = 'html';
      ctx.body = loginPage(uid, {});
      return;
    }
    if (ctx.method === 'POST' && action === 'login') {
      const parsed = loginForm.safeParse(ctx.request.body ?? {});
      if (!parsed.success) {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = loginPage(uid, {
          error: parsed.error.issues[0].message,
          values: ctx.request.body as Record<string, string>,
        });
        return;
      }
      accounts.set(parsed.data.email, parsed.data);
      ctx.respond = false;
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: parsed.data.email } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (ctx.method === 'POST' && action === 'abort') {
      ctx.respond = false;
      await provider.interactionFinished(req, res, {
        error: 'access_denied',
        error_description: 'Logowanie anulowane',
      });
      return;
    }
    ctx.status = 404;
  }

  /** Koa middleware answering everything under /oidc. */
  return async function devProvider(ctx: Context, next: Next) {
    if (ctx.path !== MOUNT && !ctx.path.startsWith(`${MOUNT}/`)) return next();
    const match = /^\/oidc\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(ctx.path);
    if (match) {
      try {
        return await interaction(ctx, match[1], match[2]);
      } catch {
        ctx.status = 400;
        ctx.type = 'html';
        ctx.body = messagePage('Sesja logowania wygasła', 'Rozpocznij logowanie od nowa.', '/api/login');
        return;
      }
    }
    ctx.respond = false;
    const req = ctx.req as IncomingMessage & { originalUrl?: string };
    req.originalUrl = req.url;
    req.url = req.url!.slice(MOUNT.length) || '/';
    await handle(req, ctx.res);
  };
}

function signingKey(dataDir: string) {
  const file = join(dataDir, 'oidc-signing-key.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = { ...privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256', kid: `ppp-${Date.now()}` };
  writeFileSync(file, JSON.stringify(jwk), { mode: 0o600 });
  return jwk;
}
