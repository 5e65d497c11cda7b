import {
  companyNameKey,
  type QuoteKindEntry,
  type QuoteStatus,
  quoteStatuses,
  type RecordSource,
} from '@ppp/domain';
import { containsPattern } from '../../db/like.ts';
import type { Row, RowsOptions } from '../../db/prepared.ts';
import type { LoadedQuote } from './dto.ts';
import type { QuoteRow } from './entities.ts';

/**
 * Above this many matches a list stops counting and says 'ponad N' (`totalIsEstimate`): counting a
 * decade of quotes on every page would cost more than the page (issue 16 §4).
 */
export const COUNTED_UP_TO = 10_000;

/** One page of a kind's saved quotes, as every kind's list asks for it (D1, D5, D18). */
export interface QuotePageQuery {
  kind: Pick<QuoteKindEntry, 'kind' | 'numberPrefix'>;
  page: number;
  pageSize: number;
  search?: string;
  status?: QuoteStatus;
  /** D22: only web enquiries (sent in with an API key) or only staff quotes. */
  source?: RecordSource;
  /** Only the quotes this user created (D1, for users who do not see all). */
  ownerId?: number;
  /**
   * The kind's own search (addresses, equipment names): a condition on the quote `q`, each `?` of
   * which is bound to the search's lower-case LIKE pattern.
   */
  kindSearch?: string;
}

/** A quote of a page as quotePageQuery reads it: its columns, its client (as snapshotted while locked) and author. */
export interface QuotePageRow {
  id: number;
  quote_number: string;
  status: QuoteStatus;
  created_at: Date;
  updated_at: Date;
  total_net: string;
  total_gross: string;
  vat_rate: string;
  vat_amount: string;
  currency: string;
  notes: string | null;
  starts_on: string | null;
  rental_days: number | null;
  version: number;
  assessment_id: number | null;
  created_by_id: number | null;
  source: string | null;
  api_key_id: number | null;
  client_snapshot: QuoteRow['clientSnapshot'];
  client_id: number;
  client_company_name: string | null;
  client_nip: string | null;
  client_contact_person: string | null;
  client_phone: string | null;
  client_email: string | null;
  client_address: string | null;
  /** D25: when the client's personal data was erased. */
  client_erased_at: Date | null;
  /** The company and contact person to show: the snapshot's while locked (D3). */
  company_name: string | null;
  contact_person: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}

/**
 * The columns of a quote row as QuotePageRow names them (a list's page, a detail's quote): the quote
 * `q`, its client `c` and author `u` (left-joined).
 */
export const quoteRowColumns = `
  q.id, q.quote_number, q.status, q.created_at, q.updated_at, q.total_net, q.total_gross, q.vat_rate,
  -- Stored totals are net, VAT and gross of one quoteTotals (domain): VAT = gross − net.
  q.total_gross - q.total_net as vat_amount,
  q.currency, q.notes, q.starts_on::text as starts_on, q.rental_days, q.version, q.assessment_id, q.created_by_id, q.source, q.api_key_id, q.client_snapshot,
  c.id as client_id, c.company_name as client_company_name, c.nip as client_nip,
  c.contact_person as client_contact_person, c.phone as client_phone, c.email as client_email,
  c.address as client_address, c.erased_at as client_erased_at,
  -- An approved or rejected quote shows its client as it was (D3), empty fields included.
  case when q.client_snapshot is null then c.company_name else q.client_snapshot->>'companyName' end
  as company_name,
  case when q.client_snapshot is null then c.contact_person else q.client_snapshot->>'contactPerson' end
  as contact_person,
  u.first_name, u.last_name, u.email`;

/** Every row of the statement carries the total; on an empty page its one row holds no quote. */
type QuotePageAnswer = { total: number } & (QuotePageRow | { [Column in keyof QuotePageRow]: null });

/**
 * The SQL of a kind's list (plain rows, no entities: the hot path). One place, used by the API and
 * by the benchmark's raw-pg floor, so both measure the same statement. Placeholders are `?`.
 *
 * One statement answers the page and the total: the matches are a CTE, inlined, so the page walks
 * the (kind, created_at, id) index (or the client's or author's) and stops after it; the count
 * stops one past what it needs to know (at least COUNTED_UP_TO), so a large total is never counted
 * in full. There is always one row: the total, with the quote columns null when the page is empty.
 */
export function quotePageQuery(query: QuotePageQuery) {
  const { where, params } = quoteListFilter(query);
  const offset = (query.page - 1) * query.pageSize;
  const countUpTo = Math.max(COUNTED_UP_TO, offset + query.pageSize) + 1;
  return {
    countUpTo,
    sql: `with matched as not materialized (
              select q.id, q.created_at from quote q where ${where.join(' and ')}
            )
          select t.total, r.* from (select count(*)::int as total from (select 1 from matched limit ?) counted) t
          left join lateral (
            select ${quoteRowColumns}
              from (select id from matched order by created_at desc, id desc limit ? offset ?) p
              join quote q on q.id = p.id
              join client c on c.id = q.client_id
              left join app_user u on u.id = q.created_by_id
          ) r on true
          order by r.created_at desc, r.id desc`,
    params: [...params, countUpTo, query.pageSize, offset],
  };
}

/**
 * The conditions on the quote `q` that pick a kind's list (kind, status, source, owner, search),
 * `?` placeholders with their values: one place for a list's page and its export (D26).
 */
export function quoteListFilter(query: Omit<QuotePageQuery, 'page' | 'pageSize'>) {
  // The kind and the status are written into the text (each from a closed list), so each kind's
  // list is a prepared statement of its own: shared, PostgreSQL's cached generic plan for one kind's
  // thousands (made after five equipment pages) served another kind's hundreds, at a third of the speed.
  const where: string[] = [`q.kind = ${kindValue(query.kind.kind)}`];
  const params: unknown[] = [];
  if (query.status) where.push(`q.status = ${closedValue(quoteStatuses, query.status)}`);
  // D22: a web enquiry keeps its key's name in `source` (also after the key is deleted). The web
  // rows are read from their own partial index (quote_web_listing), newest first; staff rows are
  // nearly every row, so the kind's list index finds a page of them at once.
  if (query.source) where.push(query.source === 'web' ? 'q.source is not null' : 'q.source is null');
  if (query.ownerId !== undefined) {
    where.push('q.created_by_id = ?');
    params.push(query.ownerId);
  }
  if (query.search) {
    const like = containsPattern(query.search.toLowerCase());
    const byNumber = couldBePartOfNumber(query.kind, query.search);
    // A company typed without its Polish letters or punctuation ('lodzkie zurawie') matches by its
    // name key (D19), as in the address book.
    const key = companyNameKey(query.search);
    const byKey = key.length >= 2;
    const clients = `select id from client where lower(company_name) like ?${byKey ? ' or name_key like ?' : ''}`;
    const companyParams = byKey ? [like, containsPattern(key)] : [like];
    // Alone, the company is a semi-join the planner takes either way: few matching clients, their
    // quotes by the client index; many, counted client by client and the page walked newest first.
    // Beside other alternatives it is an array, so each alternative is an index scan of its own and
    // their union a BitmapOr (a semi-join under OR would be a filter over every quote of the kind).
    const company =
      byNumber || query.kindSearch ? `q.client_id = any(array(${clients}))` : `q.client_id in (${clients})`;
    const alternatives = [company];
    const likeParams = [...companyParams];
    // Matching the number costs a pass over the trigram index, so it is skipped when the text cannot
    // be part of any of the kind's numbers (only its prefix letters, digits and slashes: WYC/2026/0001).
    if (byNumber) {
      alternatives.unshift('lower(q.quote_number) like ?');
      likeParams.unshift(like);
    }
    if (query.kindSearch) {
      alternatives.push(query.kindSearch);
      likeParams.push(...Array.from(query.kindSearch.matchAll(/\?/g), () => like));
    }
    where.push(`(${alternatives.join(' or ')})`);
    params.push(...likeParams);
  }
  return { where, params };
}

/** A value of a closed list as an SQL literal; anything else is a programming error. */
function closedValue<T extends string>(values: readonly T[], value: T) {
  if (!values.includes(value)) throw new Error(`Not one of ${values.join(', ')}: ${value}`);
  return `'${value}'`;
}

/** A registered kind's stored name as an SQL literal (kinds are code, never input). */
function kindValue(kind: string) {
  if (!/^[a-z][a-z_]*$/.test(kind)) throw new Error(`Not a quote kind: ${kind}`);
  return `'${kind}'`;
}

function couldBePartOfNumber(kind: Pick<QuoteKindEntry, 'numberPrefix'>, text: string) {
  const alphabet = new Set(`${kind.numberPrefix}0123456789/`.toLowerCase());
  return [...text.toLowerCase()].every((ch) => alphabet.has(ch));
}

/**
 * Runs a statement with `?` placeholders: a prepared statement in the API, a raw pool in the bench
 * floor. `T` names the columns the statement selects.
 */
export type RunRows = <T extends Row = Row>(
  sql: string,
  params: unknown[],
  options?: RowsOptions,
) => Promise<T[]>;

/** Reads one page of a kind's list with its total; `totalIsEstimate` when it stopped counting. */
export async function readQuotePage(run: RunRows, query: QuotePageQuery) {
  const { sql, params, countUpTo } = quotePageQuery(query);
  // A search is planned for its own text (few matches or thousands); a plain page's plan is cached.
  const answer = await run<QuotePageAnswer>(sql, params, { planEachCall: Boolean(query.search) });
  const counted: number = answer[0]?.total ?? 0;
  const totalIsEstimate = counted >= countUpTo;
  return {
    rows: answer.filter((row): row is QuotePageAnswer & QuotePageRow => row.id !== null),
    total: totalIsEstimate ? countUpTo - 1 : counted,
    totalIsEstimate,
  };
}

/** A page row in the shape the lifecycle's header reads (quoteHeaderDto), without the ORM. */
export function loadedQuoteFromRow(r: QuotePageRow): LoadedQuote {
  return {
    id: r.id,
    quoteNumber: r.quote_number,
    status: r.status,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    totalNet: r.total_net,
    totalGross: r.total_gross,
    vatRate: r.vat_rate,
    vatAmount: r.vat_amount,
    currency: r.currency,
    notes: r.notes,
    startsOn: r.starts_on,
    rentalDays: r.rental_days,
    version: r.version,
    source: r.source,
    clientSnapshot: r.client_snapshot,
    client: {
      id: r.client_id,
      companyName: r.client_company_name,
      nip: r.client_nip,
      contactPerson: r.client_contact_person,
      phone: r.client_phone,
      email: r.client_email,
      address: r.client_address,
      erasedAt: r.client_erased_at,
    },
    createdBy: r.created_by_id
      ? { id: r.created_by_id, firstName: r.first_name, lastName: r.last_name, email: r.email }
      : null,
    assessment: r.assessment_id === null ? null : { id: r.assessment_id },
    apiKey: r.api_key_id === null ? null : { id: r.api_key_id },
  };
}
