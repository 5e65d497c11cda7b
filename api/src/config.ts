import { isIPv4 } from 'node:net';
import { z } from 'zod';

const flag = (fallback: '0' | '1') =>
  z
    .enum(['0', '1', 'true', 'false'], { error: 'expected 0 or 1' })
    .default(fallback)
    .transform((value) => value === '1' || value === 'true');

const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url({ error: 'expected an absolute URL' }).optional());

/** The sender of every mail (D22): a display name, possibly empty, and an address. */
export interface MailSender {
  name: string;
  address: string;
}

/**
 * MAIL_FROM read as `Name <address>`, `"Name" <address>` or a bare address. The name is kept apart
 * from the address so the mail library quotes it: unquoted, the default's 'PPP :: …' read as an RFC
 * 5322 group ('From: PPP:"Program / system wycen" <…>;'), which no From header may be.
 */
export function mailSender(value: string): MailSender | null {
  const named = /^(.*?)\s*<([^<>\s]+)>$/.exec(value);
  const name = (named ? named[1] : '')
    .replace(/^"(.*)"$/, '$1')
    .replace(/\\(.)/g, '$1')
    .trim();
  const address = named ? named[2] : value;
  return /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+$/.test(address) ? { name, address } : null;
}

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'expected a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().trim().min(1).default('.data'),
  DATABASE_URL: optionalUrl.refine((value) => !value || /^postgres(ql)?:\/\//.test(value), {
    error: 'expected a postgres:// URL',
  }),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'expected a whole number from 1 to 100' })
    .int({ error: 'expected a whole number from 1 to 100' })
    .min(1, { error: 'expected a whole number from 1 to 100' })
    .max(100, { error: 'expected a whole number from 1 to 100' })
    .optional(),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: z.string().trim().optional(),
  OIDC_CLIENT_SECRET: z.string().trim().optional(),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ADMIN_EMAILS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  DEV_LOGIN: flag('0'),
  /**
   * D25: how many proxies of ours stand in front (each appends to X-Forwarded-For); 0 trusts no
   * forwarded header. 'true'/'false' are read as 1/0.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('0')
    .transform((value) => (value === 'true' ? '1' : value === 'false' ? '0' : value))
    .transform(Number)
    .pipe(
      z
        .number({ error: 'expected the number of proxies in front, 0 to 10' })
        .int({ error: 'expected the number of proxies in front, 0 to 10' })
        .min(0, { error: 'expected the number of proxies in front, 0 to 10' })
        .max(10, { error: 'expected the number of proxies in front, 0 to 10' }),
    ),
  SEED_DEMO: flag('1'),
  /** D21: the demo quotes the first admin finds (with SEED_DEMO); the journeys start without them. */
  SEED_DEMO_QUOTES: flag('1'),
  /** D22: the mail server; without it every mail is kept as 'held'. */
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(
      z
        .url({ error: 'expected smtp://user:password@host:port or smtps://…' })
        .refine((value) => /^smtps?:\/\//.test(value), {
          error: 'expected smtp://user:password@host:port or smtps://…',
        })
        .optional(),
    ),
  MAIL_FROM: z
    .string()
    .trim()
    .default('PPP :: Program / system wycen <wyceny@localhost>')
    .transform((value, ctx) => {
      const sender = mailSender(value);
      if (!sender) {
        ctx.addIssue({ code: 'custom', message: 'expected Name <address@domain> or address@domain' });
        return z.NEVER;
      }
      return sender;
    }),
  /** D22: the waits before each retry, in minutes (N entries: N + 1 attempts in all). */
  MAIL_RETRY_MINUTES: z
    .string()
    .default('1,5,15,60,240')
    .transform((value) => value.split(',').map((entry) => Number(entry.trim())))
    .refine((minutes) => minutes.every((entry) => Number.isFinite(entry) && entry >= 0 && entry <= 10_080), {
      error: 'expected comma-separated minutes, e.g. 1,5,15,60,240',
    }),
  /**
   * D22: how long a claimed mail is held by the worker that claimed it (seconds, at most D22's 2
   * minutes, the default). Shorter only for tests that kill the process mid-send and must not wait
   * 2 minutes for the next start to take the mail over (api/src/crash/mail-crash.test.ts).
   */
  MAIL_LEASE_SECONDS: z.coerce
    .number({ error: 'expected whole seconds from 1 to 120' })
    .int({ error: 'expected whole seconds from 1 to 120' })
    .min(1, { error: 'expected whole seconds from 1 to 120' })
    .max(120, { error: 'expected whole seconds from 1 to 120' })
    .default(120),
  LOG_LEVEL: z
    .enum(['debug', 'info', 'warn', 'error', 'silent'], {
      error: 'expected debug, info, warn, error or silent',
    })
    .default('info'),
});

export type LogLevel = z.infer<typeof envSchema>['LOG_LEVEL'];

export interface Config {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections to the database at most; unset, db/orm.ts sizes the pool to this machine. */
  databasePoolSize?: number;
  oidc: { issuer: string; clientId: string; clientSecret?: string } | { issuer: 'development' };
  sessionSecret?: string;
  adminEmails: string[];
  /**
   * D25: the number of our proxies in front (0: none). The client address is the n-th address from
   * the right of X-Forwarded-For, and X-Forwarded-Proto/Host are honoured, only when it is above 0.
   */
  trustProxy: number;
  /** DEV_LOGIN=1: the development sign-in also off loopback and through a proxy (D2, D25). */
  devLogin: boolean;
  /**
   * The host names (with port) the development sign-in answers on (D25): PUBLIC_URL's, and without
   * PUBLIC_URL also the configured listen address.
   */
  signInHosts: string[];
  seedDemo: boolean;
  seedDemoQuotes: boolean;
  logLevel: LogLevel;
  /**
   * D22: where mail goes (undefined: nowhere, kept as held), who sends it, the retry waits, and how
   * long a claimed mail is held before another start or process may send it again.
   */
  mail: { smtpUrl?: string; from: MailSender; retryMinutes: number[]; leaseSeconds: number };
  /** Entry URL overrides of the micro-frontend manifest: MICROFRONTEND_<NAME>. */
  microfrontendEntries: Record<string, string>;
}

export class ConfigError extends Error {}

const loopbackHosts = new Set(['localhost', '::1', '[::1]']);
/** A loopback host, parsed (issue 16 §9): 'localhost', ::1 or an IPv4 address 127.x.y.z — never '127.evil.example'. */
const isLoopback = (host: string) =>
  loopbackHosts.has(host.toLowerCase()) || (isIPv4(host) && host.startsWith('127.'));
const urlHostOf = (url: string) => new URL(url).hostname;
const isWildcard = (host: string) => host === '0.0.0.0' || host === '::' || host === '[::]';

/**
 * A variable's value as an error message may show it: a secret's not at all, a URL's without its
 * password (the message goes to the terminal and the logs).
 */
export function shownValue(name: string, value: string) {
  if (/SECRET|PASSWORD|TOKEN|KEY/.test(name)) return '(ukryta wartość)';
  return JSON.stringify(value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#:@]*):[^/?#@]*@/i, '$1:***@'));
}

/** Environment -> typed configuration. Throws ConfigError with a one-line message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(`Invalid ${name}=${shownValue(name, env[name] ?? '')}: ${issue.message}`);
  }
  const e = parsed.data;
  const urlHost = e.HOST.includes(':') && !e.HOST.startsWith('[') ? `[${e.HOST}]` : e.HOST;
  const publicUrl = (
    e.PUBLIC_URL ??
    (isLoopback(e.HOST) || isWildcard(e.HOST) ? `http://127.0.0.1:${e.PORT}` : `http://${urlHost}:${e.PORT}`)
  ).replace(/\/+$/, '');

  let oidc: Config['oidc'];
  if (e.OIDC_ISSUER) {
    if (!e.OIDC_CLIENT_ID) throw new ConfigError('Missing OIDC_CLIENT_ID: required when OIDC_ISSUER is set');
    // The client secret and tokens travel to the issuer: in clear only to this machine (issue 16 §8).
    // The parsed scheme, so 'HTTP://' is plain http too (D25).
    const scheme = new URL(e.OIDC_ISSUER).protocol;
    if (scheme !== 'https:' && !(scheme === 'http:' && isLoopback(urlHostOf(e.OIDC_ISSUER)))) {
      throw new ConfigError(
        `Invalid OIDC_ISSUER=${shownValue('OIDC_ISSUER', e.OIDC_ISSUER)}: use https (plain http only for a loopback address)`,
      );
    }
    oidc = {
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET || undefined,
    };
  } else {
    if (!isLoopback(e.HOST) && !e.DEV_LOGIN) {
      throw new ConfigError(
        `Refusing to start: HOST=${e.HOST} is not a loopback address and OIDC_ISSUER is not set. ` +
          'Configure OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or set DEV_LOGIN=1 to allow the password-less development login).',
      );
    }
    // Behind a proxy with a public address the password-less login would be anybody's (issue 16 §9).
    if (!isLoopback(urlHostOf(publicUrl)) && !e.DEV_LOGIN) {
      throw new ConfigError(
        `Refusing to start: PUBLIC_URL=${publicUrl} is not a loopback address and OIDC_ISSUER is not set. ` +
          'Configure OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (or set DEV_LOGIN=1 to allow the password-less development login).',
      );
    }
    oidc = { issuer: 'development' };
  }

  const microfrontendEntries: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    const match = /^MICROFRONTEND_([A-Z_]+)$/.exec(key);
    if (match && value) microfrontendEntries[match[1].toLowerCase()] = value;
  }

  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    oidc,
    sessionSecret: e.SESSION_SECRET,
    adminEmails: e.ADMIN_EMAILS,
    trustProxy: e.TRUST_PROXY,
    devLogin: e.DEV_LOGIN,
    signInHosts: [
      ...new Set([new URL(publicUrl).host, ...(e.PUBLIC_URL ? [] : [`${urlHost}:${e.PORT}`.toLowerCase()])]),
    ],
    seedDemo: e.SEED_DEMO,
    seedDemoQuotes: e.SEED_DEMO && e.SEED_DEMO_QUOTES,
    logLevel: e.LOG_LEVEL,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM,
      retryMinutes: e.MAIL_RETRY_MINUTES,
      leaseSeconds: e.MAIL_LEASE_SECONDS,
    },
    microfrontendEntries,
  };
}
