import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditEvent } from '@ppp/domain';

export type { AuditEvent } from '@ppp/domain';

export type AuditEntryInput = {
  /** The person who did it (null: the system, or someone not signed in). */
  actorId: number | null;
  /** Kept as it was then: the log outlives a user's later changes. */
  actorEmail: string | null;
  event: AuditEvent;
  /** What it was done to: 'user:12', 'apiKey:3', 'webhook:5', 'client:7'. */
  target: string;
  /** An object of what changed (e.g. `{from: 'employee', to: 'manager'}`); never a secret. */
  details?: Record<string, unknown>;
};

/**
 * Appends one row to the audit log (D25) in the caller's transaction: call it with the `em` that
 * writes the change, so the entry exists exactly when the change does. A plain insert (the table
 * refuses UPDATE, DELETE and TRUNCATE).
 */
export async function recordAudit(em: EntityManager, entry: AuditEntryInput): Promise<void> {
  await em
    .getConnection()
    .execute(
      'insert into audit_event (actor_id, actor_email, event, target, details) values (?, ?, ?, ?, ?::jsonb)',
      [entry.actorId, entry.actorEmail, entry.event, entry.target, JSON.stringify(entry.details ?? {})],
      'run',
      em.getTransactionContext(),
    );
}

/** Who did it, as the audit log keeps it: a signed-in user's id and e-mail. */
export interface AuditActor {
  id: number;
  email: string | null;
}

/** `recordAudit` for a signed-in actor. */
export const recordAuditBy = (em: EntityManager, actor: AuditActor, entry: AuditedEntry) =>
  recordAudit(em, { actorId: actor.id, actorEmail: actor.email, ...entry });

/** What an audit entry of a signed-in actor says: the event, its target, what changed. */
export type AuditedEntry = { event: AuditEvent; target: string; details?: Record<string, unknown> };

/**
 * A change and its audit entry in one transaction (D25): `change` runs in the transaction, then the
 * entry `entryOf` makes from its result is appended; answers the change's result.
 */
export function audited<T>(
  em: EntityManager,
  actor: AuditActor,
  change: (tx: EntityManager) => Promise<T>,
  entryOf: (result: T) => AuditedEntry,
): Promise<T> {
  return em.transactional(async (tx) => {
    const result = await change(tx);
    await recordAuditBy(tx, actor, entryOf(result));
    return result;
  });
}
