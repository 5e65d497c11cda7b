import {
  type AvailabilityShortage,
  type ItemHolding,
  shortageLabel,
  type TransportQuoteDetail,
  type Vehicle,
} from '@ppp/domain';
import { useShortages } from '@ppp/quoting';
import { useMemo, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useVehicles } from '../../api.ts';
import { type TransportFormOutput, type TransportFormValues, tripPeriodOf } from './formModel.ts';
import { shortagesOf } from './useTransportQuoteSave.ts';

type TripValues = Pick<TransportFormValues, 'vehicles' | 'startsOn' | 'tripDays'>;

/** What the vehicle lines would hold once saved: one unit of each chosen vehicle for the trip. */
const lineHoldings = (lines: TransportFormValues['vehicles'], period: { from: string; to: string }) =>
  lines.flatMap((line, itemIndex): ItemHolding[] =>
    line.vehicleId
      ? [
          {
            itemIndex,
            equipmentId: Number(line.vehicleId),
            units: 1,
            startsOn: period.from,
            endsOn: period.to,
          },
        ]
      : [],
  );

/** What the save's warning was given for: the vehicles and the dates (a change makes it stale). */
const warnedFor = (values: TripValues) =>
  JSON.stringify([values.vehicles?.map((line) => line.vehicleId), values.startsOn, values.tripDays]);

export interface LineAvailabilityOptions {
  form: UseFormReturn<TransportFormValues, unknown, TransportFormOutput>;
  quote: TransportQuoteDetail | null;
  initialValues: TransportFormValues;
  /** The vehicles that may be chosen, with their quantities. */
  vehicles: Vehicle[];
  /** The form's vehicle lines and dates as now typed. */
  values: TripValues;
  readOnly: boolean;
}

/**
 * D21 in the transport form: each vehicle's free units over the trip's days (for the select), and
 * the vehicle lines short of them, by line: as the save answered (while the vehicles and dates are
 * those it was given; a quote just saved opens with its answer) and as the form reads them while it
 * is typed, as every kind's form does. `showShortages` takes a save's answer.
 */
export function useLineAvailability({
  form,
  quote,
  initialValues,
  vehicles,
  values,
  readOnly,
}: LineAvailabilityOptions) {
  const period = tripPeriodOf(values);
  const during = useVehicles(period);
  const free = period
    ? new Map(
        (during.data ?? []).flatMap((vehicle) =>
          vehicle.freeQuantity === undefined ? [] : [[vehicle.id, vehicle.freeQuantity] as const],
        ),
      )
    : null;

  const [warning, setWarning] = useState(() => ({
    shortages: quote ? shortagesOf(quote) : [],
    for: warnedFor(initialValues),
  }));
  const showShortages = (shortages: AvailabilityShortage[]) =>
    setWarning({ shortages, for: warnedFor(form.getValues()) });

  // Kept by value: the typed check reads again only when what the lines hold changes.
  const holdingsKey = JSON.stringify(readOnly || !period ? [] : lineHoldings(values.vehicles ?? [], period));
  const holdings = useMemo<ItemHolding[]>(() => JSON.parse(holdingsKey), [holdingsKey]);
  const typed = useShortages('transport', holdings);

  const stock = new Map(
    [...vehicles, ...(during.data ?? [])].map((vehicle) => [vehicle.id, vehicle.quantity]),
  );
  const saved = warning.for === warnedFor(values) ? warning.shortages : [];
  const shortages = new Map<number, string>([
    ...saved.map(
      (short) => [short.itemIndex, shortageLabel(short, stock.get(short.equipmentId) ?? 0)] as const,
    ),
    ...[...typed.values()].map((short) => [short.itemIndex, shortageLabel(short, short.available)] as const),
  ]);
  return { free, shortages, showShortages };
}
