import { availableParallelism } from 'node:os';
import type { EntitySchema } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, MikroORM } from '@mikro-orm/postgresql';
import { authEntities } from '../auth/entities.ts';
import { httpEntities } from '../http/entities.ts';
import { apiKeyEntities } from '../modules/api-keys/entities.ts';
import { assessmentEntities } from '../modules/assessments/entities.ts';
import { auditEntities } from '../modules/audit/entities.ts';
import { catalogueEntities } from '../modules/catalogue/entities.ts';
import { clientPageLimitEntities } from '../modules/client-page-limits/entities.ts';
import { ClientEntity } from '../modules/clients/entities.ts';
import { companyEntities } from '../modules/company/entities.ts';
import { departmentEntities } from '../modules/departments/entities.ts';
import { QuoteItemEntity } from '../modules/equipment-quotes/entities.ts';
import { mailEntities } from '../modules/mail/entities.ts';
import { notificationEntities } from '../modules/notifications/entities.ts';
import {
  DocumentCounterEntity,
  HoldingDayEntity,
  QuoteEntity,
  QuoteHoldingEntity,
  QuoteShareEntity,
  QuoteStatusChangeEntity,
  QuoteVersionEntity,
} from '../modules/quote-lifecycle/entities.ts';
import { quotePdfEntities } from '../modules/quote-pdf/entities.ts';
import { reportEntities } from '../modules/reports/entities.ts';
import { transportEntities } from '../modules/transport/entities.ts';
import { SessionEntity, UserEntity } from '../modules/users/entities.ts';
import { webhookEntities } from '../modules/webhooks/entities.ts';
import { migrationsList } from './migrations/index.ts';
import { SeedRunEntity } from './seed/entities.ts';

/** Every table's entity (typed as schemas: the inferred union is too large to emit). */
export const entities: EntitySchema[] = [
  UserEntity,
  SessionEntity,
  ...catalogueEntities,
  ClientEntity,
  QuoteEntity,
  QuoteItemEntity,
  QuoteStatusChangeEntity,
  QuoteVersionEntity,
  QuoteHoldingEntity,
  HoldingDayEntity,
  QuoteShareEntity,
  DocumentCounterEntity,
  SeedRunEntity,
  ...assessmentEntities,
  ...transportEntities,
  ...departmentEntities,
  ...apiKeyEntities,
  ...mailEntities,
  ...notificationEntities,
  ...companyEntities,
  ...quotePdfEntities,
  ...clientPageLimitEntities,
  ...authEntities,
  ...httpEntities,
  ...auditEntities,
  ...webhookEntities,
  ...reportEntities,
];

/**
 * Settings of every application connection (issue 16 §4): no JIT compilation (the hot reads are
 * short walks over large tables, where the planner's cost passes JIT's threshold and compiling costs
 * more than the query), and no synchronised sequential scans (a list's capped count reads the first
 * rows of a kind; joining another scan midway through the table made it read past every other
 * kind's rows: a 100+ ms p99 at a million quotes).
 */
export const APP_CONNECTION_OPTIONS = '-c jit=off -c synchronize_seqscans=off';

/**
 * The pool's default size: two connections per core and one more (PostgreSQL's own rule of thumb),
 * at most 10. More queries running at once than the cores can serve only queue inside the database,
 * where they push each other's latency up: on 2 cores, 10 connections gave a 52–58 ms p99 for a
 * company search over a million quotes, 5 connections 43 ms, with more requests served (issue 16 §4).
 */
export const defaultPoolSize = () => Math.min(10, 2 * availableParallelism() + 1);

/**
 * `writesSnapshot`: the migrator keeps `migrations/.snapshot-ppp.json` (the schema a new migration
 * is written against) up to date; only create-migration asks for it, so a start or a test never
 * rewrites a tracked file from whatever database it ran on.
 */
export function ormConfig(clientUrl: string, poolSize = defaultPoolSize(), writesSnapshot = false) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: {
      path: new URL('./migrations', import.meta.url).pathname,
      migrationsList,
      transactional: true,
      allOrNothing: true,
      snapshot: writesSnapshot,
      snapshotName: '.snapshot-ppp',
      silent: true,
    },
    pool: { min: 0, max: poolSize },
    driverOptions: { connection: { options: APP_CONNECTION_OPTIONS } },
    forceUtcTimezone: true,
    allowGlobalContext: false,
    discovery: { warnWhenNoEntities: false },
    debug: false,
  });
}

export type Orm = MikroORM;

const closing = new WeakMap<Orm, (() => Promise<void>)[]>();

export async function initOrm(clientUrl: string, poolSize?: number, writesSnapshot = false) {
  const orm = await MikroORM.init(ormConfig(clientUrl, poolSize, writesSnapshot));
  const close = orm.close.bind(orm);
  orm.close = async (force?: boolean) => {
    for (const stop of closing.get(orm)?.splice(0) ?? []) await stop();
    return close(force);
  };
  return orm;
}

/**
 * Runs `stop` when the ORM closes, before its pool: for a connection of its own held beside the
 * pool (the session cache's listener, auth/session-cache.ts).
 */
export function onOrmClose(orm: Orm, stop: () => Promise<void>) {
  const stops = closing.get(orm) ?? [];
  stops.push(stop);
  closing.set(orm, stops);
}

/** Key of the advisory lock under which migrations and demo seeding run (several processes may start together). */
const STARTUP_LOCK = 80_402_026;

/** Applies the committed migrations and runs `afterMigrate` (seeding) under one advisory lock. */
export async function migrate(orm: MikroORM, afterMigrate?: () => Promise<void>) {
  const knex = orm.em.getConnection().getKnex();
  const connection = await knex.client.acquireConnection();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      await orm.getMigrator().up();
      await afterMigrate?.();
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    await knex.client.releaseConnection(connection);
  }
}
