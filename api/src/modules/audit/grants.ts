import pg from 'pg';

/** The embedded server's application database and role (db/embedded.ts). */
const DATABASE = 'ppp';
const APP_ROLE = 'ppp';

/** The event trigger that refuses dropping the audit log or its triggers (secureAuditLog). */
const GUARD = 'audit_event_keep';

/**
 * D25 on the embedded server, run by the superuser before the migrations: the guard against
 * dropping anything of the audit log's is paused, so a migration may change the log (a new event in
 * its constraint is a drop and an add). The server does not listen until secureAuditLog resumes it.
 */
export async function openAuditLogForMigrations(adminUrl: string, database = DATABASE) {
  const client = new pg.Client({ connectionString: `${adminUrl}/${database}` });
  await client.connect();
  try {
    const trigger = await client.query('SELECT 1 FROM pg_event_trigger WHERE evtname = $1', [GUARD]);
    if (trigger.rowCount) await client.query(`ALTER EVENT TRIGGER ${GUARD} DISABLE`);
  } finally {
    await client.end();
  }
}

/**
 * D25 on the embedded server, run by the superuser after the migrations: the superuser takes the
 * audit log (its table, id sequence and trigger function) over and leaves the application role
 * INSERT and SELECT only, so the application can neither change nor remove an entry (nor disable
 * the triggers, which need the owner). The application owns the `public` schema, and a schema's
 * owner may drop what is in it: an event trigger (superuser only) refuses dropping the log or its
 * triggers. The start-up hands every table to the application role for its migrations and pauses
 * that trigger (openAuditLogForMigrations), so a later migration may change the log (its event
 * constraint, say); this runs after them, before the server listens, and resumes it.
 */
export async function secureAuditLog(adminUrl: string, database = DATABASE, appRole = APP_ROLE) {
  const client = new pg.Client({ connectionString: `${adminUrl}/${database}` });
  await client.connect();
  try {
    const found = await client.query(`SELECT to_regclass('public.audit_event') AS id`);
    if (!found.rows[0]?.id) return;
    const role = client.escapeIdentifier(appRole);
    await client.query('BEGIN');
    // ALTER TABLE … OWNER also moves the sequence of its serial id.
    await client.query('ALTER TABLE public.audit_event OWNER TO CURRENT_USER');
    await client.query('ALTER FUNCTION public.audit_event_refuse_change() OWNER TO CURRENT_USER');
    await client.query(`REVOKE ALL ON TABLE public.audit_event FROM ${role}, PUBLIC`);
    await client.query(`GRANT SELECT, INSERT ON TABLE public.audit_event TO ${role}`);
    await client.query(`REVOKE ALL ON SEQUENCE public.audit_event_id_seq FROM ${role}, PUBLIC`);
    await client.query(`GRANT USAGE ON SEQUENCE public.audit_event_id_seq TO ${role}`);
    await client.query(`REVOKE ALL ON FUNCTION public.audit_event_refuse_change() FROM ${role}`);
    // The guard lives in a schema of the superuser's: the application cannot drop or replace it.
    await client.query('CREATE SCHEMA IF NOT EXISTS audit_guard AUTHORIZATION CURRENT_USER');
    await client.query(`REVOKE ALL ON SCHEMA audit_guard FROM PUBLIC`);
    await client.query(`CREATE OR REPLACE FUNCTION audit_guard.refuse_drop() RETURNS event_trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
           AND EXISTS (SELECT 1 FROM pg_event_trigger_dropped_objects()
                        WHERE object_identity LIKE '%audit_event%') THEN
          RAISE EXCEPTION 'audit_event is append-only: DROP refused' USING ERRCODE = 'insufficient_privilege';
        END IF;
      END;
      $$`);
    const trigger = await client.query('SELECT 1 FROM pg_event_trigger WHERE evtname = $1', [GUARD]);
    await client.query(
      trigger.rowCount
        ? `ALTER EVENT TRIGGER ${GUARD} ENABLE`
        : `CREATE EVENT TRIGGER ${GUARD} ON sql_drop EXECUTE FUNCTION audit_guard.refuse_drop()`,
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
