import { z } from 'zod';
import { equipmentItemInputSchema, itemInputMessages } from '../pricing/equipment-input-schema.ts';
import { clientInputSchema } from './clients.ts';
import { entityId, inputMessages, optionalText, pageQuerySchema, text } from './common.ts';

export const quoteStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** D3 labels; an unknown value reads as draft. */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Wersja robocza',
  pending: 'Oczekująca',
  approved: 'Zatwierdzona',
  rejected: 'Odrzucona',
};
export const quoteStatusLabel = (status: string) =>
  Object.hasOwn(quoteStatusLabels, status)
    ? quoteStatusLabels[status as QuoteStatus]
    : quoteStatusLabels.draft;

/** Approved and rejected quotes are locked until reopened (D3). */
export const isLockedStatus = (status: string) => status === 'approved' || status === 'rejected';

/** D3 transitions, and whether each needs the approve capability. */
export const statusTransitions: Record<QuoteStatus, Partial<Record<QuoteStatus, 'edit' | 'approve'>>> = {
  draft: { pending: 'edit' },
  pending: { draft: 'edit', approved: 'approve', rejected: 'approve' },
  approved: { draft: 'approve' },
  rejected: { draft: 'approve' },
};

export const quoteMessages = {
  /** spec-1 §5, verbatim. */
  atLeastOneItem: 'Dodaj przynajmniej jedną pozycję do wyceny',
  client: 'Wybierz klienta',
  locked: 'Wycena jest zatwierdzona lub odrzucona i nie można jej zmieniać. Najpierw otwórz ją ponownie.',
  transition: 'Ta zmiana statusu nie jest możliwa',
  /** An edit made on a version of the quote that is no longer the current one (If-Match). */
  changedMeanwhile:
    'Wycena została w międzyczasie zmieniona (przez innego użytkownika lub w innej karcie). Odśwież stronę, aby zobaczyć aktualną wersję.',
  /** spec-1 §6: the toast text of an equipment quote the user may not open (D1). */
  forbidden: 'Dostęp do wycen jest dostępny tylko dla pracowników i administratorów.',
  status: 'Nieprawidłowy status',
  quote: 'Wybierz wycenę',
  pricingSchema: 'Wybrany schemat cenowy nie istnieje lub jest nieaktywny',
} as const;

/**
 * The notice on a locked quote (D3), naming its state: how to reopen it for those who may (the
 * approvers), and who may for everybody else. Null for a quote that is not locked.
 */
export function lockNotice(status: string, mayReopen: boolean): string | null {
  if (!isLockedStatus(status)) return null;
  const state = status === 'approved' ? 'zatwierdzona' : 'odrzucona';
  const next = mayReopen
    ? 'Najpierw otwórz ją ponownie.'
    : 'Ponowne otwarcie wymaga uprawnień do zatwierdzania wycen.';
  return `Wycena jest ${state} i nie można jej zmieniać. ${next}`;
}

/** D19: what a user writes on an item, and on a quote. */
export const ITEM_NOTES_LIMIT = 2000;
export const QUOTE_NOTES_LIMIT = 5000;
export const itemNotesMessage = `Uwagi do pozycji mogą mieć najwyżej ${ITEM_NOTES_LIMIT} znaków`;

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
 * The version of a saved quote as an HTTP entity tag: its last modification time. The detail answer
 * carries it as `ETag`; an edit may send it back as `If-Match` and is refused (412) when the quote
 * changed meanwhile, in another tab or by another user.
 */
export const quoteVersion = (updatedAt: string) => `"${updatedAt}"`;

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

const itemsSchema = z
  .array(quoteItemInputSchema, { error: quoteMessages.atLeastOneItem })
  .min(1, { error: quoteMessages.atLeastOneItem })
  .max(100, { error: 'Wycena może mieć najwyżej 100 pozycji' });

/**
 * The client of a quote of any kind (D14, D18): an address-book client by `clientId`, or `client`
 * fields from which a new address-book client is created with the quote. `clientId` wins when both come.
 */
export const quoteClientFields = {
  clientId: entityId(quoteMessages.client).optional(),
  client: clientInputSchema.optional(),
};

/** A quote names its client one way or the other. */
export const hasQuoteClient = (quote: { clientId?: unknown; client?: unknown }) =>
  quote.clientId !== undefined || quote.client !== undefined;

/** Neither `clientId` nor `client`: 'Wybierz klienta' on `clientId`, beside the other fields' messages. */
export const quoteClientRequired = {
  path: ['clientId'],
  error: quoteMessages.client,
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

const quoteFields = {
  ...quoteClientFields,
  pricingSchemaId: entityId(quoteMessages.pricingSchema).nullish(),
  notes: optionalText(QUOTE_NOTES_LIMIT),
  items: itemsSchema,
};

/** POST /api/quotes and PUT /api/quotes/{id} (D5). Status, VAT, prices and totals are ignored. */
export const quoteInputSchema = z.object(quoteFields).refine(hasQuoteClient, quoteClientRequired);
export type QuoteInput = z.input<typeof quoteInputSchema>;

/**
 * PUT /api/quotes/{id}: the create body; with `items` the quote and its items are replaced at once
 * (D5). Without `items` only the quote's own fields change and its items stay as saved, for
 * spec-1 §7's edit flow, which then replaces the items one call at a time.
 */
export const quoteUpdateSchema = z
  .object({ ...quoteFields, items: itemsSchema.optional() })
  .refine(hasQuoteClient, quoteClientRequired);

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
    notes: itemNotes,
  }),
);

export const quoteStatusSchema = z.object({ status: z.enum(quoteStatuses, { error: quoteMessages.status }) });

export const quoteListQuerySchema = pageQuerySchema.extend({
  status: z.enum(quoteStatuses, { error: quoteMessages.status }).optional(),
});

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

const personSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

const quoteClientSchema = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});

export const quoteStatusChangeSchema = z.object({
  fromStatus: z.string(),
  toStatus: z.string(),
  changedAt: z.string(),
  changedBy: personSchema.nullable(),
  /** 'Klient: {name}' for the client's decision on the shared page (D17), else null. */
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
});

/** What every kind's quote detail answers (D18): number, status, author, client, totals, history. */
export const quoteHeaderSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: personSchema.nullable(),
  /** 'Wycena gościnna': created through the public API, without a signed-in creator. */
  isGuest: z.boolean(),
  source: z.string().nullable(),
  clientId: z.number().int(),
  /** The client as stored now, or as it was at approval for a locked quote (D3). */
  client: quoteClientSchema,
  vatRate: z.string(),
  currency: z.string(),
  totalNet: money,
  vatAmount: money,
  totalGross: money,
  notes: z.string().nullable(),
  history: z.array(quoteStatusChangeSchema),
  /** The link the quote is shared with (D17), or null. */
  share: z.object({ expiresAt: z.string() }).nullable(),
});
export type QuoteHeader = z.infer<typeof quoteHeaderSchema>;

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
