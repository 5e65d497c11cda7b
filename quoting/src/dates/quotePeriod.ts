// D21: what a quote form knows of its dates while it is typed: the period its items take, the free
// units of the catalogue over it ('wolne n z m' in the pickers) and the items asking for more than is
// free (the warning under an item), read from the API as the form changes.
import {
  type AvailabilityShortage,
  cataloguePages,
  type EquipmentAvailability,
  endsOn,
  type ItemHolding,
  type QuoteKind,
  readDateText,
  rentalDaysTextSchema,
  shortagesOf,
  typedDecimal,
} from '@ppp/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Period } from '../availability/availabilityApi.ts';
import { freeUnitsLabel } from '../availability/periodFilter.ts';

/** The quote's start as the request sends it, when 'Data rozpoczęcia' reads as a day. */
export function startsOnOf(startsOnText: string | undefined): string | null {
  const reading = readDateText(startsOnText ?? '');
  return reading.state === 'date' ? reading.value : null;
}

/** A period of `daysText` days from the typed start, when both read (an item's or the whole quote's). */
export function periodOf(startsOnText: string | undefined, daysText: string | undefined): Period | null {
  const from = startsOnOf(startsOnText);
  const days = rentalDaysTextSchema.safeParse(daysText ?? '');
  return from && days.success ? { from, to: endsOn(from, days.data) } : null;
}

/**
 * What a form's items would hold once saved (D21): each item with its equipment, a whole quantity and
 * a period that read, from the quote's start; none while the start does not read.
 */
export function holdingsOfForm(
  startsOnText: string | undefined,
  items: readonly { equipmentId: number | null; quantity: string; days: string }[],
): ItemHolding[] {
  const from = startsOnOf(startsOnText);
  if (!from) return [];
  return items.flatMap((item, itemIndex) => {
    const units = Number(typedDecimal(item.quantity) ?? Number.NaN);
    const period = periodOf(startsOnText, item.days);
    return item.equipmentId && Number.isInteger(units) && units > 0 && period
      ? [{ itemIndex, equipmentId: item.equipmentId, units, startsOn: period.from, endsOn: period.to }]
      : [];
  });
}

/**
 * The catalogue's free units over the quote's period (D21): the kind's list with `from` / `to`, each
 * item's `freeQuantity` by id; null while there is no period or it is being read.
 */
export function useFreeUnits(kind: QuoteKind, period: Period | null): ReadonlyMap<number, number> | null {
  const query = useQuery<{ id: number; freeQuantity?: number }[]>({
    queryKey: [cataloguePages[kind].api, period ?? {}],
    enabled: period !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
  // The same map while the period's days and the answer stay (the caller makes the period anew on
  // every render; the items that show it are memoised).
  const from = period?.from;
  const to = period?.to;
  return useMemo(() => {
    if (from === undefined || to === undefined || !query.data) return null;
    return new Map(
      query.data.flatMap((item) => (item.freeQuantity === undefined ? [] : [[item.id, item.freeQuantity]])),
    );
  }, [from, to, query.data]);
}

/**
 * What a picker and an item say of an equipment's units: free over the quote's dates once known
 * ('wolne 2 z 5', D21's words, as the catalogue says them), else the available ones ('dostępne: 5 szt.').
 */
export function unitsText(
  entry: { id: number; availableQuantity: number },
  freeUnits: ReadonlyMap<number, number> | null,
) {
  const free = freeUnits?.get(entry.id);
  return free === undefined
    ? `dostępne: ${entry.availableQuantity} szt.`
    : freeUnitsLabel(free, entry.availableQuantity);
}

/**
 * The items asking for more than is free on some day (domain's `shortagesOf`, as the save's warning
 * says it), by item index, with the equipment's available units; empty until the quote has dates.
 */
export function useShortages(
  kind: QuoteKind,
  holdings: readonly ItemHolding[],
): ReadonlyMap<number, AvailabilityShortage & { available: number }> {
  const ids = [...new Set(holdings.map((h) => h.equipmentId))].sort((a, b) => a - b);
  const from = holdings.map((h) => h.startsOn).sort()[0];
  const to = holdings
    .map((h) => h.endsOn)
    .sort()
    .at(-1);
  const query = useQuery<EquipmentAvailability[]>({
    queryKey: ['/api/availability', { kind, equipmentIds: ids.join(','), from, to }],
    enabled: ids.length > 0 && from !== undefined && to !== undefined,
    staleTime: 30_000,
  });
  return useMemo(() => {
    if (!query.data || holdings.length === 0) return new Map();
    const byItem = new Map(query.data.map((entry) => [entry.equipmentId, entry]));
    const freeByDay = new Map(
      query.data.map((entry) => [entry.equipmentId, new Map(entry.days.map((day) => [day.date, day.free]))]),
    );
    const shortages = shortagesOf(holdings, (id, day) => freeByDay.get(id)?.get(day));
    return new Map(
      shortages.map((shortage) => [
        shortage.itemIndex,
        { ...shortage, available: byItem.get(shortage.equipmentId)?.availableQuantity ?? 0 },
      ]),
    );
  }, [query.data, holdings]);
}
