import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { type Config, ConfigError, loadConfig } from './config.ts';
import type { EmbeddedPostgres } from './db/embedded.ts';
import { createLogger } from './logger.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`Configuration error: ${error.message}`);
  process.exit(1);
}
const log = createLogger(config.logLevel);
config.dataDir = resolve(config.dataDir);
try {
  mkdirSync(config.dataDir, { recursive: true });
} catch (error) {
  // One line naming the variable (a file on the path, a name too long, no right to write there).
  console.error(
    `Configuration error: DATA_DIR=${JSON.stringify(config.dataDir)} cannot be made: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}

/** SESSION_SECRET, or one generated once into DATA_DIR (a single process; several need it set). */
function sessionSecret(): string {
  if (config.sessionSecret) return config.sessionSecret;
  const file = join(config.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// The rest loads only once the configuration is valid, so a bad value prints exactly one line.
const { createApp } = await import('./app.ts');
const { purgeExpiredSessions } = await import('./auth/session-store.ts');
const { purgeRateWindows } = await import('./http/rate-window.ts');
const { catchUpReports, compactReportSummaries } = await import('./modules/reports/compaction.ts');
const { startEmbeddedPostgres } = await import('./db/embedded.ts');
const { initOrm, migrate } = await import('./db/orm.ts');
const { seed } = await import('./db/seed/index.ts');
const { inFlightTracker } = await import('./http/in-flight.ts');
const { answerMalformedRequests } = await import('./http/malformed-requests.ts');
const { startMailWorker } = await import('./modules/mail/worker.ts');
const { startWebhookWorker } = await import('./modules/webhooks/worker.ts');
const { openAuditLogForMigrations, secureAuditLog } = await import('./modules/audit/grants.ts');
const { backupOf, startNightlyBackups } = await import('./backup/nightly.ts');
const { loadBackupSettings } = await import('./backup/schedule.ts');

let embedded: EmbeddedPostgres | undefined;
try {
  const backupSettings = loadBackupSettings();
  if (!config.databaseUrl) embedded = await startEmbeddedPostgres(config.dataDir, log);
  const orm = await initOrm(config.databaseUrl ?? embedded!.url, config.databasePoolSize);
  // D25: a migration may change the audit log; the superuser guards it again before the server listens.
  if (embedded) await openAuditLogForMigrations(embedded.adminUrl);
  await migrate(orm, () => (config.seedDemo ? seed(orm, log) : Promise.resolve()));
  // D25: on the embedded server the audit log is the superuser's; the application may only append and read.
  if (embedded) await secureAuditLog(embedded.adminUrl);
  await purgeExpiredSessions(orm);
  await compactReportSummaries(orm.em.fork());

  const inFlight = inFlightTracker();
  const app = createApp({ config, orm, log, sessionSecret: sessionSecret(), inFlight });
  const server = createServer(app.callback());
  answerMalformedRequests(server);
  // An idle kept-alive connection is closed after 30 s (Node's 5 s raced clients and proxies that
  // reuse one a moment later: a reset request); under the 60 s headers timeout.
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, () => done());
  });
  log.info('listening', {
    url: config.publicUrl,
    host: config.host,
    port: config.port,
    database: embedded ? 'embedded' : 'external',
  });
  const purge = setInterval(() => purgeExpiredSessions(orm).catch(() => {}), 3_600_000);
  purge.unref();
  // D25: rate-limit windows nobody hit in the last minute (one-time visitors) do not stay.
  const purgeWindows = setInterval(() => purgeRateWindows(orm.em.fork()).catch(() => {}), 600_000);
  purgeWindows.unref();
  // D26: the report summaries' differences folded, one row per key again.
  const compactReports = setInterval(() => compactReportSummaries(orm.em.fork()).catch(() => {}), 600_000);
  compactReports.unref();
  // D26: the quotes changed since, counted into the summaries (a report counts them too before it reads).
  const catchUp = setInterval(() => catchUpReports(orm.em.fork()).catch(() => {}), 10_000);
  catchUp.unref();
  if (config.oidc.issuer === 'development' && config.devLogin) {
    log.warn(
      'DEV_LOGIN=1: the password-less development sign-in is open to anyone who reaches this server, through a proxy too; configure OIDC_ISSUER for any real use',
      { url: config.publicUrl },
    );
  }
  // D22: the outbox's worker (a no-op without SMTP_URL: mails are then kept as held).
  const mailWorker = startMailWorker({ em: () => orm.em.fork(), mail: config.mail, log });
  // D24: webhook deliveries through their outbox, on D22's retry schedule and lease.
  const webhookWorker = startWebhookWorker({
    em: () => orm.em.fork(),
    retryMinutes: config.mail.retryMinutes,
    leaseSeconds: config.mail.leaseSeconds,
    development: config.oidc.issuer === 'development',
    log,
  });

  // D25: the nightly backup of the embedded database (with DATABASE_URL, pg_dump's job: README).
  const nightlyBackups = embedded
    ? startNightlyBackups({
        settings: backupSettings,
        dir: join(config.dataDir, 'backups'),
        log,
        backup: backupOf(`${embedded.adminUrl}/ppp`),
      })
    : undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info('shutting down', { signal });
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    // Stop accepting, let requests in flight finish, then close the ORM and the database.
    await new Promise<void>((done) => {
      server.close(() => done());
      server.closeIdleConnections();
    });
    await inFlight.drain(10_000);
    // A send under way finishes (or its lease lets the next start send it again).
    await mailWorker.stop();
    await webhookWorker.stop();
    await nightlyBackups?.stop();
    await orm.close(true);
    await embedded?.stop();
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  log.error('start failed', { error: error instanceof Error ? error.message : String(error) });
  console.error(`Start failed: ${error instanceof Error ? error.message : String(error)}`);
  await embedded?.stop().catch(() => {});
  process.exit(1);
}
