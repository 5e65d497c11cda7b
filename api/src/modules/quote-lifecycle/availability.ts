// D21: what a dated quote holds of its kind's catalogue, and whether approving it would overbook a
// day. One mechanism for every kind: a kind says what its stored items hold (KindAvailability), the
// lifecycle keeps those holdings in one table and checks them under a lock per catalogue item, so
// two approvals of the last units can never both pass.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type AvailabilityShortage,
  availabilityMessages,
  dayRangesLabel,
  daysBetween,
  endsOn,
  type ItemHolding,
  periodDays,
  shortagesOf,
  todayInWarsaw,
} from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';
import { Conflict } from '../../http/errors.ts';
import type { QuoteRow } from './entities.ts';
import type { KindAvailability } from './registry.ts';

/** What an approval's stock check needs of the quote: its id and its status before the change. */
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
 * A kind's `stockOf` from its catalogue's table: each item's name and available units (the column
 * `units`), read in one statement (an approval reads it under its locks). `department` narrows a
 * table shared by two areas. Table and column are the kind's constants, never input.
 */
export const stockOfTable =
  (table: string, units: string, department?: string): KindAvailability['stockOf'] =>
  async (em, ids) => {
    const rows = await preparedRows<{ id: number; name: string; units: number }>(
      em,
      `select id, name, ${units} as units from ${table}
        where id = any(?::int[])${department ? ' and department = ?' : ''}`,
      [`{${ids.join(',')}}`, ...(department ? [department] : [])],
    );
    return new Map(rows.map((row) => [row.id, { name: row.name, availableQuantity: row.units }]));
  };

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

/** The catalogues' numbers in a day lock's key. */
const catalogueCodes: Record<string, bigint> = { equipment: 1n, electrical: 2n, general: 3n, transport: 4n };
/** More item-days than this take their items' exclusive locks instead (PostgreSQL's lock table is finite). */
const DAY_LOCKS_AT_MOST = 1000;

/** A day lock's key: the catalogue, the item and the day in one bigint, so no two ever share one. */
const dayLockKey = (code: bigint, equipmentId: number, day: string) =>
  (code << 52n) | (BigInt(equipmentId) << 20n) | BigInt(daysBetween('1900-01-01', day));

/**
 * Takes the advisory locks of what the holdings span, all at once and in one order: first each
 * catalogue item's lock (catalogue, then id), shared, then each item-day's lock, exclusive, in key
 * order. Every change of holdings or of a holding quote's status takes them first: an approval then
 * sees every approval of the same days before it, approvals of other days go on side by side, and
 * two changes never wait on each other's days in `holding_day` (kept by the database's triggers,
 * migration `holding_days`). A change of stock takes its item's lock exclusive (lockItem), so it
 * waits for every approval of the item. A holding too long for day locks takes its items' locks
 * exclusive instead.
 */
async function lockHoldings(tx: EntityManager, spans: readonly HeldSpan[]) {
  if (spans.length === 0) return;
  const days = spans.flatMap((span) => {
    const code = catalogueCodes[span.catalogue];
    return code === undefined
      ? [null]
      : periodDays(span.startsOn, span.endsOn).map((day) => dayLockKey(code, span.equipmentId, day));
  });
  const byDay = days.length <= DAY_LOCKS_AT_MOST && !days.includes(null);
  const items = `(select count(*) from (
      select ${byDay ? 'pg_advisory_xact_lock_shared' : 'pg_advisory_xact_lock'}(hashtext(t.catalogue), t.id)
        from (select distinct catalogue, id from unnest(?::text[], ?::int[]) as u(catalogue, id)
               order by catalogue, id) t) i)`;
  const itemParams = [
    `{${spans.map((span) => span.catalogue).join(',')}}`,
    `{${spans.map((span) => span.equipmentId).join(',')}}`,
  ];
  // One statement: the items' locks, then (the select list is evaluated in order) the days', each
  // taken in its subquery's order.
  if (!byDay) {
    await preparedRows(tx, `select ${items} as items`, itemParams);
    return;
  }
  await preparedRows(
    tx,
    `select ${items} as items,
            (select count(*) from (
               select pg_advisory_xact_lock(t.k) from (select distinct k from unnest(?::bigint[]) as u(k) order by k) t
             ) d) as days`,
    [...itemParams, `{${[...new Set(days)].join(',')}}`],
  );
}

/** A change of an item's stock: its lock exclusive, after every approval of it and before the next. */
const lockItem = (tx: EntityManager, catalogue: string, equipmentId: number) =>
  run(tx, 'select pg_advisory_xact_lock(hashtext(?), ?)', [catalogue, equipmentId]);

/** A quote's holdings as stored, in item order, with their catalogue. */
const storedSpansOf = async (tx: EntityManager, quoteId: number): Promise<(ItemHolding & HeldSpan)[]> =>
  (
    await preparedRows<{
      catalogue: string;
      item_index: number;
      equipment_id: number;
      units: number;
      starts_on: string;
      ends_on: string;
    }>(
      tx,
      `select catalogue, item_index, equipment_id, units, starts_on::text as starts_on, ends_on::text as ends_on
         from quote_holding where quote_id = ? order by item_index`,
      [quoteId],
    )
  ).map((row) => ({
    catalogue: row.catalogue,
    itemIndex: row.item_index,
    equipmentId: row.equipment_id,
    units: row.units,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
  }));

/** A quote's holdings as stored, in item order. */
const storedHoldingsOf = async (tx: EntityManager, quoteId: number): Promise<ItemHolding[]> =>
  (await storedSpansOf(tx, quoteId)).map(({ catalogue: _catalogue, ...holding }) => holding);

/**
 * Before a quote's status changes or it is deleted (inside that transaction): the locks of the items
 * it holds, so its days change in the same order as every other change's.
 */
export async function lockHoldingsOf(tx: EntityManager, quoteId: number) {
  await lockHoldings(tx, await storedSpansOf(tx, quoteId));
}

/**
 * Writes the quote's holdings anew from its stored items (after a create or an edit, inside its
 * transaction): what the availability reads and what an approval checks.
 */
export async function refreshHoldings(tx: EntityManager, kind: KindAvailability, quote: QuoteRow) {
  const holdings = await holdingsOf(tx, kind, quote);
  await lockHoldings(tx, [
    ...(await storedSpansOf(tx, quote.id)),
    ...holdings.map((h) => ({ ...h, catalogue: kind.catalogue })),
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

/**
 * The quote's items that ask for more than is free on some day, once the approved quotes (not this
 * one) have taken theirs (D21, domain's `shortagesOf`), with their equipment's name.
 */
async function shortagesWithNames(
  em: EntityManager,
  kind: KindAvailability,
  quote: QuoteToApprove,
  holdings: ItemHolding[],
): Promise<(AvailabilityShortage & { name: string })[]> {
  if (holdings.length === 0) return [];
  const ids = [...new Set(holdings.map((h) => h.equipmentId))];
  // 'YYYY-MM-DD' sorts as the days do.
  const from = holdings.map((h) => h.startsOn).sort()[0];
  const to = holdings
    .map((h) => h.endsOn)
    .sort()
    .at(-1) as string;
  const [stock, held] = await Promise.all([
    kind.stockOf(em, ids),
    heldPerDay(em, kind.catalogue, ids, from, to),
  ]);
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
      (held.get(equipmentId)?.get(day)?.approved ?? 0) - (ownApproved.get(`${equipmentId}:${day}`) ?? 0);
    return Math.max(0, entry.availableQuantity - approved);
  };
  return shortagesOf(holdings, freeOn).map((shortage) => ({
    ...shortage,
    name: stock.get(shortage.equipmentId)?.name ?? '',
  }));
}

/** The save's warning (D21): the items asking for more than is free on their days; empty when all fit. */
export async function availabilityWarnings(
  em: EntityManager,
  kind: KindAvailability | undefined,
  quote: QuoteRow,
): Promise<AvailabilityShortage[]> {
  if (!kind) return [];
  const shortages = await shortagesWithNames(em, kind, quote, await storedHoldingsOf(em, quote.id));
  return shortages.map(({ name: _name, ...shortage }) => shortage);
}

/**
 * Approving (staff or the client, D21) inside the approving transaction: takes the lock of every
 * catalogue item the quote holds, in one order, so concurrent approvals of the same items run one
 * after the other and each sees the ones approved before it; then refuses with 409 'Brak wolnych
 * sztuk: …' when any day would be overbooked.
 */
export async function assertFreeToApprove(
  tx: EntityManager,
  kind: KindAvailability | undefined,
  quote: QuoteToApprove,
) {
  if (!kind) return;
  // What the quote holds as its last write left it (refreshHoldings keeps it with the items).
  const holdings = await storedHoldingsOf(tx, quote.id);
  await lockHoldings(
    tx,
    holdings.map((h) => ({ ...h, catalogue: kind.catalogue })),
  );
  const shortages = await shortagesWithNames(tx, kind, quote, holdings);
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

/** GET /api/availability (D21): per catalogue item and day, the free, approved and tentative units. */
export async function readAvailability(
  em: EntityManager,
  kind: KindAvailability,
  equipmentIds: number[],
  from: string,
  to: string,
) {
  const [stock, held] = await Promise.all([
    kind.stockOf(em, equipmentIds),
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
 * wycenach', naming those quotes and the future days each holds. Runs in the change's transaction
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
  for (const row of rows) {
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
