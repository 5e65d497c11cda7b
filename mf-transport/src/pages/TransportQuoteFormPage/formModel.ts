import {
  clientInputSchemaWith,
  countFromText,
  decimalPlaces,
  decimalTextField,
  endsOn,
  formatDateText,
  formatDecimalText,
  linesOverUnits,
  quoteDateMessages,
  quoteMessages,
  quoteTotals,
  readDateText,
  readDecimalText,
  roundDistance,
  startsOnTextSchema,
  TRANSPORT_VEHICLES_LIMIT,
  type TransportQuoteDetail,
  transportCost,
  transportLineFields,
  transportMessages,
  transportRouteFields,
  transportTripLines,
  tripDaysField,
  type Vehicle,
} from '@ppp/domain';
import { type AssessmentQuoteStart, type ClientDraft, clientDraftOf, emptyClientDraft } from '@ppp/quoting';
import { z } from 'zod';

/** One vehicle line as typed: the chosen vehicle's id as the select holds it ('' for none), its distance. */
export interface TransportLineValues {
  vehicleId: string;
  distance: string;
}

/**
 * The transport quote form as typed: the client block of every quote form, the trip's dates (D21),
 * the route, the vehicle lines and the return trip.
 */
export interface TransportFormValues {
  clientId: number | null;
  client: ClientDraft;
  /** 'Data rozpoczęcia' as typed ('DD.MM.YYYY', or a pasted 'YYYY-MM-DD'). */
  startsOn: string;
  /** 'Liczba dni przejazdu' as typed. */
  tripDays: string;
  fromAddress: string;
  toAddress: string;
  vehicles: TransportLineValues[];
  /** 'Dodaj przejazd powrotny': each vehicle line also comes back. */
  returnTrip: boolean;
  notes: string;
}

export const emptyTransportLine: TransportLineValues = { vehicleId: '', distance: '' };

export const emptyTransportForm: TransportFormValues = {
  clientId: null,
  client: emptyClientDraft,
  startsOn: '',
  tripDays: '1',
  fromAddress: '',
  toAddress: '',
  vehicles: [emptyTransportLine],
  returnTrip: false,
  notes: '',
};

/** A new quote's form: it starts from the depot the transport administration set (D21). */
export const newTransportForm = (depotAddress: string | null): TransportFormValues => ({
  ...emptyTransportForm,
  fromAddress: depotAddress ?? '',
});

/**
 * A new quote's form from a needs assessment (D22): its client (an earlier quote's from the address
 * book, else a new one the client section offers an existing one for, D19) and its start date; a
 * trip has no rental period.
 */
export const transportFormFromAssessment = (
  start: Pick<AssessmentQuoteStart, 'clientId' | 'client' | 'startsOn'>,
  depotAddress: string | null,
): TransportFormValues => ({
  ...newTransportForm(depotAddress),
  clientId: start.clientId,
  client: { ...start.client },
  startsOn: start.startsOn,
});

/** The form filled from a saved quote (its client as stored, or as at approval, D3). */
export const valuesFromTransportQuote = (quote: TransportQuoteDetail): TransportFormValues => ({
  clientId: quote.clientId,
  client: clientDraftOf(quote.client),
  startsOn: formatDateText(quote.startsOn),
  tripDays: String(quote.tripDays),
  fromAddress: quote.fromAddress,
  toAddress: quote.toAddress,
  vehicles: quote.vehicles.map((line) => ({
    vehicleId: line.vehicleId === null ? '' : String(line.vehicleId),
    distance: formatDecimalText(line.distance, 'distance'),
  })),
  returnTrip: quote.returnTrip,
  notes: quote.notes ?? '',
});

/** A line of the cost panel: a vehicle line or its return, priced once it has a vehicle and a distance. */
export interface LiveTransportLine {
  /** The vehicle line it belongs to (0-based, in the form's order). */
  index: number;
  vehicle: Pick<Vehicle, 'name' | 'costPerKm'>;
  /** The distance as priced (tenths of a km). */
  distance: string;
  cost: string;
  isReturn: boolean;
}

/** The cost panel's figures (D13, D21): each priced line, then net, VAT and gross of their sum. */
export interface LiveTransportCost {
  lines: LiveTransportLine[];
  totals: { totalNet: string; vatAmount: string; totalGross: string };
}

/** The distance as the field reads it (D20), rounded to 0.1 km; null while it prices nothing. */
function typedDistance(text: string): string | null {
  const typed = readDecimalText(text, decimalPlaces.distance);
  return typed.state === 'number' && Number(typed.value) > 0 ? roundDistance(typed.value) : null;
}

/**
 * The live totals line by line (D21), with the engine the server prices with: a line without a
 * vehicle or with a distance the form would refuse is left out, never counted.
 */
export function liveTransportCost(
  values: Pick<TransportFormValues, 'vehicles' | 'returnTrip'>,
  vehicles: readonly Vehicle[],
  vatRate: string,
): LiveTransportCost {
  const priced = values.vehicles.flatMap((line, index) => {
    const vehicle = vehicles.find((entry) => String(entry.id) === line.vehicleId);
    const distance = typedDistance(line.distance);
    return vehicle && distance !== null
      ? [{ index, vehicle, costPerKm: vehicle.costPerKm, distanceKm: distance }]
      : [];
  });
  const lines = transportTripLines(priced, values.returnTrip).map((line) => ({
    index: line.index,
    vehicle: line.vehicle,
    distance: line.distance,
    cost: line.cost,
    isReturn: line.isReturn,
  }));
  return {
    lines,
    totals: quoteTotals(
      lines.map((line) => line.cost),
      vatRate,
    ),
  };
}

/** A locked quote's panel shows it as saved: today's rates must not change its figures (D3, D13). */
export function storedTransportCost(quote: TransportQuoteDetail): LiveTransportCost {
  const outbound = quote.lines.filter((line) => !line.isReturn);
  const back = quote.lines.filter((line) => line.isReturn);
  return {
    lines: [
      ...outbound.map((line, index) => ({ ...line, index })),
      ...back.map((line, index) => ({ ...line, index })),
    ].map(({ index, vehicle, distance, cost, isReturn }) => ({ index, vehicle, distance, cost, isReturn })),
    totals: { totalNet: quote.totalNet, vatAmount: quote.vatAmount, totalGross: quote.totalGross },
  };
}

/**
 * D21: the days the trip takes its vehicles, once the form has a start date and a valid number of
 * days; what the vehicles' free units are read for.
 */
export function tripPeriodOf(values: Pick<TransportFormValues, 'startsOn' | 'tripDays'>) {
  const start = readDateText(values.startsOn ?? '');
  const days = countFromText(values.tripDays ?? '');
  if (start.state !== 'date' || !tripDaysField.safeParse(days).success) return null;
  return { from: start.value, to: endsOn(start.value, days as number) };
}

/** A whole-number field's text checked by the API's own rule of the field. */
const wholeNumberText = (field: z.ZodType<number>) =>
  z.string().transform((text, ctx): number => {
    const checked = field.safeParse(countFromText(text) ?? Number.NaN);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues)
      ctx.issues.push({ code: 'custom', message: issue.message, input: text });
    return z.NEVER;
  });

/**
 * The form checked as the API checks it (domain's schemas), plus what the staff form asks more:
 * 'Data rozpoczęcia' (D21), and spec-2 §5's block: a line whose cost comes to zero refuses the save
 * with 'Koszt transportu musi być większy niż 0' under its distance. Each line's vehicle must be one
 * of `vehicles` (the active ones, and on an edit the quote's own).
 */
export function transportFormSchema(vehicles: readonly Vehicle[]) {
  return z
    .object({
      clientId: z.number().int().positive().nullable(),
      // spec-2 §5: no client at all is 'Wybierz klienta' on this form (spec-1's rule on the others).
      client: clientInputSchemaWith(quoteMessages.client),
      ...transportRouteFields,
      startsOn: startsOnTextSchema.refine((text) => readDateText(text).state !== 'empty', {
        error: quoteDateMessages.startsOn,
      }),
      tripDays: wholeNumberText(tripDaysField),
      returnTrip: z.boolean(),
      vehicles: z
        .array(
          z.object({
            vehicleId: z.preprocess(
              (value) => (value === '' || value === null ? undefined : Number(value)),
              transportLineFields.vehicleId,
            ),
            distance: decimalTextField('distance', transportLineFields.distance),
          }),
        )
        .min(1, { error: transportMessages.vehicles })
        .max(TRANSPORT_VEHICLES_LIMIT, { error: transportMessages.tooManyVehicles }),
    })
    .superRefine((trip, ctx) => {
      for (const [index, message] of linesOverUnits(
        trip.vehicles.map((line) => line.vehicleId),
        vehicles,
      ))
        ctx.addIssue({ code: 'custom', path: ['vehicles', index, 'vehicleId'], message });
      trip.vehicles.forEach((line, index) => {
        const vehicle = vehicles.find((entry) => entry.id === line.vehicleId);
        if (vehicle && !(Number(transportCost(vehicle.costPerKm, line.distance)) > 0)) {
          ctx.addIssue({
            code: 'custom',
            path: ['vehicles', index, 'distance'],
            message: transportMessages.costPositive,
          });
        }
      });
    });
}

export type TransportFormOutput = z.output<ReturnType<typeof transportFormSchema>>;
