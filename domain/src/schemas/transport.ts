import { z } from 'zod';
import { decimalTextMessage } from '../decimals/decimal-text.ts';
import { Decimal, parseDecimal, toMoney } from '../pricing/money.ts';
import { roundDistance } from '../pricing/transport.ts';
import { entityId, inputMessages, MAX_INTEGER, optionalText, text } from './common.ts';
import { quoteDateFields } from './quote-dates.ts';
import {
  hasQuoteClient,
  QUOTE_NOTES_LIMIT,
  quoteAssessmentFields,
  quoteClientFields,
  quoteClientRequired,
  quoteHeaderSchema,
  quoteListQuerySchema,
} from './quote-lifecycle.ts';

/** spec-2 §5, §8, D13's and D21's texts of the transport area. */
export const transportMessages = {
  vehicleName: 'Nazwa pojazdu jest wymagana',
  costPerKm: 'Koszt za km musi być większy niż 0',
  /** D21: how many of the vehicle the fleet has. */
  quantity: 'Liczba sztuk musi być liczbą całkowitą większą od 0',
  vehicle: 'Wybierz pojazd',
  activeVehicle: 'Wybierz aktywny pojazd',
  /** D21: a quote's vehicle lines. */
  vehicles: 'Dodaj przynajmniej jeden pojazd',
  tooManyVehicles: 'Wycena może mieć najwyżej 20 pojazdów',
  line: 'Nieprawidłowa pozycja pojazdu',
  returnTrip: 'Nieprawidłowa wartość',
  tripDays: 'Liczba dni przejazdu musi wynosić od 1 do 365',
  fromAddress: 'Podaj adres początkowy',
  toAddress: 'Podaj adres docelowy',
  distance: 'Dystans musi być większy niż 0',
  costPositive: 'Koszt transportu musi być większy niż 0',
  vehicleInUse: 'Pojazd jest używany w wycenach. Dezaktywuj go zamiast usuwać.',
  vehicleNotFound: 'Nie znaleziono pojazdu',
  createVehicleFailed: 'Nie udało się utworzyć pojazdu',
  updateVehicleFailed: 'Nie udało się zaktualizować pojazdu',
  deleteVehicleFailed: 'Nie udało się usunąć pojazdu',
  createQuoteFailed: 'Nie udało się utworzyć wyceny transportu',
  /** D21: the depot the transport form starts from. */
  depotAddress: 'Podaj adres bazy jako tekst',
  depotSaved: 'Adres bazy został zapisany',
  depotSaveFailed: 'Nie udało się zapisać adresu bazy',
} as const;

/** D21: the vehicle lines one transport quote may hold (each may get its return line). */
export const TRANSPORT_VEHICLES_LIMIT = 20;
/** An address of a route or of the depot, as long as the quote's columns keep. */
export const TRANSPORT_ADDRESS_LIMIT = 500;

/**
 * A decimal as requests send it (number or string), kept as `normalise` makes it: a distance rounded
 * to 0.1 km first (D13), money refused past its two places (D20, `exactMoney`); of at least `min`
 * once kept, else `message`; past `digits` whole digits, too large.
 */
const decimalAtLeast = (
  min: string,
  message: string,
  digits: number,
  normalise: (value: string) => string | null,
) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const decimal = parseDecimal(value);
    const tooLarge = decimal?.abs().gte(10 ** digits) ?? false;
    const kept = decimal === null || tooLarge ? null : normalise(decimal.toFixed());
    if (kept === null || new Decimal(kept).lt(min)) {
      // Text that is no number ('abc', '1,234.50'), or money with more than two places, is told so
      // (D20), not that it is too small.
      const unreadable =
        (decimal === null && typeof value === 'string' && value.trim() !== '') ||
        (decimal !== null && !tooLarge && kept === null);
      const said = tooLarge ? inputMessages.tooLarge : unreadable ? decimalTextMessage : message;
      ctx.issues.push({ code: 'custom', message: said, input: value });
      return z.NEVER;
    }
    return kept;
  });

/** Money as it is kept: two places, more refused (D20), never rounded. */
const exactMoney = (value: string) => {
  const money = toMoney(value);
  return new Decimal(money).eq(value) ? money : null;
};

/** POST /api/transport-vehicles, PUT /api/transport-vehicles/{id} (spec-2 §5, D13, D21). */
export const vehicleInputSchema = z.object({
  name: text(transportMessages.vehicleName)
    .trim()
    .min(1, { error: transportMessages.vehicleName })
    .max(200, { error: 'Maksymalnie 200 znaków' }),
  description: optionalText(1000),
  costPerKm: decimalAtLeast('0.01', transportMessages.costPerKm, 8, exactMoney),
  isActive: z.boolean({ error: 'Nieprawidłowa wartość' }).default(true),
  /** D21: units of the vehicle; a new one has 1, an update without it keeps what is stored. */
  quantity: z.coerce
    .number({ error: transportMessages.quantity })
    .int({ error: transportMessages.quantity })
    .min(1, { error: transportMessages.quantity })
    .max(MAX_INTEGER, { error: inputMessages.tooLarge })
    .optional(),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  costPerKm: z.string(),
  isActive: z.boolean(),
  /** D21: how many of the vehicle there are; each vehicle line of a quote takes one. */
  quantity: z.number().int(),
  /** D21: with `from` / `to`, the fewest units free over the period's days. */
  freeQuantity: z.number().int().optional(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

const address = (message: string) =>
  text(message)
    .trim()
    .min(1, { error: message })
    .max(TRANSPORT_ADDRESS_LIMIT, { error: `Maksymalnie ${TRANSPORT_ADDRESS_LIMIT} znaków` });

/** The route of a transport quote as requests and the form check it (spec-2 §5, D13). */
export const transportRouteFields = {
  fromAddress: address(transportMessages.fromAddress),
  toAddress: address(transportMessages.toAddress),
  notes: optionalText(QUOTE_NOTES_LIMIT),
};

/** One vehicle line: the vehicle and its distance, kept in tenths of a kilometre, rounded half-up (D13). */
export const transportLineFields = {
  vehicleId: entityId(transportMessages.vehicle),
  distance: decimalAtLeast('0.1', transportMessages.distance, 7, roundDistance),
};

/** D21: the days the trip takes its vehicles for, from the quote's `startsOn`. */
export const tripDaysField = z
  .number({ error: transportMessages.tripDays })
  .int({ error: transportMessages.tripDays })
  .min(1, { error: transportMessages.tripDays })
  .max(365, { error: transportMessages.tripDays });

const isBody = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;

/** The fields of a transport quote's body (below: the create's and the update's rules over them). */
const transportQuoteFields = z.object({
  ...quoteClientFields,
  // D22: read on create only (the same body edits a transport quote).
  ...quoteAssessmentFields,
  ...transportRouteFields,
  startsOn: quoteDateFields.startsOn,
  tripDays: tripDaysField.optional(),
  returnTrip: z.boolean({ error: transportMessages.returnTrip }).optional(),
  vehicles: z
    .array(z.object(transportLineFields, { error: transportMessages.line }), {
      error: transportMessages.vehicles,
    })
    .min(1, { error: transportMessages.vehicles })
    .max(TRANSPORT_VEHICLES_LIMIT, { error: transportMessages.tooManyVehicles })
    .optional(),
  // D13's single vehicle, one line when `vehicles` is absent.
  vehicleId: transportLineFields.vehicleId.optional(),
  distance: transportLineFields.distance.optional(),
  totalCost: z.unknown().optional(),
});

/** The vehicle lines required one way or the other, D13's single fields made one line. */
const transportQuoteBody = (fields: typeof transportQuoteFields) =>
  fields
    .refine((body) => body.vehicles !== undefined || body.vehicleId !== undefined, {
      path: ['vehicleId'],
      error: transportMessages.vehicle,
      when: isBody,
    })
    .refine((body) => body.vehicles !== undefined || body.distance !== undefined, {
      path: ['distance'],
      error: transportMessages.distance,
      when: isBody,
    })
    .transform(({ totalCost: _ignored, vehicleId, distance, vehicles, ...body }) => ({
      ...body,
      // The refinements above hold one or the other.
      vehicles: vehicles ?? [{ vehicleId: vehicleId as number, distance: distance as string }],
      /** D13's single fields were sent: the server's field messages name them rather than `vehicles.0.…`. */
      singleVehicle: vehicles === undefined,
    }));

/**
 * POST /api/transport-quotes (spec-2 §7, D13, D14, D21): the client by id or fields, two addresses,
 * the vehicle lines (`vehicles`, or D13's single `vehicleId` and `distance` as one line),
 * `returnTrip`, the dates (`startsOn`, `tripDays`) and notes. Absent `tripDays` and `returnTrip`
 * are 1 and false. A sent `totalCost` (or `rentalDays`: transport has none) is ignored: the server
 * prices the quote.
 */
export const transportQuoteInputSchema = transportQuoteBody(
  transportQuoteFields.refine(hasQuoteClient, quoteClientRequired),
);

/**
 * PUT /api/transport-quotes/{id}: the same body; an absent client, `startsOn`, `tripDays` or
 * `returnTrip` keeps what is stored (as every kind's update does).
 */
export const transportQuoteUpdateSchema = transportQuoteBody(transportQuoteFields);
export type TransportQuoteInput = z.input<typeof transportQuoteInputSchema>;
export type TransportQuoteBody = z.output<typeof transportQuoteInputSchema>;

/** The shared list query of every kind (D18). */
export const transportListQuerySchema = quoteListQuerySchema;

const money = z.string();

/** The vehicle as the quote was priced with it (D13's snapshot). */
export const vehicleSnapshotSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  costPerKm: money,
});

/** D21: a priced line of the trip: a vehicle there, or (`isReturn`) its way back. */
export const transportLineSchema = z.object({
  vehicleId: z.number().int().nullable(),
  vehicle: vehicleSnapshotSchema,
  distance: z.string(),
  cost: money,
  isReturn: z.boolean(),
});
export type TransportLine = z.infer<typeof transportLineSchema>;

/**
 * GET /api/transport-quotes/{id}: the shared quote header (D18) and the transport's own figures:
 * the lines (D21), the vehicles as sent, and D13's single fields repeating the first line.
 */
export const transportQuoteDetailSchema = quoteHeaderSchema.extend({
  vehicleId: z.number().int().nullable(),
  vehicle: vehicleSnapshotSchema,
  fromAddress: z.string(),
  toAddress: z.string(),
  distance: z.string(),
  /** The net: the sum of the lines. */
  totalCost: money,
  tripDays: z.number().int(),
  returnTrip: z.boolean(),
  vehicles: z.array(z.object({ vehicleId: z.number().int().nullable(), distance: z.string() })),
  lines: z.array(transportLineSchema),
});
export type TransportQuoteDetail = z.infer<typeof transportQuoteDetailSchema>;

/** PUT /api/transport-settings (D21): the depot address new transport quotes start from; empty clears it. */
export const transportSettingsInputSchema = z.object({
  depotAddress: text(transportMessages.depotAddress)
    .trim()
    .max(TRANSPORT_ADDRESS_LIMIT, { error: `Maksymalnie ${TRANSPORT_ADDRESS_LIMIT} znaków` })
    .nullable()
    .transform((value) => value || null),
});
export type TransportSettingsInput = z.input<typeof transportSettingsInputSchema>;

export const transportSettingsSchema = z.object({ depotAddress: z.string().nullable() });
export type TransportSettings = z.infer<typeof transportSettingsSchema>;
