import { z } from 'zod';
import { equipmentItemInputSchema, itemInputMessages } from '../pricing/equipment-input-schema.ts';
import { entityId, inputMessages, optionalText, text } from './common.ts';
import { itemPeriodsRequired, quoteDateFields, withEffectivePeriods } from './quote-dates.ts';
import {
  hasQuoteClient,
  ITEM_NOTES_LIMIT,
  itemNotesMessage,
  personSchema,
  QUOTE_ITEMS_LIMIT,
  QUOTE_NOTES_LIMIT,
  quoteAssessmentFields,
  quoteClientFields,
  quoteClientRequired,
  quoteHeaderSchema,
  quoteItemsLimitMessage,
  quoteMessages,
  quoteStatuses,
} from './quote-lifecycle.ts';

// The equipment kind's own requests and answers (spec-1, D4, D5): its items and their pricing input.

/**
 * Item notes are kept as typed (free text or the JSON form of D4): the user's own text at most
 * 2 000 characters (D19), the whole stored text bounded too.
 */
const itemNotes = text()
  .max(ITEM_NOTES_LIMIT + 3000, { error: itemNotesMessage })
  .refine((notes) => parseItemNotes(notes).userNotes.length <= ITEM_NOTES_LIMIT, { error: itemNotesMessage })
  .nullish();

/**
 * Item notes may hold the specification's JSON form {selectedAdditional, selectedAccessories, userNotes}
 * (D4): selections are taken from it only when the lists are absent; never priced from free text.
 */
export function parseItemNotes(notes: string | null | undefined): {
  userNotes: string;
  selectedAdditional?: number[];
  selectedAccessories?: number[];
} {
  if (!notes) return { userNotes: '' };
  try {
    const parsed = JSON.parse(notes);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const ids = (value: unknown) =>
        Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id) && id > 0) : undefined;
      return {
        userNotes: typeof parsed.userNotes === 'string' ? parsed.userNotes : '',
        selectedAdditional: ids(parsed.selectedAdditional),
        selectedAccessories: ids(parsed.selectedAccessories),
      };
    }
  } catch {
    // Invalid JSON is plain text (spec-1 §2).
  }
  return { userNotes: notes };
}

/** Older field names of a saved item that spec-1 §3 lists (mapped to the installation fields). */
const itemAliases: Record<string, string> = {
  includeTravelCost: 'includeInstallationCost',
  travelDistanceKm: 'installationDistanceKm',
  hourlyRatePerTechnician: 'serviceRatePerTechnician',
};

const withAliases = (value: unknown) => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const item = { ...(value as Record<string, unknown>) };
  for (const [alias, name] of Object.entries(itemAliases)) {
    if (item[name] === undefined && item[alias] !== undefined) item[name] = item[alias];
  }
  return item;
};

/**
 * One item of a quote request: the pricing input, notes, and (on edit) the id of a saved item. An
 * item whose equipment was permanently deleted is kept as saved by its id (D8), so the equipment
 * may be absent when the id is sent; otherwise it is required.
 */
export const quoteItemInputSchema = z.preprocess(
  withAliases,
  equipmentItemInputSchema
    .extend({
      id: entityId(inputMessages.id).optional(),
      equipmentId: equipmentItemInputSchema.shape.equipmentId.nullish(),
      notes: itemNotes,
    })
    .refine((item) => item.equipmentId != null || item.id !== undefined, {
      path: ['equipmentId'],
      error: itemInputMessages.equipment,
      // Checked alongside the other fields' messages, not only once they are all valid.
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
);
export type QuoteItemInput = z.input<typeof quoteItemInputSchema>;

const itemList = <Item extends z.ZodType>(item: Item) =>
  z
    .array(item, { error: quoteMessages.atLeastOneItem })
    .min(1, { error: quoteMessages.atLeastOneItem })
    .max(QUOTE_ITEMS_LIMIT, { error: quoteItemsLimitMessage });

const itemsSchema = itemList(quoteItemInputSchema);

/** An item of a saved quote's body: its period may be the quote's `rentalDays` (D21). */
const quoteBodyItemSchema = z.preprocess(
  withAliases,
  equipmentItemInputSchema
    .extend({
      id: entityId(inputMessages.id).optional(),
      equipmentId: equipmentItemInputSchema.shape.equipmentId.nullish(),
      rentalPeriodDays: equipmentItemInputSchema.shape.rentalPeriodDays.nullish(),
      notes: itemNotes,
    })
    .refine((item) => item.equipmentId != null || item.id !== undefined, {
      path: ['equipmentId'],
      error: itemInputMessages.equipment,
      when: ({ value }) => typeof value === 'object' && value !== null,
    }),
);

const quoteFields = {
  ...quoteClientFields,
  ...quoteDateFields,
  pricingSchemaId: entityId(quoteMessages.pricingSchema).nullish(),
  notes: optionalText(QUOTE_NOTES_LIMIT),
  items: itemList(quoteBodyItemSchema),
};

/** POST /api/quotes and PUT /api/quotes/{id} (D5, D21). Status, VAT, prices and totals are ignored. */
export const quoteInputSchema = z
  .object({ ...quoteFields, ...quoteAssessmentFields })
  .refine(hasQuoteClient, quoteClientRequired)
  .superRefine(itemPeriodsRequired)
  .transform((body) => ({ ...body, items: withEffectivePeriods(body.items, body.rentalDays) }));
export type QuoteInput = z.input<typeof quoteInputSchema>;

/**
 * PUT /api/quotes/{id}: the create body; with `items` the quote and its items are replaced at once
 * (D5). Without `items` only the quote's own fields change and its items stay as saved, for
 * spec-1 §7's edit flow, which then replaces the items one call at a time. Without `clientId` or
 * `client` the quote keeps its client.
 */
export const quoteUpdateSchema = z
  .object({ ...quoteFields, items: quoteFields.items.optional() })
  .superRefine(itemPeriodsRequired)
  .transform(({ items, ...body }) => ({
    ...body,
    ...(items && { items: withEffectivePeriods(items, body.rentalDays) }),
  }));

/** POST /api/quotes/preview: the create body without a client. */
export const quotePreviewSchema = z.object({
  pricingSchemaId: quoteFields.pricingSchemaId,
  notes: quoteFields.notes,
  items: itemsSchema,
});

/** POST /api/quote-items: one item added to a quote. */
export const addQuoteItemSchema = z.preprocess(
  withAliases,
  equipmentItemInputSchema.extend({
    quoteId: entityId(quoteMessages.quote),
    /** Absent, the item takes the quote's `rentalDays` (D21). */
    rentalPeriodDays: equipmentItemInputSchema.shape.rentalPeriodDays.nullish(),
    notes: itemNotes,
  }),
);

export { itemInputMessages };

// ---- answers ----

const money = z.string();
const nullableFigure = z.string().nullable();
const nullableCount = z.number().int().nullable();

export const quoteItemSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  equipmentId: z.number().int().nullable(),
  equipment: z.object({
    id: z.number().int().nullable(),
    name: z.string(),
    model: z.string().nullable(),
    category: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
  }),
  quantity: z.number().int(),
  rentalPeriodDays: z.number().int(),
  /** D21: the item names its own period rather than the quote's `rentalDays`. */
  ownPeriod: z.boolean(),
  /** D21: its last rental day, null while the quote has no `startsOn`. */
  endsOn: z.string().nullable(),
  pricePerDay: money,
  discountPercent: z.string(),
  discountOverride: z.string().nullable(),
  includeFuelCost: z.boolean(),
  includeInstallationCost: z.boolean(),
  includeDisassemblyCost: z.boolean(),
  includeTravelServiceCost: z.boolean(),
  includeServiceItems: z.boolean(),
  includeMaintenanceCost: z.boolean(),
  calculationType: z.enum(['motohours', 'kilometers']).nullable(),
  hoursPerDay: nullableFigure,
  kilometersPerDay: nullableFigure,
  fuelPricePerLiter: nullableFigure,
  fuelConsumptionLH: nullableFigure,
  fuelConsumptionPer100km: nullableFigure,
  installationDistanceKm: nullableFigure,
  travelRatePerKm: nullableFigure,
  numberOfTechnicians: nullableCount,
  serviceRatePerTechnician: nullableFigure,
  disassemblyDistanceKm: nullableFigure,
  disassemblyTravelRatePerKm: nullableFigure,
  disassemblyNumberOfTechnicians: nullableCount,
  disassemblyServiceRatePerTechnician: nullableFigure,
  travelServiceDistanceKm: nullableFigure,
  travelServiceTravelRatePerKm: nullableFigure,
  travelServiceNumberOfTechnicians: nullableCount,
  travelServiceServiceRatePerTechnician: nullableFigure,
  travelServiceNumberOfTrips: nullableCount,
  serviceItem1Cost: nullableFigure,
  serviceItem2Cost: nullableFigure,
  serviceItem3Cost: nullableFigure,
  serviceItem4Cost: nullableFigure,
  selectedAdditional: z.array(z.number().int()),
  selectedAccessories: z.array(z.number().int()),
  extras: z.array(z.object({ id: z.number().int(), type: z.string(), name: z.string(), price: money })),
  basePrice: money,
  totalFuelCost: money,
  totalInstallationCost: money,
  totalDisassemblyCost: money,
  totalTravelServiceCost: money,
  totalMaintenanceCost: money,
  totalServiceItemsCost: money,
  additionalCost: money,
  accessoriesCost: money,
  totalPrice: money,
  notes: z.string().nullable(),
});
export type QuoteItem = z.infer<typeof quoteItemSchema>;

/** GET /api/quotes/{id}, and the answer of every quote change. */
export const quoteDetailSchema = quoteHeaderSchema.extend({
  pricingSchemaId: z.number().int().nullable(),
  pricingSchema: z
    .object({ id: z.number().int(), name: z.string(), calculationMethod: z.string() })
    .nullable(),
  items: z.array(quoteItemSchema),
});
export type QuoteDetail = z.infer<typeof quoteDetailSchema>;

/** A row of GET /api/quotes (paged, D5). */
export const quoteListItemSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  client: z.object({
    id: z.number().int(),
    companyName: z.string().nullable(),
    contactPerson: z.string().nullable(),
  }),
  totalNet: money,
  totalGross: money,
  currency: z.string(),
  /** The items in brief (spec-1 §7: the list carries its items); the detail has every figure. */
  items: z.array(
    z.object({
      id: z.number().int(),
      equipmentName: z.string(),
      quantity: z.number().int(),
      rentalPeriodDays: z.number().int(),
      totalPrice: money,
    }),
  ),
  itemCount: z.number().int(),
  maxRentalPeriodDays: z.number().int(),
  /** D21: the first rental day, null for 'Bez terminu'. */
  startsOn: z.string().nullable(),
  createdBy: personSchema.nullable(),
  isGuest: z.boolean(),
  /** The API key's name of a guest quote (D16). */
  source: z.string().nullable(),
});
export type QuoteListItem = z.infer<typeof quoteListItemSchema>;

/** POST /api/quotes/preview */
export const quotePreviewResultSchema = z.object({
  items: z.array(quoteItemSchema.omit({ id: true, notes: true })),
  totalNet: money,
  vatRate: z.string(),
  vatAmount: money,
  totalGross: money,
  currency: z.string(),
});
