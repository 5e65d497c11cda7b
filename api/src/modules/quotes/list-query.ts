import type { QuoteListItem, QuoteStatus } from '@ppp/domain';

/** The prefix of equipment quote numbers (D5). */
export const QUOTE_NUMBER_PREFIX = 'WYC';

/**
 * The SQL of the quotes list (plain rows, no entities: the hot path). One place, used by the API
 * and by the benchmark's raw-pg floor, so both measure the same query. Placeholders are `?`.
 */
const numberAlphabet = new Set(`${QUOTE_NUMBER_PREFIX}0123456789/`.toLowerCase());
const couldBePartOfNumber = (text: string) => [...text.toLowerCase()].every((ch) => numberAlphabet.has(ch));

export function quoteListQuery(query: {
  page: number;
  pageSize: number;
  search?: string;
  status?: QuoteStatus;
  /** Only the quotes this user created (D1, for users who do not see all). */
  ownerId?: number;
}) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (query.status) {
    where.push('q.status = ?');
    params.push(query.status);
  }
  if (query.ownerId !== undefined) {
    where.push('q.created_by_id = ?');
    params.push(query.ownerId);
  }
  if (query.search) {
    const like = `%${query.search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
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
  const filter = where.length ? `where ${where.join(' and ')}` : '';
  return {
    rows: `select q.id, q.quote_number, q.status, q.created_at, q.total_net, q.total_gross, q.currency, q.created_by_id,
              c.id as client_id, coalesce(q.client_snapshot->>'companyName', c.company_name) as company_name,
              coalesce(q.client_snapshot->>'contactPerson', c.contact_person) as contact_person,
              u.first_name, u.last_name, u.email,
              (select count(*)::int from quote_item i where i.quote_id = q.id) as item_count,
              (select coalesce(max(i.rental_period_days), 0) from quote_item i where i.quote_id = q.id) as max_days
         from quote q join client c on c.id = q.client_id left join app_user u on u.id = q.created_by_id
         ${filter} order by q.created_at desc, q.id desc limit ? offset ?`,
    rowParams: [...params, query.pageSize, (query.page - 1) * query.pageSize],
    count: `select count(*)::int as total from quote q ${filter}`,
    countParams: params,
  };
}

export function toListItem(row: Record<string, never>): QuoteListItem {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    client: { id: row.client_id, companyName: row.company_name, contactPerson: row.contact_person },
    totalNet: row.total_net,
    totalGross: row.total_gross,
    currency: row.currency,
    itemCount: row.item_count,
    maxRentalPeriodDays: row.max_days,
    createdBy: row.created_by_id
      ? { id: row.created_by_id, firstName: row.first_name, lastName: row.last_name, email: row.email }
      : null,
    isGuest: !row.created_by_id,
  };
}
