import { z } from 'zod';
import { decimalPlaces, decimalTextMessage } from '../decimals/decimal-text.ts';
import { parseDecimal, toMoney } from '../pricing/money.ts';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
});
export type EquipmentCategory = z.infer<typeof categorySchema>;

export const priceTierSchema = z.object({
  id: z.number().int(),
  equipmentId: z.number().int(),
  periodStart: z.number().int(),
  periodEnd: z.number().int().nullable(),
  pricePerDay: z.string(),
  discountPercent: z.string(),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

/** GET /api/equipment (active, with category and pricing) and /api/equipment/inactive. */
export const equipmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  model: z.string().nullable(),
  power: z.string().nullable(),
  quantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** D21: with a list's `from` / `to`, the fewest units free over the period. */
  freeQuantity: z.number().int().optional(),
  categoryId: z.number().int(),
  category: categorySchema,
  fuelConsumption75: z.string().nullable(),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  engine: z.string().nullable(),
  alternator: z.string().nullable(),
  fuelTankCapacity: z.string().nullable(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  pricing: z.array(priceTierSchema),
  /**
   * The tiers are still exactly the default set of spec-1 §9 (five periods at 100 zł, 0 %): pricing
   * was never configured. Decided once, by the server, for every screen that warns about it.
   */
  hasDefaultPricing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Equipment = z.infer<typeof equipmentSchema>;

export const pricingSchemaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  calculationMethod: z.enum(['first_day', 'progressive']),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type PricingSchema = z.infer<typeof pricingSchemaSchema>;

export const extraSchema = z.object({
  id: z.number().int(),
  equipmentId: z.number().int(),
  type: z.enum(['additional', 'accessories']),
  name: z.string(),
  price: z.string(),
  position: z.number().int(),
});
export type EquipmentExtra = z.infer<typeof extraSchema>;

export const serviceCostsSchema = z.object({
  id: z.number().int(),
  equipmentId: z.number().int(),
  serviceIntervalMonths: z.number().int().nullable(),
  serviceIntervalKm: z.number().int().nullable(),
  serviceIntervalMotohours: z.number().int().nullable(),
  workerHours: z.string(),
  workerCostPerHour: z.string(),
});
export type ServiceCosts = z.infer<typeof serviceCostsSchema>;

export const serviceItemSchema = z.object({
  id: z.number().int(),
  equipmentId: z.number().int(),
  itemName: z.string(),
  itemCost: z.string(),
  sortOrder: z.number().int(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

/** The auto-calculated service item of D8: worker hours × worker cost per hour, always first. */
export const SERVICE_HOURS_ITEM_NAME = 'Roboczogodziny serwisowe';

export const currencies = ['PLN', 'EUR', 'USD'] as const;
export const pricingSettingsSchema = z.object({ vatRate: z.string(), currency: z.enum(currencies) });
export type PricingSettings = z.infer<typeof pricingSettingsSchema>;

/**
 * The version of the pricing settings a form read, sent back as `If-Match`: a save against settings
 * changed since (another tab, another admin) is 412 and changes nothing. Their content is their version.
 */
export const pricingSettingsVersion = (settings: PricingSettings) =>
  `"${settings.vatRate} ${settings.currency}"`;

export const pricingSettingsMessages = {
  changedMeanwhile:
    'Ustawienia cenowe zostały w międzyczasie zmienione (w innej karcie lub przez innego administratora). Wczytano najnowsze: wprowadź swoje zmiany ponownie.',
} as const;

const vatRateMessage = 'Stawka VAT musi wynosić od 0 do 100';

/** PUT /api/settings/pricing: the VAT rate as a number or decimal text (empty is no rate). */
export const pricingSettingsInputSchema = z.object({
  vatRate: z.union([z.number(), z.string()], { error: vatRateMessage }).transform((value, ctx) => {
    const rate = parseDecimal(value);
    // D20: more places than a percent keeps is refused, never rounded ('8,555').
    const message =
      rate !== null && !rate.round(decimalPlaces.percent).eq(rate)
        ? decimalTextMessage
        : rate === null || rate.lt(0) || rate.gt(100)
          ? vatRateMessage
          : null;
    if (message) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return toMoney(rate as NonNullable<typeof rate>);
  }),
  currency: z.enum(currencies, { error: 'Waluta musi być jedną z: PLN, EUR, USD' }),
});
