import {
  clientInputSchema,
  decimalPlaces,
  decimalTextField,
  formatDecimalText,
  quoteTotals,
  readDecimalText,
  roundDistance,
  type TransportQuoteDetail,
  transportCost,
  transportMessages,
  transportRouteFields,
  type Vehicle,
} from '@ppp/domain';
import { type ClientDraft, clientDraftOf, emptyClientDraft } from '@ppp/quoting';
import { z } from 'zod';

/** The transport quote form as typed: the client block of every quote form, then the route. */
export interface TransportFormValues {
  clientId: number | null;
  client: ClientDraft;
  /** The chosen vehicle's id as the select holds it ('' for none). */
  vehicleId: string;
  fromAddress: string;
  toAddress: string;
  distance: string;
  notes: string;
}

export const emptyTransportForm: TransportFormValues = {
  clientId: null,
  client: emptyClientDraft,
  vehicleId: '',
  fromAddress: '',
  toAddress: '',
  distance: '',
  notes: '',
};

/** The form filled from a saved quote (its client as stored, or as at approval, D3). */
export const valuesFromTransportQuote = (quote: TransportQuoteDetail): TransportFormValues => ({
  clientId: quote.clientId,
  client: clientDraftOf(quote.client),
  vehicleId: quote.vehicleId === null ? '' : String(quote.vehicleId),
  fromAddress: quote.fromAddress,
  toAddress: quote.toAddress,
  distance: formatDecimalText(quote.distance, 'distance'),
  notes: quote.notes ?? '',
});

/** The cost panel's figures (D13): rate × distance rounded to 0.1 km, then net, VAT and gross. */
export interface LiveTransportCost {
  vehicle: Vehicle | null;
  /** The distance as priced (tenths of a km), or null while it is not a number. */
  distance: string | null;
  cost: string | null;
  totals: { totalNet: string; vatAmount: string; totalGross: string };
}

export function liveTransportCost(
  values: Pick<TransportFormValues, 'vehicleId' | 'distance'>,
  vehicles: readonly Vehicle[],
  vatRate: string,
): LiveTransportCost {
  const vehicle = vehicles.find((entry) => String(entry.id) === values.vehicleId) ?? null;
  // Read as the field reads it (D20): a distance the form would refuse prices nothing.
  const typed = readDecimalText(values.distance, decimalPlaces.distance);
  const distance = typed.state === 'number' && Number(typed.value) > 0 ? roundDistance(typed.value) : null;
  const cost = vehicle && distance !== null ? transportCost(vehicle.costPerKm, distance) : null;
  return { vehicle, distance, cost, totals: quoteTotals(cost === null ? [] : [cost], vatRate) };
}

/**
 * The form checked as the API checks it (domain's schemas), plus spec-2 §5's block: a cost that
 * comes to zero or less refuses the save with 'Koszt transportu musi być większy niż 0'. The vehicle
 * must be one of `vehicles` (the active ones, and on an edit the quote's own).
 */
export function transportFormSchema(vehicles: readonly Vehicle[]) {
  return z
    .object({
      clientId: z.number().int().positive().nullable(),
      client: clientInputSchema,
      ...transportRouteFields,
      distance: decimalTextField('distance', transportRouteFields.distance),
      vehicleId: z.preprocess(
        (value) => (value === '' || value === null ? undefined : Number(value)),
        transportRouteFields.vehicleId,
      ),
    })
    .superRefine((route, ctx) => {
      const vehicle = vehicles.find((entry) => entry.id === route.vehicleId);
      if (!vehicle) return;
      if (!(Number(transportCost(vehicle.costPerKm, route.distance)) > 0)) {
        ctx.addIssue({ code: 'custom', path: ['distance'], message: transportMessages.costPositive });
      }
    });
}

export type TransportFormOutput = z.output<ReturnType<typeof transportFormSchema>>;
