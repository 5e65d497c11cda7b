import { z } from 'zod';
import { toDecimal } from '../pricing/money.ts';

// What changed between two versions of a quote (D23), read from two detail answers of its kind: the
// items (equipment, electrical, general) or the lines (transport) added, removed and changed, and the
// totals before and after. Pure: the detail page computes it from two kept versions' content.

/** One item or line of a version, as the comparison reads it. */
export interface VersionLine {
  /** What pairs it with its counterpart in the other version: its catalogue item (or its name). */
  key: string;
  /** Unique within its version: the key and which line of that key it is ('item:4#2'). */
  ref: string;
  name: string;
  quantity: number | null;
  /** The rental days of an item; null for a transport line. */
  days: number | null;
  /** The distance of a transport line (km); null for an item. */
  distance: string | null;
  /** Its net value. */
  total: string;
}

export type VersionLineField = 'quantity' | 'days' | 'distance' | 'total';

export interface VersionLineChange {
  before: VersionLine;
  after: VersionLine;
  /** What differs, in this order: quantity, days, distance, total. */
  fields: VersionLineField[];
}

export interface VersionTotals {
  totalNet: string;
  totalGross: string;
}

export interface VersionDiff {
  added: VersionLine[];
  removed: VersionLine[];
  changed: VersionLineChange[];
  /** How many items are the same in both versions. */
  unchanged: number;
  totals: { before: VersionTotals; after: VersionTotals; changed: boolean };
}

const itemSchema = z.object({
  equipmentId: z.number().int().nullable().optional(),
  equipment: z.object({ name: z.string() }).optional(),
  equipmentName: z.string().optional(),
  quantity: z.number(),
  rentalPeriodDays: z.number().nullable().optional(),
  totalPrice: z.string(),
});

/** A transport line (D21), or a kind's plain line with a label and an amount. */
const lineSchema = z.object({
  vehicleId: z.number().int().nullable().optional(),
  vehicle: z.object({ name: z.string() }).optional(),
  label: z.string().optional(),
  distance: z.string().optional(),
  isReturn: z.boolean().optional(),
  cost: z.string().optional(),
  amount: z.string().optional(),
});

const contentSchema = z.object({
  items: z.array(itemSchema).optional(),
  lines: z.array(lineSchema).optional(),
  totalNet: z.string(),
  totalGross: z.string(),
});

export interface VersionContent {
  lines: VersionLine[];
  totals: VersionTotals;
}

/** The returning line's name beside its vehicle's (D21). */
export const returnLineSuffix = ' (powrót)';

type Unnumbered = Omit<VersionLine, 'ref'>;

function itemLine(item: z.infer<typeof itemSchema>): Unnumbered {
  const name = item.equipment?.name ?? item.equipmentName ?? '';
  return {
    key: item.equipmentId == null ? `name:${name}` : `item:${item.equipmentId}`,
    name,
    quantity: item.quantity,
    days: item.rentalPeriodDays ?? null,
    distance: null,
    total: item.totalPrice,
  };
}

function transportLine(line: z.infer<typeof lineSchema>): Unnumbered {
  const base = line.vehicle?.name ?? line.label ?? '';
  const way = line.isReturn ? 'return' : 'out';
  return {
    key: line.vehicleId == null ? `name:${base}:${way}` : `vehicle:${line.vehicleId}:${way}`,
    name: line.isReturn ? `${base}${returnLineSuffix}` : base,
    quantity: null,
    days: null,
    distance: line.distance ?? null,
    total: line.cost ?? line.amount ?? '0.00',
  };
}

/** A detail answer of any kind as the comparison reads it; null for what is no quote's content. */
export function versionContentOf(detail: unknown): VersionContent | null {
  const parsed = contentSchema.safeParse(detail);
  if (!parsed.success) return null;
  const { items, lines, totalNet, totalGross } = parsed.data;
  const read = items ? items.map(itemLine) : (lines ?? []).map(transportLine);
  const seen = new Map<string, number>();
  return {
    lines: read.map((line) => {
      const nth = (seen.get(line.key) ?? 0) + 1;
      seen.set(line.key, nth);
      return { ...line, ref: `${line.key}#${nth}` };
    }),
    totals: { totalNet, totalGross },
  };
}

const sameAmount = (a: string | null, b: string | null) =>
  a === null || b === null ? a === b : toDecimal(a).eq(toDecimal(b));

function changedFields(before: VersionLine, after: VersionLine): VersionLineField[] {
  const fields: VersionLineField[] = [];
  if (before.quantity !== after.quantity) fields.push('quantity');
  if (before.days !== after.days) fields.push('days');
  if (!sameAmount(before.distance, after.distance)) fields.push('distance');
  if (!sameAmount(before.total, after.total)) fields.push('total');
  return fields;
}

/**
 * What changed from `before` to `after`: lines of the same catalogue item (or name) are paired in
 * their order; a line left without a pair was added (in `after`) or removed (from `before`); a pair
 * whose quantity, days, distance or value differ changed. Null when either is not a quote's content.
 */
export function diffQuoteVersions(before: unknown, after: unknown): VersionDiff | null {
  const from = versionContentOf(before);
  const to = versionContentOf(after);
  if (!from || !to) return null;
  const waiting = new Map<string, VersionLine[]>();
  for (const line of from.lines) waiting.set(line.key, [...(waiting.get(line.key) ?? []), line]);
  const added: VersionLine[] = [];
  const changed: VersionLineChange[] = [];
  let unchanged = 0;
  for (const line of to.lines) {
    const counterpart = waiting.get(line.key)?.shift();
    if (!counterpart) {
      added.push(line);
      continue;
    }
    const fields = changedFields(counterpart, line);
    if (fields.length > 0) changed.push({ before: counterpart, after: line, fields });
    else unchanged += 1;
  }
  const left = new Set([...waiting.values()].flat());
  const removed = from.lines.filter((line) => left.has(line));
  return {
    added,
    removed,
    changed,
    unchanged,
    totals: {
      before: from.totals,
      after: to.totals,
      changed:
        !sameAmount(from.totals.totalNet, to.totals.totalNet) ||
        !sameAmount(from.totals.totalGross, to.totals.totalGross),
    },
  };
}

/** Whether two versions differ in anything the comparison reads. */
export const versionsDiffer = (diff: VersionDiff) =>
  diff.added.length > 0 || diff.removed.length > 0 || diff.changed.length > 0 || diff.totals.changed;
