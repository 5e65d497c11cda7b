// How a holding of an item reads (D21), alike on the timeline, in its table and in the links' names.
import { type AvailabilityHolding, formatDateText, quoteKindEntries } from '@ppp/domain';

/** 'Rezerwacja' / 'Wstępna rezerwacja': a quote the viewer may not open (D1). */
export const anonymousLabel = (status: AvailabilityHolding['status']) =>
  status === 'approved' ? 'Rezerwacja' : 'Wstępna rezerwacja';

/** The legend's words of the two kinds of bar. */
export const statusLabel = (status: AvailabilityHolding['status']) =>
  status === 'approved' ? 'Zatwierdzona' : 'Wstępna';

/** '12.03.2027–14.03.2027', or one day '12.03.2027'. */
export function periodLabel(startsOn: string, endsOn: string): string {
  return startsOn === endsOn
    ? formatDateText(startsOn)
    : `${formatDateText(startsOn)}–${formatDateText(endsOn)}`;
}

/** The client as a bar names it. */
export const clientLabel = (quote: NonNullable<AvailabilityHolding['quote']>) =>
  quote.clientName || 'Klient bez nazwy';

/** The detail page of a quote the viewer may open, in its kind's area. */
export const quotePath = (quote: NonNullable<AvailabilityHolding['quote']>) =>
  `${quoteKindEntries[quote.kind].path}/${quote.id}`;
