import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFound } from '../../http/errors.ts';
import { clientNotFound } from './service.ts';

// D25: where a client's personal data is held, read as plain rows (each its JSON object), for the
// export and the erasure alike.

export type Row = Record<string, unknown>;

/** Each row of `sql` (which selects one `row` column, a JSON object). */
export const rowsOf = (em: EntityManager, sql: string, params: unknown[]) =>
  em.execute<{ row: Row }[]>(sql, params);

/**
 * A table row as its JSON object with every decimal a string as stored ('5118.60', '23.00': D4, D5),
 * integers left numbers; `alias` names the row.
 */
export const jsonRow = (alias: string) =>
  `(select coalesce(jsonb_object_agg(f.key, case when jsonb_typeof(f.value) = 'number' and f.value::text like '%.%'
      then to_jsonb(f.value #>> '{}') else f.value end), '{}'::jsonb) from jsonb_each(to_jsonb(${alias})) f)`;

export const intArray = (ids: readonly number[]) => `{${ids.join(',')}}`;

/** A module's table may not exist yet in every deployment (webhooks, D24). */
export async function tableExists(em: EntityManager, table: string) {
  const [found] = await em.execute<{ exists: boolean }[]>('select to_regclass(?) is not null as exists', [
    `public.${table}`,
  ]);
  return Boolean(found?.exists);
}

/** The client row as stored (locked for the transaction when `lock`), 404 when there is none. */
export async function lockedClient(em: EntityManager, id: number, lock = true): Promise<Row> {
  const [found] = await rowsOf(
    em,
    `select to_jsonb(c) as row from client c where c.id = ?${lock ? ' for update' : ''}`,
    [id],
  );
  if (!found) throw new NotFound(clientNotFound);
  return found.row;
}

/** What is held about a client beside its row: quotes, mails, notifications, assessments. */
export interface ClientHoldings {
  quotes: Row[];
  mails: Row[];
  notifications: Row[];
  assessments: Row[];
}

export async function clientHoldings(em: EntityManager, client: Row): Promise<ClientHoldings> {
  const email = typeof client.email === 'string' && client.email ? client.email : null;
  const quotes = (
    await rowsOf(
      em,
      `select ${jsonRow('q')} as row from quote q where q.client_id = ? order by q.created_at, q.id`,
      [client.id],
    )
  ).map(({ row }) => row);
  const quoteIds = intArray(quotes.map((quote) => quote.id as number));
  const assessmentIds = intArray(
    quotes.map((quote) => quote.assessment_id).filter((id): id is number => typeof id === 'number'),
  );
  // Attachments are named, not copied: the PDF is the quote itself, exported above.
  const mails = await rowsOf(
    em,
    `select to_jsonb(m) - 'attachments' || jsonb_build_object('attachments',
              (select coalesce(jsonb_agg(a->>'filename'), '[]'::jsonb) from jsonb_array_elements(m.attachments) a)) as row
       from mail_outbox m
      where m.quote_id = any(?::int[]) or lower(m."to") = lower(?)
      order by m.id`,
    [quoteIds, email],
  );
  const notifications = await rowsOf(
    em,
    'select to_jsonb(n) as row from notification n where n.quote_id = any(?::int[]) order by n.id',
    [quoteIds],
  );
  const assessments = await rowsOf(
    em,
    `select to_jsonb(a) as row from assessment_response a
      where a.id = any(?::int[]) or lower(a.client_email) = lower(?)
      order by a.id`,
    [assessmentIds, email],
  );
  return {
    quotes,
    mails: mails.map(({ row }) => row),
    notifications: notifications.map(({ row }) => row),
    assessments: assessments.map(({ row }) => row),
  };
}
