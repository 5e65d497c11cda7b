import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../db/embedded.ts';
import { initOrm, migrate } from '../../db/orm.ts';
import { createLogger } from '../../logger.ts';
import { openAuditLogForMigrations, secureAuditLog } from './grants.ts';
import { recordAudit } from './record.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'ppp-audit-grants-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A migration that changes the log: a new event in its constraint is a drop and an add. */
const newEventMigration = `alter table audit_event drop constraint audit_event_event_check;
  alter table audit_event add constraint audit_event_event_check check (event <> '')`;

/**
 * The start-up of main.ts on the embedded server: start, open the log for the migrations, migrate
 * as the application (`pending`: a migration not yet run), secure.
 */
async function start(pending?: string) {
  const server = await startEmbeddedPostgres(dataDir, createLogger('silent'));
  const orm = await initOrm(server.url);
  try {
    await openAuditLogForMigrations(server.adminUrl);
    await migrate(orm);
    if (pending) await query(server.url, pending);
    await secureAuditLog(server.adminUrl);
    await orm.em
      .fork()
      .transactional((tx) =>
        recordAudit(tx, { actorId: 1, actorEmail: 'a@firma.pl', event: 'auth.signIn', target: 'user:1' }),
      );
  } finally {
    await orm.close(true);
  }
  return server;
}

it('leaves the application role INSERT and SELECT only on the audit log (D25)', async () => {
  // Twice: the second start hands every table to the application for its migrations, then the
  // superuser takes the log back.
  await (await start()).stop();
  // An installation upgraded to a version whose migration changes the log starts (the guard
  // refused the migration's drop of the constraint once the log had been secured).
  const server = await start(newEventMigration);
  try {
    const app = server.url;
    expect(await query(app, 'select count(*)::int as n from audit_event')).toEqual([{ n: 2 }]);
    const [owner] = await query(
      app,
      `select pg_get_userbyid(c.relowner) as owner, has_table_privilege('ppp', c.oid, 'INSERT') as ins,
              has_table_privilege('ppp', c.oid, 'SELECT') as sel, has_table_privilege('ppp', c.oid, 'UPDATE') as upd,
              has_table_privilege('ppp', c.oid, 'DELETE') as del, has_table_privilege('ppp', c.oid, 'TRUNCATE') as trunc
         from pg_class c where c.relname = 'audit_event'`,
    );
    expect(owner).toEqual({ owner: 'postgres', ins: true, sel: true, upd: false, del: false, trunc: false });

    await expect(query(app, `update audit_event set actor_email = 'x@firma.pl'`)).rejects.toThrow(
      /permission denied/,
    );
    await expect(query(app, 'delete from audit_event')).rejects.toThrow(/permission denied/);
    await expect(query(app, 'truncate audit_event')).rejects.toThrow(/permission denied/);
    await expect(query(app, 'alter table audit_event disable trigger all')).rejects.toThrow(/must be owner/);
    await expect(query(app, `select setval('audit_event_id_seq', 1)`)).rejects.toThrow(/permission denied/);
    // The application owns the schema, whose owner may drop what is in it: the event trigger refuses.
    await expect(query(app, 'drop table audit_event')).rejects.toThrow(/append-only/);
    await expect(query(app, 'drop function audit_event_refuse_change() cascade')).rejects.toThrow(
      /append-only/,
    );
    await expect(
      query(
        app,
        `create or replace function audit_event_refuse_change() returns trigger language sql as 'select null'`,
      ),
    ).rejects.toThrow(/must be owner/);
    await expect(query(app, 'drop schema public cascade')).rejects.toThrow(/append-only/);
    // Once secured again, not even the log's constraint may go.
    await expect(query(app, newEventMigration)).rejects.toThrow(/append-only|must be owner/);
    expect(await query(app, 'select count(*)::int as n from audit_event')).toEqual([{ n: 2 }]);

    // Even the superuser changes no entry (the trigger).
    const admin = `${server.adminUrl}/ppp`;
    await expect(query(admin, 'delete from audit_event')).rejects.toThrow(/append-only/);
    await expect(query(admin, 'truncate audit_event')).rejects.toThrow(/append-only/);
  } finally {
    await server.stop();
  }
}, 180_000);
