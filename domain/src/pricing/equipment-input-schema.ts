import { z } from 'zod';
import { decimalTextMessage } from '../decimals/decimal-text.ts';
import { inputMessages, MAX_INTEGER } from '../schemas/common.ts';
import { itemInputMessages, stockExceeded } from './item-messages.ts';
import { type Decimal, parseDecimal, roundMoney, toMoney } from './money.ts';

export { itemInputMessages, stockExceeded };

/** Whether a decimal fits a numeric(`digits`,2) column once rounded to 0.01 (money: numeric(12,2)). */
export function fitsDecimalColumn(value: Decimal, digits = 12): boolean {
  return roundMoney(value)
    .abs()
    .lt(`1e${digits - 2}`);
}

interface DecimalLimits {
  min?: number;
  max?: number;
  message: string;
  /** The precision of the column it is stored in: numeric(digits, 2). */
  digits?: number;
}

/**
 * A decimal figure as requests send it (number or decimal string, D5), answered as a string with
 * two decimals. More places than the two it is kept with are refused with 'Nieprawidłowa liczba',
 * never rounded (D20): the API and the forms read a figure alike.
 */
export function decimalFigure({ min = 0, max, message, digits = 12 }: DecimalLimits) {
  return z.union([z.number(), z.string()], { error: itemInputMessages.notNumber }).transform((value, ctx) => {
    const decimal = parseDecimal(value);
    if (decimal === null) {
      ctx.issues.push({ code: 'custom', message: itemInputMessages.notNumber, input: value });
      return z.NEVER;
    }
    if (!roundMoney(decimal).eq(decimal)) {
      ctx.issues.push({ code: 'custom', message: decimalTextMessage, input: value });
      return z.NEVER;
    }
    if (decimal.lt(min) || (max !== undefined && decimal.gt(max))) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    if (!fitsDecimalColumn(decimal, digits)) {
      ctx.issues.push({ code: 'custom', message: inputMessages.tooLarge, input: value });
      return z.NEVER;
    }
    return toMoney(decimal);
  });
}

/** Money, rates, distances and consumptions: ≥ 0. */
const nonNegativeDecimal = () => decimalFigure({ message: itemInputMessages.negative });

/** A whole number from `min` to `max`, by default the limit of an integer column. */
/**
 * A number's type refusal: absent (or null) is the field's own message; a value of another type (a
 * text "2") says a number is wanted, so a partner's wrong type is not told a wrong range.
 */
const numberTypeError = (message: string, wrongType: string) => (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? message : wrongType;

function wholeNumber(
  min: number,
  message: string,
  { max = MAX_INTEGER, tooLarge = message, notWhole = message } = {},
) {
  return z
    .number({ error: numberTypeError(message, itemInputMessages.notNumber) })
    .int({ error: notWhole })
    .min(min, { error: message })
    .max(max, { error: tooLarge });
}

const optionalFlag = z.boolean({ error: itemInputMessages.flag }).optional().default(false);
const optionalDecimal = () => nonNegativeDecimal().nullish();
const optionalCount = (message: string) =>
  wholeNumber(1, message, { tooLarge: itemInputMessages.tooLarge }).nullish();
const extraIds = z
  .array(
    z
      .number({ error: itemInputMessages.extraId })
      .int({ error: itemInputMessages.extraId })
      .positive({ error: itemInputMessages.extraId })
      .max(MAX_INTEGER, { error: itemInputMessages.extraId }),
  )
  .nullish();

/**
 * The pricing input of one equipment quote item (spec-1 §3 and §5, D4, D5). Absent figures stay
 * absent (the engine applies the defaults of spec-1 §9); the include flags default to off (D11:
 * "the API takes the flag as sent: absent is off"). Unknown keys, totals among them, are dropped.
 */
export const equipmentItemInputSchema = z.object({
  equipmentId: z
    .number({ error: numberTypeError(itemInputMessages.equipment, inputMessages.id) })
    .int({ error: itemInputMessages.equipment })
    .positive({ error: itemInputMessages.equipment })
    // No stored equipment has a larger id (an integer column).
    .max(MAX_INTEGER, { error: itemInputMessages.unknownEquipment }),
  quantity: wholeNumber(1, itemInputMessages.quantity, {
    tooLarge: itemInputMessages.quantityTooLarge,
    notWhole: itemInputMessages.quantityWhole,
  }),
  rentalPeriodDays: wholeNumber(1, itemInputMessages.rentalPeriodDays, {
    max: 365,
    notWhole: itemInputMessages.rentalPeriodWholeDays,
  }),
  discountOverride: decimalFigure({
    min: 0,
    max: 100,
    message: itemInputMessages.discountOverride,
  }).nullish(),
  includeFuelCost: optionalFlag,
  includeInstallationCost: optionalFlag,
  includeDisassemblyCost: optionalFlag,
  includeTravelServiceCost: optionalFlag,
  includeServiceItems: optionalFlag,
  includeMaintenanceCost: optionalFlag,
  // Accepted for compatibility and ignored: the category decides (D11).
  calculationType: z.enum(['motohours', 'kilometers']).nullish(),
  fuelPricePerLiter: optionalDecimal(),
  fuelConsumptionLH: optionalDecimal(),
  fuelConsumptionPer100km: optionalDecimal(),
  hoursPerDay: decimalFigure({ min: 1, max: 24, message: itemInputMessages.hoursPerDay }).nullish(),
  kilometersPerDay: optionalDecimal(),
  installationDistanceKm: optionalDecimal(),
  travelRatePerKm: optionalDecimal(),
  numberOfTechnicians: optionalCount(itemInputMessages.technicians),
  serviceRatePerTechnician: optionalDecimal(),
  disassemblyDistanceKm: optionalDecimal(),
  disassemblyTravelRatePerKm: optionalDecimal(),
  disassemblyNumberOfTechnicians: optionalCount(itemInputMessages.technicians),
  disassemblyServiceRatePerTechnician: optionalDecimal(),
  travelServiceDistanceKm: optionalDecimal(),
  travelServiceTravelRatePerKm: optionalDecimal(),
  travelServiceNumberOfTechnicians: optionalCount(itemInputMessages.technicians),
  travelServiceServiceRatePerTechnician: optionalDecimal(),
  travelServiceNumberOfTrips: optionalCount(itemInputMessages.trips),
  serviceItem1Cost: optionalDecimal(),
  serviceItem2Cost: optionalDecimal(),
  serviceItem3Cost: optionalDecimal(),
  serviceItem4Cost: optionalDecimal(),
  selectedAdditional: extraIds,
  selectedAccessories: extraIds,
});
