import type { Page, QuoteKind, QuoteListItem, QuoteStatus } from '@ppp/domain';
import { containsPattern } from '../../db/like.ts';

/** The prefix of equipment quote numbers (D5). */
export const QUOTE_NUMBER_PREFIX = 'WYC';

/**
 * The SQL of the quotes list (plain rows, no entities: the hot path). One place, used by the API
 * and by the benchmark's raw-pg floor, so both measure the same query. Placeholders are `?`.
 *
 * One statement answers the page and the total: the matching quotes are a CTE that the page and
 * the count both read. With a search it is materialised (the matches are collected once, then
 * counted and the page sorted out of them); without one it is inlined, so the page walks the
 * (created_at, id) index and the count is a plain count. There is always one row: the total, with
 * the quote columns null when the page is empty.
 */
const numberAlphabet = new Set(`${QUOTE_NUMBER_PREFIX}0123456789/`.toLowerCase());
const couldBePartOfNumber = (text: string) => [...text.toLowerCase()].every((ch) => numberAlphabet.has(ch));

export interface QuoteListQuery {
  /** The kind listed (D18); equipment quotes when absent. */
  kind?: QuoteKind;
  page: number;
  pageSize: number;
  search?: string;
  status?: QuoteStatus;
  /** Only the quotes this user created (D1, for users who do not see all). */
  ownerId?: number;
}

export function quoteListQuery(query: QuoteListQuery) {
  const where: string[] = ['q.kind = ?'];
  const params: unknown[] = [query.kind ?? 'equipment'];
  if (query.status) {
    where.push('q.status = ?');
    params.push(query.status);
  }
  if (query.ownerId !== undefined) {
    where.push('q.created_by_id = ?');
    params.push(query.ownerId);
  }
  if (query.search) {
    const like = containsPattern(query.search.toLowerCase());
    // = any(array(...)): the matching clients first, then an index scan of their quotes (no hash join).
    const company = 'q.client_id = any(array(select id from client where lower(company_name) like ?))';
    // Matching the number costs a pass over every quote, so it is skipped when the text cannot be
    // part of any number (they hold only the prefix letters, digits and slashes: WYC/2026/0001).
    if (couldBePartOfNumber(query.search)) {
      where.push(`(lower(q.quote_number) like ? or ${company})`);
      params.push(like, like);
    } else {
      where.push(company);
      params.push(like);
    }
  }
  const filter = `where ${where.join(' and ')}`;
  return {
    sql: `with matched as ${query.search ? '' : 'not '}materialized (
              select q.id, q.created_at from quote q ${filter}
            )
          select t.total, r.* from (select count(*)::int as total from matched) t
          left join lateral (
            select q.id, q.quote_number, q.status, q.created_at, q.total_net, q.total_gross, q.currency, q.created_by_id, q.source,
                   c.id as client_id,
                   -- An approved or rejected quote shows its client as it was (D3), empty fields included.
                   case when q.client_snapshot is null then c.company_name else q.client_snapshot->>'companyName' end
                     as company_name,
                   case when q.client_snapshot is null then c.contact_person else q.client_snapshot->>'contactPerson' end
                     as contact_person,
                   u.first_name, u.last_name, u.email
              from (select id from matched order by created_at desc, id desc limit ? offset ?) p
              join quote q on q.id = p.id
              join client c on c.id = q.client_id
              left join app_user u on u.id = q.created_by_id
          ) r on true
          order by r.created_at desc, r.id desc`,
    params: [...params, query.pageSize, (query.page - 1) * query.pageSize],
  };
}

// The page's items as plain rows, in a second statement: building them as JSON per quote cost the
// database a third of the list's throughput.
const pageItemsSql = `select quote_id, id, equipment_name, quantity, rental_period_days, total_price
   from quote_item where quote_id = any(?::int[]) order by position, id`;

type Rows = Record<string, never>[];

/**
 * Reads one page of the quotes list: the page with its total, then the page's items. `run` executes
 * a statement (`?` placeholders) – a prepared statement in the API, a raw pool in the bench floor.
 */
export async function readQuoteList(
  run: (sql: string, params: unknown[]) => Promise<Rows>,
  query: QuoteListQuery,
): Promise<Page<QuoteListItem>> {
  const { sql, params } = quoteListQuery(query);
  const answer = await run(sql, params);
  const total: number = answer[0]?.total ?? 0;
  const rows = answer.filter((row) => row.id !== null);
  const items = rows.length ? await run(pageItemsSql, [`{${rows.map((row) => row.id).join(',')}}`]) : [];
  const itemsOf = new Map<number, QuoteListItem['items']>();
  for (const item of items) {
    const list = itemsOf.get(item.quote_id) ?? [];
    list.push({
      id: item.id,
      equipmentName: item.equipment_name,
      quantity: item.quantity,
      rentalPeriodDays: item.rental_period_days,
      totalPrice: item.total_price,
    });
    itemsOf.set(item.quote_id, list);
  }
  return {
    items: rows.map((row) => toListItem(row, itemsOf.get(row.id) ?? [])),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toListItem(row: Record<string, never>, items: QuoteListItem['items']): QuoteListItem {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    client: { id: row.client_id, companyName: row.company_name, contactPerson: row.contact_person },
    totalNet: row.total_net,
    totalGross: row.total_gross,
    currency: row.currency,
    items,
    itemCount: items.length,
    maxRentalPeriodDays: Math.max(0, ...items.map((item) => item.rentalPeriodDays)),
    createdBy: row.created_by_id
      ? { id: row.created_by_id, firstName: row.first_name, lastName: row.last_name, email: row.email }
      : null,
    isGuest: !row.created_by_id,
    source: row.source ?? null,
  };
}
