import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { auditEvents } from '@ppp/domain';

/**
 * One entry of the append-only audit log (D25): written by `recordAudit` in the transaction of the
 * change, never updated or deleted (a trigger refuses it; on the embedded server the application
 * role holds INSERT and SELECT only). `actorId` has no foreign key: the log outlives the user.
 */
export const AuditEventEntity = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_event',
  properties: {
    id: p.integer().primary().autoincrement(),
    at: p.datetime().defaultRaw('now()'),
    actorId: p.integer().nullable(),
    actorEmail: p.string().length(320).nullable(),
    event: p.enum([...auditEvents]),
    /** 'user:12', 'apiKey:3', 'webhook:5', 'client:7'. */
    target: p.string().length(100),
    details: p.json<Record<string, unknown>>().defaultRaw(`'{}'`),
  },
  indexes: [
    { name: 'audit_event_at_id_index', properties: ['at', 'id'] },
    {
      name: 'audit_event_actor_email_index',
      expression:
        'CREATE INDEX audit_event_actor_email_index ON public.audit_event USING btree (lower((actor_email)::text))',
    },
  ],
});
export type AuditEventRow = InferEntity<typeof AuditEventEntity>;

export const auditEntities = [AuditEventEntity];
