import { createHmac } from 'node:crypto';
import { resolve } from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Router from '@koa/router';
import { messages } from '@ppp/domain';
import Koa, { type Context, type Next } from 'koa';
import compose from 'koa-compose';
import session from 'koa-session';
import { createDevProvider, DEV_CLIENT_ID } from './auth/dev-provider.ts';
import { devSignInGuard } from './auth/dev-sign-in-guard.ts';
import { createRelyingParty } from './auth/relying-party.ts';
import { authRoutes } from './auth/routes.ts';
import {
  newSessionId,
  postgresSessionStore,
  SESSION_COOKIE,
  SESSION_MAX_AGE_MS,
} from './auth/session-store.ts';
import type { Config } from './config.ts';
import type { Orm } from './db/orm.ts';
import { seedDemoQuotes } from './db/seed/demo-quotes.ts';
import { clientAddressOf } from './http/client-address.ts';
import type { AppContext } from './http/context.ts';
import { csrfProtection } from './http/csrf.ts';
import { errorMiddleware } from './http/errors.ts';
import { reachedBy } from './http/guard.ts';
import type { InFlightTracker } from './http/in-flight.ts';
import { jsonBody } from './http/json-body.ts';
import { requestLog } from './http/request-log.ts';
import { securityHeaders } from './http/security.ts';
import type { Logger } from './logger.ts';
import { apiKeyRoutes } from './modules/api-keys/routes.ts';
import { assessmentsRoutes } from './modules/assessments/routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { catalogueRoutes } from './modules/catalogue/routes.ts';
import { catalogueAdminRoutes } from './modules/catalogue-admin/routes.ts';
import { clientPageLimits } from './modules/client-page-limits/limits.ts';
import { clientsRoutes } from './modules/clients/routes.ts';
import { companyRoutes } from './modules/company/routes.ts';
import { departmentCatalogueRoutes } from './modules/departments/routes.ts';
import { outboxSettings } from './modules/mail/outbox.ts';
import { outboxRoutes } from './modules/mail/routes.ts';
import { deliverNotifications } from './modules/notifications/delivery.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { partnerGuideRoutes } from './modules/partners/routes.ts';
import { publicApiChain, publicApiRoutes } from './modules/public-api/routes.ts';
import { productQuoteKinds } from './modules/quote-lifecycle/product-kinds.ts';
import type { AnyQuoteKind } from './modules/quote-lifecycle/registry.ts';
import { availabilityRoutes, quoteKindRoutes } from './modules/quote-lifecycle/routes.ts';
import {
  clientPageFallback,
  clientPageFormErrors,
  clientPageRoutes,
} from './modules/quote-sharing/routes.ts';
import { shareSealKey } from './modules/quote-sharing/service.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { vehicleRoutes } from './modules/transport/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { webhookRoutes } from './modules/webhooks/routes.ts';
import { pdfGate } from './print/pdf-gate.ts';
import { serveFavicon } from './static/favicon.ts';
import { foreignEntryOrigins, serveFrontends } from './static/frontends.ts';

export interface AppDeps {
  config: Config;
  orm: Orm;
  log: Logger;
  sessionSecret: string;
  /** Repository root holding the built front ends. */
  root?: string;
  /** Counts running handlers for the graceful shutdown. */
  inFlight?: InFlightTracker;
  /** The quote kinds served (D20): the product's four unless a test adds its own. */
  quoteKinds?: readonly AnyQuoteKind[];
}

const unless = (prefixes: string[], middleware: Koa.Middleware) => (ctx: Context, next: Next) =>
  prefixes.some((prefix) => ctx.path.startsWith(prefix)) ? next() : middleware(ctx, next);
const only = (test: (ctx: Context) => boolean, middleware: Koa.Middleware) => (ctx: Context, next: Next) =>
  test(ctx) ? middleware(ctx, next) : next();

/**
 * Answers that carry personal or business data (JSON, PDF) are never kept by a browser or proxy cache
 * (issue 16 §9), unless the route chose its own caching.
 */
function noStoreForData(ctx: Context) {
  if (ctx.response.get('Cache-Control')) return;
  const type = ctx.response.type;
  if (type === 'application/json' || type === 'application/pdf') ctx.set('Cache-Control', 'no-store');
}

/** Every router an app serves, for the permission matrix test to read its routes from (issue 16 §1). */
export const routersOf = new WeakMap<Koa, ServedRouter[]>();
interface ServedRouter {
  stack: { methods: string[]; path: string | RegExp; stack: unknown[]; match(path: string): boolean }[];
}

/** Composes the whole HTTP application: errors, headers, sign-in, sessions, CSRF, routers, static. */
export function createApp({
  config,
  orm,
  log,
  sessionSecret,
  inFlight,
  root = resolve(import.meta.dirname, '../..'),
  quoteKinds = productQuoteKinds,
}: AppDeps) {
  const app = new Koa({ proxy: config.trustProxy > 0, keys: [sessionSecret] });
  const isHttps = config.publicUrl.startsWith('https://');
  const dev = config.oidc.issuer === 'development';
  const derived = (purpose: string) =>
    createHmac('sha256', sessionSecret).update(purpose).digest('base64url');

  const oidc = config.oidc;
  const rp = createRelyingParty(
    !('clientId' in oidc)
      ? {
          issuer: `${config.publicUrl}/oidc`,
          clientId: DEV_CLIENT_ID,
          clientSecret: derived('dev-client'),
          redirectUri: `${config.publicUrl}/api/callback`,
        }
      : { ...oidc, redirectUri: `${config.publicUrl}/api/callback` },
  );
  const publicHost = new URL(config.publicUrl).host;

  // Errors that reach Koa itself come from writing a response; a client that went away is not ours to report.
  app.on('error', (error: Error & { code?: string }) => {
    const hungUp = ['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'EPIPE'].includes(error.code ?? '');
    (hungUp ? log.debug : log.error)('response error', { error: error.message, code: error.code });
  });
  if (inFlight) app.use(inFlight.middleware);
  // D25: ctx.ip is the n-th X-Forwarded-For address from the right under TRUST_PROXY=n, else the socket's.
  app.use(clientAddressOf(config.trustProxy));
  app.use(requestLog(log));
  // Only origin-form request lines ('GET /path'): the absolute form ('GET http://x/') and the
  // asterisk form ('GET *') are not for an origin server, and are refused plainly (issue 16 §9).
  app.use(async (ctx, next) => {
    if (!ctx.req.url?.startsWith('/')) {
      ctx.status = 400;
      ctx.body = { message: messages.invalid };
      return;
    }
    await next();
  });
  // Outside the error handler, so refusals carrying data (a client's NIP conflict) are covered too.
  app.use(async (ctx, next) => {
    await next();
    noStoreForData(ctx);
  });
  app.use(errorMiddleware(log));
  app.use(securityHeaders(() => foreignEntryOrigins(config.microfrontendEntries), isHttps));

  // Pages and sign-in always happen on PUBLIC_URL, so cookies belong to one origin (D2).
  app.use(async (ctx, next) => {
    const page =
      ctx.method === 'GET' &&
      (!/^\/(api|oidc)(\/|$)/.test(ctx.path) || /^\/api\/(login|logout|auth\/logout)$/.test(ctx.path));
    if (page && ctx.host !== publicHost) return ctx.redirect(`${config.publicUrl}${ctx.url}`);
    if (ctx.path === '/login') return ctx.redirect('/api/login');
    if (ctx.path === '/dashboard') return ctx.redirect('/');
    return next();
  });

  if (dev) {
    // D25: the password-less sign-in only directly on PUBLIC_URL, unless DEV_LOGIN=1.
    if (!config.devLogin) {
      app.use(devSignInGuard({ publicUrl: config.publicUrl, hosts: config.signInHosts }));
    }
    app.use(
      only(
        (ctx) => ctx.path.startsWith('/oidc/interaction/'),
        bodyParser({ enableTypes: ['form'], formLimit: '16kb' }),
      ),
    );
    app.use(
      createDevProvider({
        publicUrl: config.publicUrl,
        dataDir: config.dataDir,
        clientSecret: derived('dev-client'),
        cookieKeys: [derived('dev-cookies')],
        trustProxy: config.trustProxy > 0,
        log,
      }),
    );
  }

  const health = new Router();
  health.get('/api/health', reachedBy({ auth: 'none' }), async (ctx) => {
    try {
      await orm.em.getConnection().execute('select 1');
      ctx.body = { status: 'ok', database: 'ok' };
    } catch {
      ctx.status = 503;
      ctx.body = { status: 'error', database: 'unavailable' };
    }
  });
  app.use(health.routes());

  // D22: mail through the outbox; share tokens sealed with a key derived from the server's secret.
  const outbox = outboxSettings(config);
  const sending = { publicUrl: config.publicUrl, sealKey: shareSealKey(sessionSecret), outbox };
  deliverNotifications(orm, {
    publicUrl: config.publicUrl,
    outbox,
    kinds: quoteKinds.map((kind) => kind.entry),
  });
  const api = new Router<unknown, AppContext>();
  api.use(
    authRoutes({
      rp,
      publicUrl: config.publicUrl,
      log,
      rules: {
        adminEmails: config.adminEmails,
        firstUserIsAdmin: dev,
        onFirstAdmin: config.seedDemoQuotes
          ? (user) => seedDemoQuotes(orm, user, quoteKinds, log)
          : undefined,
      },
    }).routes(),
  );
  for (const routes of [
    usersRoutes(),
    catalogueRoutes(),
    settingsRoutes(),
    companyRoutes(),
    clientsRoutes(),
    catalogueAdminRoutes(),
    assessmentsRoutes(),
    vehicleRoutes(),
    departmentCatalogueRoutes('electrical'),
    departmentCatalogueRoutes('general'),
    apiKeyRoutes(),
    outboxRoutes(outbox),
    webhookRoutes({ development: dev }),
    notificationRoutes(),
    auditRoutes(),
    ...quoteKinds.map((kind) => quoteKindRoutes(kind, sending)),
    availabilityRoutes(quoteKinds),
    reportRoutes(),
  ]) {
    api.use(routes.routes());
  }

  // The public API (D9, D16, D24): its own chain, without sessions, the CSRF rule or the general
  // body parser (it reads its bodies itself, after the key check).
  const publicApi = publicApiRoutes(config.publicUrl, outbox);
  app.use(
    only(
      (ctx) => ctx.path === '/api/public' || ctx.path.startsWith('/api/public/'),
      publicApiChain(publicApi, () => orm.em.fork()),
    ),
  );

  app.use(
    only(
      (ctx) => ctx.path.startsWith('/api/') && !ctx.path.startsWith('/api/public/'),
      compose([
        // D25: JSON nested more than 32 deep is 400 (http/json-body.ts).
        jsonBody({ limit: '1mb' }),
        session(
          {
            key: SESSION_COOKIE,
            maxAge: SESSION_MAX_AGE_MS,
            httpOnly: true,
            sameSite: 'lax',
            secure: isHttps,
            signed: true,
            renew: true,
            store: postgresSessionStore(orm),
            genid: newSessionId,
          },
          // The store reads the session with its user in one query (into ctx.state.user).
          app,
        ),
        csrfProtection(config.publicUrl, SESSION_COOKIE),
        async (ctx: Context, next: Next) => {
          ctx.state.em = orm.em.fork();
          await next();
        },
        async (ctx: Context, next: Next) => {
          await next();
          // allowedMethods answers 405 (and 501 for a method no route knows, PROPFIND) in plain
          // text: the same JSON shape as every other error (D6).
          if (ctx.status === 405) ctx.body = { message: messages.methodNotAllowed };
          if (ctx.status === 501) ctx.body = { message: messages.methodNotImplemented };
        },
        // D23: PDFs a few at a time (pdf-gate.ts).
        pdfGate,
        api.routes(),
        api.allowedMethods({ throw: false }),
      ] as Koa.Middleware[]),
    ),
  );

  // The client's page of a shared quote (D17): no session, no staff application.
  const clientPage = clientPageRoutes(() => orm.em.fork(), quoteKinds);
  app.use(
    only(
      (ctx) => ctx.path === '/oferta' || ctx.path.startsWith('/oferta/'),
      compose([
        clientPageFallback,
        // D23: per address, pages and PDFs a minute, counted before anything is read for them.
        clientPageLimits(() => orm.em.fork()),
        pdfGate,
        clientPageFormErrors,
        bodyParser({ enableTypes: ['form'], formLimit: '16kb', encoding: 'utf-8' }),
        clientPage.routes(),
        clientPage.allowedMethods(),
        // Nothing under /oferta goes on to the staff application (clientPageFallback answers it).
        () => undefined,
      ] as Koa.Middleware[]),
    ),
  );

  // D24: the partner guide, public and server-rendered like the client page.
  const partnerGuide = partnerGuideRoutes(config.publicUrl);
  app.use(partnerGuide.routes());

  routersOf.set(app, [health, api, publicApi, clientPage, partnerGuide]);
  app.use(serveFavicon(root));
  app.use(unless(['/api'], serveFrontends({ root, entryOverrides: config.microfrontendEntries })));
  return app;
}
