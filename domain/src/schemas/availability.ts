import { z } from 'zod';
import { daysBetween } from '../dates/calendar.ts';
import { dateTextMessage, isCalendarDate } from '../dates/date-text.ts';
import { dayRangesLabel } from '../dates/day-ranges.ts';
import { quoteKinds } from '../permissions.ts';
import { calendarDate } from './calendar-date.ts';
import { QUOTE_ITEMS_LIMIT } from './quote-lifecycle.ts';

// D21: free units per catalogue item and day; the warning of a save and the refusal of an approval.

/** The 409 of a change of stock under approved quotes: the quotes and the days it would overbook. */
export const reservedQuotesSchema = z.array(
  z.object({ kind: z.string(), id: z.number(), quoteNumber: z.string(), days: z.array(z.string()) }),
);

/**
 * The 409's message as a stock form shows it under the figure: 'Sprzęt jest zarezerwowany w
 * zatwierdzonych wycenach: WYC/2027/0003 (06.09.2027–07.09.2027), …'.
 */
export const reservedQuotesText = (quotes: z.infer<typeof reservedQuotesSchema>) =>
  `${availabilityMessages.reserved}: ${quotes
    .map((quote) => `${quote.quoteNumber} (${dayRangesLabel(quote.days)})`)
    .join(', ')}`;

/** That message from an error answer's body, or null when the body is no such refusal. */
export function reservedQuotesMessageOf(body: Record<string, unknown> | undefined): string | null {
  const quotes = reservedQuotesSchema.safeParse(body?.quotes);
  return quotes.success && quotes.data.length > 0 ? reservedQuotesText(quotes.data) : null;
}

export const availabilityMessages = {
  /** The approval's 409, followed by ': {name} w dniach {range}; …'. */
  noFreeUnits: 'Brak wolnych sztuk',
  /** Lowering, deactivating or deleting what approved quotes hold on a future day. */
  reserved: 'Sprzęt jest zarezerwowany w zatwierdzonych wycenach',
  period: 'Okres może obejmować najwyżej 366 dni',
  from: 'Podaj datę początkową okresu',
  to: 'Podaj datę końcową okresu',
  order: 'Data końcowa nie może być wcześniejsza niż początkowa',
  kind: 'Nieprawidłowy rodzaj katalogu',
  /** As many as a quote's items (D23): a 500-item form asks for all of them at once. */
  equipmentIds: `Podaj identyfikatory sprzętu (najwyżej ${QUOTE_ITEMS_LIMIT})`,
} as const;

/** An item of a saved quote asking for more than is free on some of its days (the save's warning). */
export interface AvailabilityShortage {
  /** 0-based, in the request's `items` (transport: `vehicles`). */
  itemIndex: number;
  equipmentId: number;
  /** The units the quote asks of this equipment, all its items together, on the most asked short day. */
  requested: number;
  /** The fewest units free over the item's days. */
  free: number;
  /** 'YYYY-MM-DD' days on which the quote's units of this equipment exceed the free ones. */
  shortDays: string[];
}

/**
 * A period runs forward and covers at most 366 days, both ends included. A refinement runs even when
 * an end was refused already ('2026-02-30', its own message): then there is no period to check.
 */
export function checkPeriod(from: string, to: string, ctx: z.RefinementCtx) {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return;
  const span = daysBetween(from, to);
  if (span < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.order });
  else if (span + 1 > 366)
    ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.period });
}

const ids = z
  .string({ error: availabilityMessages.equipmentIds })
  .regex(new RegExp(`^\\d{1,9}(,\\d{1,9}){0,${QUOTE_ITEMS_LIMIT - 1}}$`), {
    error: availabilityMessages.equipmentIds,
  })
  .transform((text) => [...new Set(text.split(',').map(Number))]);

/** GET /api/availability?kind=&equipmentIds=&from=&to= (both days included, at most 366 of them). */
export const availabilityQuerySchema = z
  .object({
    kind: z.enum(quoteKinds, { error: availabilityMessages.kind }),
    equipmentIds: ids,
    from: calendarDate(availabilityMessages.from, dateTextMessage),
    to: calendarDate(availabilityMessages.to, dateTextMessage),
  })
  .superRefine((query, ctx) => checkPeriod(query.from, query.to, ctx));
export type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;

/**
 * `from` / `to` on a catalogue's list (D21): both or neither; with them each item carries its
 * `freeQuantity` for the period (the fewest free units over its days).
 */
export const cataloguePeriodSchema = z
  .object({
    from: calendarDate(availabilityMessages.from, dateTextMessage).optional(),
    to: calendarDate(availabilityMessages.to, dateTextMessage).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return;
    if (query.from === undefined)
      ctx.addIssue({ code: 'custom', path: ['from'], message: availabilityMessages.from });
    if (query.to === undefined)
      ctx.addIssue({ code: 'custom', path: ['to'], message: availabilityMessages.to });
    if (query.from !== undefined && query.to !== undefined) checkPeriod(query.from, query.to, ctx);
  })
  .transform((query) => (query.from && query.to ? { from: query.from, to: query.to } : null));

export const availabilityDaySchema = z.object({
  date: z.string(),
  free: z.number().int(),
  approved: z.number().int(),
  tentative: z.number().int(),
});

export const equipmentAvailabilitySchema = z.object({
  equipmentId: z.number().int(),
  name: z.string(),
  availableQuantity: z.number().int(),
  days: z.array(availabilityDaySchema),
});
export type EquipmentAvailability = z.infer<typeof equipmentAvailabilitySchema>;
