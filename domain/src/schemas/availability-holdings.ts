import { z } from 'zod';
import { dateTextMessage } from '../dates/date-text.ts';
import { quoteKinds } from '../permissions.ts';
import { availabilityMessages, checkPeriod } from './availability.ts';
import { calendarDate } from './calendar-date.ts';
import { coercedEntityId } from './common.ts';

// D21: the quotes holding one catalogue item in a period, the bars of its availability page's timeline.

export const availabilityHoldingsMessages = {
  equipmentId: 'Podaj identyfikator sprzętu',
} as const;

/** GET /api/availability/holdings?kind=&equipmentId=&from=&to= (both days included, at most 366 of them). */
export const availabilityHoldingsQuerySchema = z
  .object({
    kind: z.enum(quoteKinds, { error: availabilityMessages.kind }),
    equipmentId: coercedEntityId(availabilityHoldingsMessages.equipmentId),
    from: calendarDate(availabilityMessages.from, dateTextMessage),
    to: calendarDate(availabilityMessages.to, dateTextMessage),
  })
  .superRefine((query, ctx) => checkPeriod(query.from, query.to, ctx));
export type AvailabilityHoldingsQuery = z.output<typeof availabilityHoldingsQuerySchema>;

/**
 * A dated quote holding units of the item in the period: approved (taken) or pending (tentative).
 * `quote` only when the viewer may open it (D1: the kind's staff, or its author); otherwise the bar
 * reads 'Rezerwacja' / 'Wstępna rezerwacja' and nothing names the quote or its client.
 */
export const availabilityHoldingSchema = z.object({
  status: z.enum(['approved', 'pending']),
  units: z.number().int(),
  /** The first and the last day held ('YYYY-MM-DD'), whole, not cut to the period asked. */
  startsOn: z.string(),
  endsOn: z.string(),
  quote: z
    .object({
      id: z.number().int(),
      kind: z.enum(quoteKinds),
      quoteNumber: z.string(),
      /** The company (as snapshotted while locked, D3), else the contact person; '' when neither. */
      clientName: z.string(),
    })
    .nullable(),
});
export type AvailabilityHolding = z.infer<typeof availabilityHoldingSchema>;
