import type { EntityManager } from '@mikro-orm/postgresql';
import { AUDIT_PAGE_SIZE, type AuditEvent, type AuditPage, type AuditQuery } from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';

interface AuditRow {
  id: number;
  at: Date;
  actor_email: string | null;
  event: AuditEvent;
  target: string;
  details: Record<string, unknown> | null;
}

/** The start of a calendar day in Europe/Warsaw, as an instant. */
const dayStart = (param: string) => `((${param})::date::timestamp at time zone 'Europe/Warsaw')`;

/**
 * One page of the audit log (D25), newest first, 50 a page: `actor` matches the e-mail whole (case
 * ignored), `from` / `to` are inclusive days in Europe/Warsaw.
 */
export async function listAuditEvents(em: EntityManager, query: AuditQuery): Promise<AuditPage> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (query.actor) {
    conditions.push('lower(actor_email) = lower(?)');
    params.push(query.actor);
  }
  if (query.event) {
    conditions.push('event = ?');
    params.push(query.event);
  }
  if (query.from) {
    conditions.push(`at >= ${dayStart('?')}`);
    params.push(query.from);
  }
  if (query.to) {
    conditions.push(`at < ${dayStart('?::date + 1')}`);
    params.push(query.to);
  }
  const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    preparedRows<AuditRow>(
      em,
      `select id, at, actor_email, event, target, details from audit_event ${where}
        order by at desc, id desc limit ? offset ?`,
      [...params, AUDIT_PAGE_SIZE, offset],
    ),
    preparedRows<{ total: number }>(em, `select count(*)::int as total from audit_event ${where}`, params),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      actorEmail: row.actor_email,
      event: row.event,
      target: row.target,
      details: row.details ?? {},
    })),
    total: count?.total ?? 0,
    page: query.page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}
