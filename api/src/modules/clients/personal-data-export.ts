import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClientExport } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { recordAudit } from '../audit/record.ts';
import {
  clientHoldings,
  jsonRow,
  lockedClient,
  type Row,
  rowsOf,
  tableExists,
} from './personal-data-sources.ts';

/** Each kind's own rows of a quote (its items, route and lines), where the kind's table exists. */
const quoteContentTables = ['quote_item', 'department_quote_item', 'transport_quote', 'transport_quote_line'];

/** Rows of `table` of the given quotes, each as its JSON object, grouped by quote. */
async function rowsByQuote(em: EntityManager, table: string, quoteIds: number[], columns = 't.*') {
  const byQuote = new Map<number, Row[]>();
  if (!quoteIds.length || !(await tableExists(em, table))) return byQuote;
  const rows = await rowsOf(
    em,
    `select ${jsonRow('r')} as row from (select ${columns} from ${table} t where t.quote_id = any(?::int[])) r`,
    [`{${quoteIds.join(',')}}`],
  );
  for (const { row } of rows) {
    const quoteId = (row as { quote_id: number }).quote_id;
    byQuote.set(quoteId, [...(byQuote.get(quoteId) ?? []), row as Row]);
  }
  return byQuote;
}

/**
 * D25: everything held about a client, as stored: the client; its quotes of every kind with their
 * items, status history, versions (kept content included) and share link's state (never the token);
 * the outbox mails about them or to its e-mail (attachments by name only); the notifications about
 * them; the assessments linked to them or holding its e-mail. Recorded in the audit log.
 */
export async function exportClient(em: EntityManager, user: SessionUser, id: number): Promise<ClientExport> {
  return em.transactional(async (tx) => {
    const client = await lockedClient(tx, id, false);
    const held = await clientHoldings(tx, client);
    const quoteIds = held.quotes.map((quote) => quote.id as number);
    const parts = {
      items: new Map<number, Row[]>(),
      history: await rowsByQuote(tx, 'quote_status_change', quoteIds),
      versions: await rowsByQuote(tx, 'quote_version', quoteIds),
      share: await rowsByQuote(tx, 'quote_share', quoteIds, 't.quote_id, t.expires_at, t.created_at'),
    };
    for (const table of quoteContentTables) {
      for (const [quoteId, rows] of await rowsByQuote(tx, table, quoteIds)) {
        parts.items.set(quoteId, [
          ...(parts.items.get(quoteId) ?? []),
          ...rows.map((row) => ({ table, ...row })),
        ]);
      }
    }
    const quotes = held.quotes.map((quote) => {
      const quoteId = quote.id as number;
      const share = parts.share.get(quoteId)?.[0] ?? null;
      return {
        ...quote,
        items: parts.items.get(quoteId) ?? [],
        history: parts.history.get(quoteId) ?? [],
        versions: parts.versions.get(quoteId) ?? [],
        share: share && {
          ...share,
          active: new Date(String(share.expires_at)).getTime() > Date.now(),
        },
      };
    });
    await recordAudit(tx, {
      actorId: user.id,
      actorEmail: user.email,
      event: 'client.exported',
      target: `client:${id}`,
    });
    return {
      exportedAt: new Date().toISOString(),
      client,
      quotes,
      mails: held.mails,
      notifications: held.notifications,
      assessments: held.assessments,
    };
  });
}
