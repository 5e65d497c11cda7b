// D21: what a dated quote holds of its kind's catalogue, and whether approving it would overbook a
// day. One mechanism for every kind: a kind says what its stored items hold (KindAvailability), the
// lifecycle keeps those holdings in one table and checks them under a lock per catalogue item, so
// two approvals of the last units can never both pass.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AvailabilityShortage,
  availabilityMessages,
  dayRangesLabel,
  endsOn,
  type ItemHolding,
  periodDays,
  type QuoteStatus,
  shortagesOf,
  todayInWarsaw,
} from '@ppp/domain';
import { preparedRows, type SqlStatement } from '../../db/prepared.ts';
import { Conflict } from '../../http/errors.ts';
import type { QuoteRow } from './entities.ts';
import type { KindAvailability, StockEntry, StockTable } from './registry.ts';

/** What a stock check needs of the quote: its id and its status (for an approval, before the change). */
export type QuoteToApprove = Pick<QuoteRow, 'id' | 'status'>;

/**
 * A kind's stored items as its `holdingsOf` answers them (in item order; an item whose equipment
 * was deleted holds nothing and keeps its index).
 */
export const holdingsOfItems = (
  items: readonly { quantity: number; rentalPeriodDays: number; equipment?: { id: number } | null }[],
) =>
  items.flatMap((item, itemIndex) =>
    item.equipment
      ? [{ itemIndex, equipmentId: item.equipment.id, units: item.quantity, days: item.rentalPeriodDays }]
      : [],
  );

/**
 * The select of a catalogue's items by id, with their names and available `units`: `byId` is the
 * condition on their `id` (by default, in the array `?`).
 */
const stockSelect = ({ table, units, department }: StockTable, byId = 'id = any(?::int[])') =>
  `select id, name, ${units} as units from ${table} where ${byId}${department ? ' and department = ?' : ''}`;

/** stockSelect's parameters: the ids (an array, or what `byId` takes), then the area's department. */
const stockParams = (stock: StockTable, ids: unknown) => [
  ids,
  ...(stock.department ? [stock.department] : []),
];

/** A catalogue's items by id: each one's name and available units (unknown ids are absent). */
async function stockOf(em: EntityManager, stock: StockTable, ids: readonly number[]) {
  const rows = await preparedRows<{ id: number; name: string; units: number }>(
    em,
    stockSelect(stock),
    stockParams(stock, `{${ids.join(',')}}`),
  );
  return new Map<number, StockEntry>(
    rows.map((row) => [row.id, { name: row.name, availableQuantity: row.units }]),
  );
}

const run = (tx: EntityManager, sql: string, params: unknown[]) =>
  tx.getConnection().execute(sql, params, 'all', tx.getTransactionContext());

/** The holdings of a quote's stored items (none while it has no start date). */
async function holdingsOf(
  tx: EntityManager,
  kind: KindAvailability,
  quote: QuoteRow,
): Promise<ItemHolding[]> {
  if (!quote.startsOn) return [];
  const startsOn = quote.startsOn;
  return (await kind.holdingsOf(tx, quote.id)).map((item) => ({
    itemIndex: item.itemIndex,
    equipmentId: item.equipmentId,
    units: item.units,
    startsOn,
    endsOn: endsOn(startsOn, item.days),
  }));
}

/** What a holding spans: units of one catalogue item from a day to a day. */
interface HeldSpan {
  catalogue: string;
  equipmentId: number;
  startsOn: string;
  endsOn: string;
}

/** More item-days than this take their items' exclusive locks instead (PostgreSQL's lock table is finite). */
const DAY_LOCKS_AT_MOST = 1000;

/** Spans given as four arrays (catalogue, item, first and last day), `?` each. */
const givenSpans = `select * from unnest(?::text[], ?::int[], ?::date[], ?::date[])
    as s(catalogue, equipment_id, starts_on, ends_on)`;
const givenSpanParams = (spans: readonly HeldSpan[]) => [
  `{${spans.map((span) => span.catalogue).join(',')}}`,
  `{${spans.map((span) => span.equipmentId).join(',')}}`,
  `{${spans.map((span) => span.startsOn).join(',')}}`,
  `{${spans.map((span) => span.endsOn).join(',')}}`,
];
/** The spans a quote's stored holdings hold, `?` its id. */
const storedSpans =
  'select catalogue, equipment_id, starts_on, ends_on from quote_holding where quote_id = ?';

/**
 * The statement taking the advisory locks of what the spans `source` selects span, all at once and
 * in one order: first each catalogue item's lock (catalogue, then id), shared, then each item-day's
 * lock, exclusive, in key order (the key: the catalogue's number, the item and the day in one
 * bigint, so no two ever share one). The select list is evaluated in order, each subquery in its
 * order. Every change of holdings or of a holding quote's status takes them first: an approval then
 * sees every approval of the same days before it (its reads come in the next statement, with a
 * snapshot taken after the locks), approvals of other days go on side by side, and two changes
 * never wait on each other's days in `holding_day` (kept by the database's triggers, migration
 * `holding_days`). A change of stock takes its item's lock exclusive (lockItem), so it waits for
 * every approval of the item. Holdings too long for day locks (or of an unknown catalogue) take
 * their items' locks exclusive instead. `more` adds columns after the locks; `before`, common table
 * expressions the source reads (evaluated first).
 */
const lockStatement = (source: string, more = '', before = '') => `
  with ${before ? `${before},` : ''} spans as materialized (
         select s.catalogue, s.equipment_id, s.starts_on, s.ends_on,
                (case s.catalogue when 'equipment' then 1 when 'electrical' then 2 when 'general' then 3
                   when 'transport' then 4 end)::bigint as code
           from (${source}) s),
       items as materialized (select distinct catalogue, equipment_id as id from spans order by catalogue, id),
       by_day as materialized (
         select count(*) filter (where code is null) = 0
                and coalesce(sum(ends_on - starts_on + 1), 0) <= ${DAY_LOCKS_AT_MOST} as yes
           from spans)
  select (select count(*) from (
            select pg_advisory_xact_lock_shared(hashtext(t.catalogue), t.id) from items t
             where (select yes from by_day)) i) as shared_items,
         (select count(*) from (
            select pg_advisory_xact_lock(hashtext(t.catalogue), t.id) from items t
             where not (select yes from by_day)) i) as exclusive_items,
         (select count(*) from (
            select pg_advisory_xact_lock(t.k) from (
              select distinct (s.code << 52) | (s.equipment_id::bigint << 20) | (d::date - date '1900-01-01') as k
                from spans s cross join generate_series(s.starts_on, s.ends_on, interval '1 day') as d
               where (select yes from by_day)
               order by k) t) d) as days${more}`;

/** A change of an item's stock: its lock exclusive, after every approval of it and before the next. */
const lockItem = (tx: EntityManager, catalogue: string, equipmentId: number) =>
  run(tx, 'select pg_advisory_xact_lock(hashtext(?), ?)', [catalogue, equipmentId]);

/**
 * A quote's holdings as stored, in item order (JSON from the statement that reads them); `quoteId`
 * is the SQL of the quote's id, a placeholder unless given.
 */
const storedHoldingsJson = (
  quoteId = '?',
) => `(select coalesce(json_agg(json_build_object('itemIndex', h.item_index,
      'equipmentId', h.equipment_id, 'units', h.units, 'startsOn', h.starts_on, 'endsOn', h.ends_on)
      order by h.item_index), '[]') from quote_holding h where h.quote_id = ${quoteId})`;

/** A quote's holdings as stored, in item order. */
async function storedHoldingsOf(tx: EntityManager, quoteId: number): Promise<ItemHolding[]> {
  const [row] = await preparedRows<{ holdings: ItemHolding[] }>(
    tx,
    `select ${storedHoldingsJson()} as holdings`,
    [quoteId],
  );
  return row.holdings;
}

/**
 * Before a quote's status changes or it is deleted (inside that transaction): the locks of the items
 * it holds, so its days change in the same order as every other change's. One statement.
 */
export async function lockHoldingsOf(tx: EntityManager, quoteId: number) {
  await preparedRows(tx, lockStatement(storedSpans), [quoteId]);
}

/** The locks of a quote's stored holdings, and those holdings (one statement; the quote row is locked). */
async function lockStoredHoldings(tx: EntityManager, quoteId: number): Promise<ItemHolding[]> {
  const [row] = await preparedRows<{ holdings: ItemHolding[] }>(
    tx,
    lockStatement(storedSpans, `, ${storedHoldingsJson()} as holdings`),
    [quoteId, quoteId],
  );
  return row.holdings;
}

/** A quote's row as a status change reads it, locked (null fields when there is no such quote). */
export interface QuoteLockedForChange {
  status: QuoteStatus | null;
  created_by_id: number | null;
  version: number | null;
  /** As the detail answer reads it (its entity tag is made from the same). */
  updated_at: Date | string | null;
  /** Its holdings as the statement read them, before its locks (see `holdingsMoved`). */
  holdings: ItemHolding[];
}

/**
 * A status change's first statement (the hot path of an approval, D21's benchmark), its rows one
 * QuoteLockedForChange: the quote's row locked (FOR UPDATE, before anything else, as an edit locks
 * it), then the locks of the items and days it holds, in every change's order, and its holdings.
 * The holdings are read from the statement's snapshot, taken before the row lock's wait: an edit
 * committed during that wait may have changed them, and then the locks are not the right ones. The
 * change's next statement (run after the locks) tells, by `holdingsMoved`; the change then starts over.
 */
export const quoteLockForChange = (kind: string, id: number): SqlStatement => ({
  sql: quoteLockSql,
  params: [id, kind],
});
const quoteLockSql = lockStatement(
  'select catalogue, equipment_id, starts_on, ends_on from quote_holding where quote_id = (select id from locked)',
  `, (select status from locked) as status, (select created_by_id from locked) as created_by_id,
     (select version from locked) as version, (select updated_at from locked) as updated_at,
     ${storedHoldingsJson('(select id from locked)')} as holdings`,
  `locked as materialized (
     select id, status, created_by_id, version, updated_at from quote where id = ? and kind = ? for update)`,
);

/** The SQL of a column with a quote's holdings as they now are, for the statement after `quoteLockForChange` (`?` its id). */
export const currentHoldingsColumn = `${storedHoldingsJson()} as current_holdings`;

/**
 * Whether the holdings a status change locked are not the ones the quote has (an edit changed them
 * while the change waited for the row): compared with those read after the locks.
 */
export const holdingsMoved = (locked: readonly ItemHolding[], current: readonly ItemHolding[]) =>
  JSON.stringify(locked) !== JSON.stringify(current);

/**
 * Writes the quote's holdings anew from its stored items (after a create or an edit, inside its
 * transaction): what the availability reads and what an approval checks.
 */
export async function refreshHoldings(tx: EntityManager, kind: KindAvailability, quote: QuoteRow) {
  const holdings = await holdingsOf(tx, kind, quote);
  // The locks of what it held and of what it will hold, in one statement.
  await preparedRows(tx, lockStatement(`${storedSpans} union all ${givenSpans}`), [
    quote.id,
    ...givenSpanParams(holdings.map((h) => ({ ...h, catalogue: kind.catalogue }))),
  ]);
  await run(tx, 'delete from quote_holding where quote_id = ?', [quote.id]);
  if (holdings.length === 0) return;
  const values = holdings.map(() => '(?, ?, ?, ?, ?, ?::date, ?::date)').join(', ');
  await run(
    tx,
    `insert into quote_holding (quote_id, catalogue, equipment_id, item_index, units, starts_on, ends_on) values ${values}`,
    holdings.flatMap((h) => [
      quote.id,
      kind.catalogue,
      h.equipmentId,
      h.itemIndex,
      h.units,
      h.startsOn,
      h.endsOn,
    ]),
  );
}

/**
 * Units of the catalogue's items held by approved (and pending) quotes on each day of a period: the
 * days kept by the database (`holding_day`), one index range over items × days.
 */
async function heldPerDay(
  em: EntityManager,
  catalogue: string,
  equipmentIds: number[],
  from: string,
  to: string,
) {
  const rows = await preparedRows<{ equipment_id: number; day: string; approved: number; tentative: number }>(
    em,
    `select equipment_id, day::text as day, approved, tentative
       from holding_day
      where catalogue = ? and equipment_id = any(?::int[]) and day between ?::date and ?::date
        and (approved <> 0 or tentative <> 0)`,
    [catalogue, `{${equipmentIds.join(',')}}`, from, to],
  );
  const byItem = new Map<number, Map<string, { approved: number; tentative: number }>>();
  for (const row of rows) {
    const days = byItem.get(row.equipment_id) ?? new Map();
    days.set(row.day, { approved: row.approved, tentative: row.tentative });
    byItem.set(row.equipment_id, days);
  }
  return byItem;
}

/** What an approval's check reads after the locks: the items' stock and the units approved quotes hold on their days. */
export interface ApprovalCheckData {
  stock: { id: number; name: string; units: number }[];
  held: { id: number; day: string; approved: number }[];
}

/**
 * The select list reading ApprovalCheckData for a quote's stored holdings, and its parameters: a
 * statement of its own, or columns of the statement that writes an approval (lifecycle), whose
 * snapshot does not see its own write. Its plan does not depend on the values (PostgreSQL keeps one).
 */
export function approvalCheckColumns(kind: KindAvailability, quoteId: number) {
  return {
    sql: `(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'units', s.units)), '[]')
             from (${stockSelect(kind.stock, 'id in (select equipment_id from quote_holding where quote_id = ?)')}) s) as stock,
          (select coalesce(json_agg(json_build_object('id', d.equipment_id, 'day', d.day, 'approved', d.approved)), '[]')
             from quote_holding h
             -- Each holding's days by the key's range (a day two holdings share comes twice, alike).
             -- 'offset 0' keeps this a lookup per holding: flattened into a join, the statement's
             -- generic plan could read all of holding_day (22 ms) when few of its days are approved.
             cross join lateral (
               select d.equipment_id, d.day, d.approved from holding_day d
                where d.catalogue = ? and d.equipment_id = h.equipment_id
                  and d.day between h.starts_on and h.ends_on and d.approved <> 0
               offset 0) d
            where h.quote_id = ?) as held`,
    params: [...stockParams(kind.stock, quoteId), kind.catalogue, quoteId],
  };
}

/**
 * The quote's items that ask for more than is free on some day, once the approved quotes (not this
 * one) have taken theirs (D21, domain's `shortagesOf`), with their equipment's name.
 */
function shortagesFrom(
  quote: QuoteToApprove,
  holdings: readonly ItemHolding[],
  data: ApprovalCheckData,
): (AvailabilityShortage & { name: string })[] {
  const stock = new Map(
    data.stock.map((item) => [item.id, { name: item.name, availableQuantity: item.units }]),
  );
  const approvedOn = new Map(data.held.map((day) => [`${day.id}:${day.day}`, day.approved]));
  // The days count an approved quote's own units (an approved quote is locked, so this is a guard).
  const ownApproved = new Map<string, number>();
  if (quote.status === 'approved')
    for (const h of holdings)
      for (const day of periodDays(h.startsOn, h.endsOn))
        ownApproved.set(
          `${h.equipmentId}:${day}`,
          (ownApproved.get(`${h.equipmentId}:${day}`) ?? 0) + h.units,
        );
  const freeOn = (equipmentId: number, day: string) => {
    const entry = stock.get(equipmentId);
    if (!entry) return undefined;
    const approved =
      (approvedOn.get(`${equipmentId}:${day}`) ?? 0) - (ownApproved.get(`${equipmentId}:${day}`) ?? 0);
    return Math.max(0, entry.availableQuantity - approved);
  };
  return shortagesOf(holdings, freeOn).map((shortage) => ({
    ...shortage,
    name: stock.get(shortage.equipmentId)?.name ?? '',
  }));
}

/** The shortages of a quote's holdings, read now (D21). */
async function shortagesWithNames(
  em: EntityManager,
  kind: KindAvailability,
  quote: QuoteToApprove,
  holdings: ItemHolding[],
) {
  if (holdings.length === 0) return [];
  const columns = approvalCheckColumns(kind, quote.id);
  const [data] = await preparedRows<ApprovalCheckData>(em, `select ${columns.sql}`, columns.params);
  return shortagesFrom(quote, holdings, data);
}

/** The save's warning (D21): the items asking for more than is free on their days; empty when all fit. */
export async function availabilityWarnings(
  em: EntityManager,
  kind: KindAvailability | undefined,
  quote: QuoteToApprove,
): Promise<AvailabilityShortage[]> {
  if (!kind) return [];
  const shortages = await shortagesWithNames(em, kind, quote, await storedHoldingsOf(em, quote.id));
  return shortages.map(({ name: _name, ...shortage }) => shortage);
}

/**
 * An approval's refusal (D21), from what its check read after the locks: 409 'Brak wolnych sztuk: …'
 * naming each equipment that falls short and its days, when any day would be overbooked.
 */
export function assertApprovalFits(
  quote: QuoteToApprove,
  holdings: readonly ItemHolding[],
  data: ApprovalCheckData,
) {
  const shortages = shortagesFrom(quote, holdings, data);
  if (shortages.length === 0) return;
  // One entry per short equipment, in item order, with all the days it falls short.
  const byEquipment = new Map<number, { name: string; days: string[] }>();
  for (const shortage of shortages) {
    const entry = byEquipment.get(shortage.equipmentId) ?? { name: shortage.name, days: [] };
    entry.days.push(...shortage.shortDays);
    byEquipment.set(shortage.equipmentId, entry);
  }
  const parts = [...byEquipment.values()].map(({ name, days }) => `${name} w dniach ${dayRangesLabel(days)}`);
  throw new Conflict(`${availabilityMessages.noFreeUnits}: ${parts.join('; ')}`);
}

/**
 * Approving (the client's acceptance, D21) inside the approving transaction: takes the lock of every
 * catalogue item the quote holds, in one order, so concurrent approvals of the same items run one
 * after the other and each sees the ones approved before it; then refuses with 409 'Brak wolnych
 * sztuk: …' when any day would be overbooked. (A staff approval takes the same locks and makes the
 * same check with fewer statements: lifecycle's changeStatus.)
 */
export async function assertFreeToApprove(
  tx: EntityManager,
  kind: KindAvailability | undefined,
  quote: QuoteToApprove,
) {
  if (!kind) return;
  // What the quote holds as its last write left it (refreshHoldings keeps it with the items), locked.
  const holdings = await lockStoredHoldings(tx, quote.id);
  if (holdings.length === 0) return;
  const columns = approvalCheckColumns(kind, quote.id);
  const [data] = await preparedRows<ApprovalCheckData>(tx, `select ${columns.sql}`, columns.params);
  assertApprovalFits(quote, holdings, data);
}

/** GET /api/availability (D21): per catalogue item and day, the free, approved and tentative units. */
export async function readAvailability(
  em: EntityManager,
  kind: KindAvailability,
  equipmentIds: number[],
  from: string,
  to: string,
) {
  const [stock, held] = await Promise.all([
    stockOf(em, kind.stock, equipmentIds),
    heldPerDay(em, kind.catalogue, equipmentIds, from, to),
  ]);
  const days = periodDays(from, to);
  return equipmentIds
    .filter((id) => stock.has(id))
    .map((id) => {
      const entry = stock.get(id)!;
      return {
        equipmentId: id,
        name: entry.name,
        availableQuantity: entry.availableQuantity,
        days: days.map((date) => {
          const counts = held.get(id)?.get(date) ?? { approved: 0, tentative: 0 };
          return {
            date,
            free: Math.max(0, entry.availableQuantity - counts.approved),
            approved: counts.approved,
            tentative: counts.tentative,
          };
        }),
      };
    });
}

/**
 * D21: lowering a catalogue item's available units (deactivating or deleting it: to 0) below what
 * approved quotes hold on a day from today on is 409 'Sprzęt jest zarezerwowany w zatwierdzonych
 * wycenach', naming the quotes that hold units on the days it would overbook, and those days. Runs in the change's transaction
 * under the item's lock, so no approval slips in between.
 */
export async function assertHoldingsFit(
  tx: EntityManager,
  catalogue: string,
  equipmentId: number,
  availableQuantity: number,
  today = todayInWarsaw(),
) {
  await lockItem(tx, catalogue, equipmentId);
  const [over] = await run(
    tx,
    `select 1 from holding_day
      where catalogue = ? and equipment_id = ? and day >= ?::date and approved > ? limit 1`,
    [catalogue, equipmentId, today, availableQuantity],
  );
  if (!over) return;
  const rows = await preparedRows<{
    id: number;
    kind: string;
    quote_number: string;
    day: string;
    held: number;
  }>(
    tx,
    `select q.id, q.kind, q.quote_number, d.day::date::text as day,
            sum(h.units) over (partition by d.day)::int as held
       from quote_holding h
       join quote q on q.id = h.quote_id
       cross join lateral generate_series(greatest(h.starts_on, ?::date), h.ends_on, interval '1 day') as d(day)
      where h.catalogue = ? and h.equipment_id = ? and h.ends_on >= ?::date and h.status = 'approved'
      order by q.id, d.day`,
    [today, catalogue, equipmentId, today],
  );
  const overbooked = new Set(rows.filter((row) => row.held > availableQuantity).map((row) => row.day));
  if (overbooked.size === 0) return;
  const quotes = new Map<number, { kind: string; id: number; quoteNumber: string; days: string[] }>();
  // The quotes holding units on the days that would be overbooked, with those days.
  for (const row of rows) {
    if (!overbooked.has(row.day)) continue;
    const entry = quotes.get(row.id) ?? {
      kind: row.kind,
      id: row.id,
      quoteNumber: row.quote_number,
      days: [],
    };
    if (!entry.days.includes(row.day)) entry.days.push(row.day);
    quotes.set(row.id, entry);
  }
  throw new Conflict(availabilityMessages.reserved, { quotes: [...quotes.values()] });
}

/**
 * A catalogue list with a period (D21): each item with `freeQuantity`, the fewest units free over
 * the period's days once approved quotes have taken theirs. Without a period the list is as it is.
 */
export async function withFreeQuantity<Item extends { id: number; availableQuantity: number }>(
  em: EntityManager,
  catalogue: string,
  items: Item[],
  period: { from: string; to: string } | null,
): Promise<(Item & { freeQuantity?: number })[]> {
  if (!period || items.length === 0) return items;
  const rows = await preparedRows<{ equipment_id: number; approved: number }>(
    em,
    `select equipment_id, max(approved) as approved
       from holding_day
      where catalogue = ? and equipment_id = any(?::int[]) and day between ?::date and ?::date and approved > 0
      group by equipment_id`,
    [catalogue, `{${items.map((item) => item.id).join(',')}}`, period.from, period.to],
  );
  const mostApproved = new Map(rows.map((row) => [row.equipment_id, row.approved]));
  return items.map((item) => ({
    ...item,
    freeQuantity: Math.max(0, item.availableQuantity - (mostApproved.get(item.id) ?? 0)),
  }));
}
