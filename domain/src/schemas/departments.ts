import { z } from 'zod';
import { type Department, departmentConfigs, departmentMessages } from '../departments.ts';
import { decimalFigure, itemInputMessages } from '../pricing/equipment-input-schema.ts';
import { validateTierSet } from '../pricing/tier-validation.ts';
import { clientInputSchema } from './clients.ts';
import {
  coercedEntityId,
  entityId,
  inputMessages,
  MAX_INTEGER,
  optionalText,
  requiredName,
  text,
  wholeFigure,
} from './common.ts';
import { genericMessages } from './error-map.ts';
import { itemPeriodsRequired, quoteDateFields, withEffectivePeriods } from './quote-dates.ts';
import {
  hasQuoteClient,
  ITEM_NOTES_LIMIT,
  QUOTE_ITEMS_LIMIT,
  QUOTE_NOTES_LIMIT,
  quoteAssessmentFields,
  quoteClientRequired,
  quoteHeaderSchema,
  quoteItemsLimitMessage,
  quoteListQuerySchema,
} from './quote-lifecycle.ts';

// The contracts of the electrical and general-rental areas (spec-2 §3, §5, §7, D8, D14): one set of
// schemas; where the two configurations differ, the schema is built from the area's configuration.

/**
 * A whole number from `min`: below it `message`; a fraction, text or an empty text `notWhole`
 * ('2,5' is no quantity below zero); above an integer column's end 'too large'.
 */
const wholeNumber = (min: number, message: string, max = MAX_INTEGER, notWhole = message) =>
  wholeFigure({
    min,
    message,
    notWhole,
    max,
    // A range the message names ('od 1 do 365') says it above it too; an integer column's end is 'too large'.
    tooLarge: max === MAX_INTEGER ? inputMessages.tooLarge : message,
  });

/** A catalogue item's stock: a fraction or a text is no whole number, as in the main catalogue. */
const stockFigure = (min: number, message: string) =>
  wholeFigure({ min, message, notWhole: genericMessages.wholeNumber, tooLarge: inputMessages.tooLarge });

/** POST and PUT of a category (spec-2 §5: the name is trimmed and required). */
export const departmentCategoryInputSchema = z.object({
  name: requiredName(departmentMessages.categoryName),
  description: optionalText(2000),
});
export type DepartmentCategoryInput = z.input<typeof departmentCategoryInputSchema>;

const nonNegative = (digits = 10) => decimalFigure({ message: itemInputMessages.negative, digits });

function equipmentInputSchemaFor(department: Department) {
  const { equipmentQuantity } = departmentConfigs[department];
  return z
    .object({
      name: requiredName(departmentMessages.equipmentName),
      categoryId: coercedEntityId(departmentMessages.category),
      description: optionalText(5000),
      model: optionalText(200),
      power: optionalText(100),
      engine: optionalText(200),
      alternator: optionalText(200),
      fuelConsumption75: nonNegative(8).nullish(),
      fuelTankCapacity: nonNegative(8).nullish(),
      dimensions: optionalText(200),
      weight: optionalText(100),
      imageUrl: optionalText(2000),
      quantity: stockFigure(equipmentQuantity.min, equipmentQuantity.message).default(1),
      availableQuantity: stockFigure(0, departmentMessages.availableQuantity).optional(),
      isActive: z.boolean({ error: 'Nieprawidłowa wartość' }).default(true),
      /** Electrical creation (D14): make the default tiers from the starting price. */
      createPricing: z.boolean({ error: 'Nieprawidłowa wartość' }).optional(),
      startingPrice: decimalFigure({ min: 0.01, message: departmentMessages.startingPrice, digits: 10 })
        .nullish()
        .transform((price) => price ?? '100.00'),
    })
    .transform((equipment) => ({
      ...equipment,
      availableQuantity: equipment.availableQuantity ?? equipment.quantity,
    }))
    .refine((equipment) => equipment.availableQuantity <= equipment.quantity, {
      error: departmentMessages.availableAboveTotal,
      path: ['availableQuantity'],
    });
}

/** POST and PUT of an equipment item, per area (D14: the quantity rule differs). */
export const departmentEquipmentInputSchemas = {
  electrical: equipmentInputSchemaFor('electrical'),
  general: equipmentInputSchemaFor('general'),
};
export type DepartmentEquipmentInput = z.input<(typeof departmentEquipmentInputSchemas)['general']>;
export type DepartmentEquipmentFields = z.output<(typeof departmentEquipmentInputSchemas)['general']>;

/** A list body sent bare (spec-2 §7 "a list of tiers") or wrapped as `{ [key]: [...] }`. */
const listUnder = (key: string) => (body: unknown) => (Array.isArray(body) ? { [key]: body } : body);

const tierSchema = z.object({
  periodStart: z.unknown(),
  periodEnd: z.unknown().optional(),
  pricePerDay: z.unknown(),
  discountPercent: z.unknown().optional(),
});

/**
 * PUT …/{id}/pricing: the whole tier set (D4, D14), checked by the engine's tier rules; the keys of
 * its field errors read 'pricing.2.periodEnd'. Discounts are derived from the prices by the server.
 */
export const departmentPricingInputSchema = z.preprocess(
  listUnder('pricing'),
  z.object({
    pricing: z
      .array(tierSchema, { error: 'Podaj listę progów cenowych' })
      .max(30, { error: 'Najwyżej 30 progów cenowych' })
      .superRefine((tiers, ctx) => {
        for (const issue of validateTierSet(tiers)) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.index, issue.field] });
        }
        tiers.forEach((tier, index) => {
          for (const field of ['periodStart', 'periodEnd'] as const) {
            if (typeof tier[field] === 'number' && (tier[field] as number) > MAX_INTEGER) {
              ctx.addIssue({ code: 'custom', message: inputMessages.tooLarge, path: [index, field] });
            }
          }
        });
      })
      .transform((tiers, ctx) =>
        tiers.map((tier, index) => {
          const price = nonNegative().safeParse(tier.pricePerDay);
          if (!price.success) {
            ctx.issues.push({
              code: 'custom',
              message: inputMessages.tooLarge,
              path: [index, 'pricePerDay'],
              input: tier.pricePerDay,
            });
          }
          return {
            periodStart: tier.periodStart as number,
            periodEnd: (tier.periodEnd ?? '') === '' ? null : (tier.periodEnd as number),
            pricePerDay: price.data ?? '0.00',
          };
        }),
      ),
  }),
);

function additionalInputSchemaFor(department: Department) {
  const types = departmentConfigs[department].additionalTypes.map(({ type }) => type) as [
    string,
    ...string[],
  ];
  return z.preprocess(
    listUnder('additionalEquipment'),
    z.object({
      additionalEquipment: z
        .array(
          z.object({
            id: entityId(inputMessages.id).optional(),
            type: z.enum(types, { error: departmentMessages.additionalType }),
            name: requiredName(departmentMessages.additionalName),
            description: optionalText(2000),
            pricePerDay: nonNegative(),
            isOptional: z.boolean({ error: 'Nieprawidłowa wartość' }).default(true),
          }),
          { error: 'Podaj listę wyposażenia' },
        )
        .max(50, { error: 'Najwyżej 50 pozycji wyposażenia' }),
    }),
  );
}

/** PUT …/{id}/additional: the whole list of additional equipment, per area (D14: the types differ). */
export const departmentAdditionalInputSchemas = {
  electrical: additionalInputSchemaFor('electrical'),
  general: additionalInputSchemaFor('general'),
};

export const departmentEquipmentQuerySchema = z.object({
  includeInactive: z
    .enum(['true', 'false'], { error: 'Nieprawidłowa wartość' })
    .optional()
    .transform((value) => value === 'true'),
});

/** D14: these two kinds need the company's name on a typed client (the other fields as every client's). */
export const departmentClientSchema = z.object({
  ...clientInputSchema.shape,
  companyName: text(departmentMessages.companyName)
    .trim()
    .min(1, { error: departmentMessages.companyName })
    .max(300, { error: 'Maksymalnie 300 znaków' }),
});

const itemFields = z.object({
  /** A saved item of the quote (edit): its stored discount and snapshot are kept. */
  id: entityId(inputMessages.id).optional(),
  /** May be absent only for a saved item whose equipment was deleted (D8). */
  equipmentId: entityId(departmentMessages.notSelected).nullish(),
  quantity: wholeNumber(1, departmentMessages.itemQuantity, MAX_INTEGER, itemInputMessages.quantityWhole),
  /** Absent or null: the quote's `rentalDays` (D21). */
  rentalPeriodDays: wholeNumber(1, departmentMessages.itemDays, 365).nullish(),
  notes: optionalText(ITEM_NOTES_LIMIT),
  selectedAdditionalEquipment: z
    .array(
      z.object({
        id: entityId(departmentMessages.unknownAdditional),
        quantity: wholeNumber(1, departmentMessages.additionalQuantity),
      }),
      { error: 'Nieprawidłowa lista wyposażenia' },
    )
    .max(50, { error: 'Najwyżej 50 pozycji wyposażenia' })
    .default([]),
  /** The general edit's typed price per day (D14); the electrical area ignores it. */
  pricePerDay: nonNegative().nullish(),
});
/** One item's fields as a request carries them (the forms read their rules from here). */
export const departmentQuoteItemFields = itemFields;

const itemSchema = itemFields.refine((item) => item.equipmentId != null || item.id !== undefined, {
  path: ['equipmentId'],
  error: departmentMessages.notSelected,
  when: ({ value }) => typeof value === 'object' && value !== null,
});
export type DepartmentQuoteItemInput = z.input<typeof itemSchema>;

const quoteFields = (atLeastOne: string) => ({
  clientId: entityId(departmentMessages.companyName).optional(),
  client: departmentClientSchema.optional(),
  ...quoteDateFields,
  notes: optionalText(QUOTE_NOTES_LIMIT),
  items: z
    .array(itemSchema, { error: atLeastOne })
    .min(1, { error: atLeastOne })
    .max(QUOTE_ITEMS_LIMIT, { error: quoteItemsLimitMessage }),
});

/**
 * POST /api/{electrical|general}-quotes (D14): the client by id or fields, the items, notes. Status,
 * VAT, prices and totals in the body are ignored: the server prices the quote.
 */
export const departmentQuoteInputSchema = z
  .object({ ...quoteFields(departmentMessages.atLeastOneItem), ...quoteAssessmentFields })
  .refine(hasQuoteClient, quoteClientRequired)
  .superRefine(itemPeriodsRequired)
  .transform((body) => ({ ...body, items: withEffectivePeriods(body.items, body.rentalDays) }));
export type DepartmentQuoteInput = z.input<typeof departmentQuoteInputSchema>;
export type DepartmentQuoteBody = z.output<typeof departmentQuoteInputSchema>;

/**
 * PUT /api/{electrical|general}-quotes/{id}: the same body; at least one item must remain. Without
 * `clientId` or `client` the quote keeps its client (spec-2 §7's general edit sends none).
 */
export const departmentQuoteUpdateSchema = z
  .object(quoteFields(departmentMessages.keepOneItem))
  .superRefine(itemPeriodsRequired)
  .transform((body) => ({ ...body, items: withEffectivePeriods(body.items, body.rentalDays) }));

/** The shared list query of every kind (D18). */
export const departmentListQuerySchema = quoteListQuerySchema;

// ---- answers ----

export const departmentCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  equipmentCount: z.number().int(),
});
export type DepartmentCategory = z.infer<typeof departmentCategorySchema>;

export const departmentTierSchema = z.object({
  id: z.number().int(),
  periodStart: z.number().int(),
  periodEnd: z.number().int().nullable(),
  pricePerDay: z.string(),
  discountPercent: z.string(),
});
export type DepartmentTier = z.infer<typeof departmentTierSchema>;

export const departmentAdditionalSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  position: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  pricePerDay: z.string(),
  isOptional: z.boolean(),
});
export type DepartmentAdditional = z.infer<typeof departmentAdditionalSchema>;

export const departmentEquipmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  categoryId: z.number().int(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  description: z.string().nullable(),
  model: z.string().nullable(),
  power: z.string().nullable(),
  engine: z.string().nullable(),
  alternator: z.string().nullable(),
  fuelConsumption75: z.string().nullable(),
  fuelTankCapacity: z.string().nullable(),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  availableQuantity: z.number().int(),
  /** D21: with a list's `from` / `to`, the fewest units free over the period. */
  freeQuantity: z.number().int().optional(),
  isActive: z.boolean(),
  createdAt: z.string(),
  pricing: z.array(departmentTierSchema),
  additionalEquipment: z.array(departmentAdditionalSchema),
});
export type DepartmentEquipment = z.infer<typeof departmentEquipmentSchema>;

export const departmentQuoteItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  equipmentId: z.number().int().nullable(),
  /** The equipment as priced (D8 snapshot): its name stays after the equipment is deleted. */
  equipment: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    model: z.string().nullable(),
    power: z.string().nullable(),
    categoryName: z.string().nullable(),
  }),
  quantity: z.number().int(),
  rentalPeriodDays: z.number().int(),
  /** D21: the item names its own period rather than the quote's `rentalDays`. */
  ownPeriod: z.boolean(),
  /** D21: its last rental day, null while the quote has no `startsOn`. */
  endsOn: z.string().nullable(),
  pricePerDay: z.string(),
  discountPercent: z.string(),
  dayPrice: z.string(),
  baseCost: z.string(),
  additionalCost: z.string(),
  totalPrice: z.string(),
  notes: z.string().nullable(),
  selectedAdditionalEquipment: z.array(
    z.object({
      id: z.number().int(),
      type: z.string(),
      name: z.string(),
      pricePerDay: z.string(),
      quantity: z.number().int(),
      isOptional: z.boolean(),
      totalPrice: z.string(),
    }),
  ),
});
export type DepartmentQuoteItem = z.infer<typeof departmentQuoteItemSchema>;

/** GET /api/{electrical|general}-quotes/{id}: the shared quote header (D18) and the items. */
export const departmentQuoteDetailSchema = quoteHeaderSchema.extend({
  isGuestQuote: z.boolean(),
  guestEmail: z.string().nullable(),
  itemCount: z.number().int(),
  items: z.array(departmentQuoteItemSchema),
});
export type DepartmentQuoteDetail = z.infer<typeof departmentQuoteDetailSchema>;
