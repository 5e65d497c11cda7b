import { z } from 'zod';
import { parseDecimal, toMoney } from '../pricing/money.ts';
import { roundDistance } from '../pricing/transport.ts';
import { entityId, optionalText, pageQuerySchema, text } from './common.ts';
import {
  hasQuoteClient,
  QUOTE_NOTES_LIMIT,
  quoteClientFields,
  quoteClientRequired,
  quoteHeaderSchema,
  quoteStatuses,
} from './quote-lifecycle.ts';

/** spec-2 §5, §8 and D13's texts of the transport area. */
export const transportMessages = {
  vehicleName: 'Nazwa pojazdu jest wymagana',
  costPerKm: 'Koszt za km musi być większy niż 0',
  vehicle: 'Wybierz pojazd',
  activeVehicle: 'Wybierz aktywny pojazd',
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
} as const;

/** A decimal as requests send it (number or string) of at least `min`, else `message`. */
const decimalAtLeast = (min: string, message: string, digits: number, normalise: (value: string) => string) =>
  z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
    const decimal = parseDecimal(value);
    if (decimal === null || decimal.lt(min) || decimal.abs().gte(10 ** digits)) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return normalise(decimal.toString());
  });

/** POST /api/transport-vehicles, PUT /api/transport-vehicles/{id} (spec-2 §5, D13). */
export const vehicleInputSchema = z
  .object({
    name: text(transportMessages.vehicleName)
      .trim()
      .min(1, { error: transportMessages.vehicleName })
      .max(200, { error: 'Maksymalnie 200 znaków' }),
    description: optionalText(1000),
    costPerKm: decimalAtLeast('0.01', transportMessages.costPerKm, 8, toMoney),
    isActive: z.boolean({ error: 'Nieprawidłowa wartość' }).default(true),
  })
  .strict();
export type VehicleInput = z.input<typeof vehicleInputSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  costPerKm: z.string(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

/** The route of a transport quote as requests and the form check it (spec-2 §5, D13). */
export const transportRouteFields = {
  vehicleId: entityId(transportMessages.vehicle),
  fromAddress: text(transportMessages.fromAddress)
    .trim()
    .min(1, { error: transportMessages.fromAddress })
    .max(500, { error: 'Maksymalnie 500 znaków' }),
  toAddress: text(transportMessages.toAddress)
    .trim()
    .min(1, { error: transportMessages.toAddress })
    .max(500, { error: 'Maksymalnie 500 znaków' }),
  /** Kept in tenths of a kilometre, rounded half-up (D13). */
  distance: decimalAtLeast('0.1', transportMessages.distance, 7, roundDistance),
  notes: optionalText(QUOTE_NOTES_LIMIT),
};

/**
 * POST /api/transport-quotes and PUT /api/transport-quotes/{id} (spec-2 §7, D13, D14): the client
 * by id or fields, an active vehicle, two addresses, the distance (kept to 0.1 km) and notes. A sent
 * `totalCost` is ignored: the server prices the quote.
 */
export const transportQuoteInputSchema = z
  .object({ ...quoteClientFields, ...transportRouteFields, totalCost: z.unknown().optional() })
  .refine(hasQuoteClient, quoteClientRequired)
  .transform(({ totalCost: _ignored, ...body }) => body);
export type TransportQuoteInput = z.input<typeof transportQuoteInputSchema>;

export const transportListQuerySchema = pageQuerySchema.extend({
  status: z.enum(quoteStatuses).optional(),
});

const money = z.string();

/** The vehicle as the quote was priced with it (D13's snapshot). */
export const vehicleSnapshotSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  costPerKm: money,
});

/** GET /api/transport-quotes/{id}: the shared quote header (D18) and the transport's own figures. */
export const transportQuoteDetailSchema = quoteHeaderSchema.extend({
  vehicleId: z.number().int().nullable(),
  vehicle: vehicleSnapshotSchema,
  fromAddress: z.string(),
  toAddress: z.string(),
  distance: z.string(),
  totalCost: money,
});
export type TransportQuoteDetail = z.infer<typeof transportQuoteDetailSchema>;
