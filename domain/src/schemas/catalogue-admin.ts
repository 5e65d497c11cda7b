import { z } from 'zod';
import { decimalFigure, itemInputMessages } from '../pricing/equipment-input-schema.ts';
import { optionalText } from './common.ts';

/** spec-1 §5 messages of the main admin panel, verbatim where the specification gives them. */
export const catalogueMessages = {
  name: 'Nazwa jest wymagana',
  quantity: 'Ilość musi być nieujemna',
  availableQuantity: 'Dostępna ilość musi być nieujemna',
  availableAboveTotal: 'Dostępna ilość nie może przekraczać ilości całkowitej',
  category: 'Kategoria jest wymagana',
  categoryName: 'Nazwa kategorii jest wymagana',
  categoryInUse: 'Nie można usunąć kategorii, która zawiera sprzęt. Najpierw usuń lub przenieś sprzęt.',
  categoryExists: 'Kategoria o tej nazwie już istnieje',
  schemaName: 'Nazwa schematu jest wymagana',
  schemaMethod: 'Metoda obliczania musi być jedną z: first_day, progressive',
  schemaDefault: 'Nie można usunąć domyślnego schematu cenowego',
  schemaInUse: 'Nie można usunąć schematu cenowego używanego w wycenach. Możesz go dezaktywować.',
  schemaNeedsDefault: 'Jeden schemat cenowy musi pozostać domyślny. Ustaw jako domyślny inny schemat.',
  extrasLimit: 'Możesz dodać maksymalnie 4 pozycje',
  lastTier: 'Sprzęt musi mieć przynajmniej jeden próg cenowy',
  serviceItemsLimit: 'Możesz dodać maksymalnie 4 elementy serwisowe',
  serviceHoursLocked:
    'Pozycja „Roboczogodziny serwisowe” jest wyliczana automatycznie i nie można jej zmieniać ani usuwać',
  notInactive: 'Trwale można usunąć tylko nieaktywny sprzęt',
  wholeNumber: 'Podaj liczbę całkowitą',
} as const;

const count = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: catalogueMessages.wholeNumber })
    .min(0, { error: message });
const requiredName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(200, { error: 'Maksymalnie 200 znaków' });

/** POST /api/equipment and PUT /api/equipment/{id}. */
export const equipmentInputSchema = z
  .object({
    name: requiredName(catalogueMessages.name),
    description: optionalText(5000),
    model: optionalText(200),
    power: optionalText(100),
    quantity: count(catalogueMessages.quantity).default(1),
    availableQuantity: count(catalogueMessages.availableQuantity).default(1),
    categoryId: z.coerce
      .number({ error: catalogueMessages.category })
      .int()
      .min(1, { error: catalogueMessages.category }),
    fuelConsumption75: decimalFigure({ message: itemInputMessages.negative }).nullish(),
    dimensions: optionalText(200),
    weight: optionalText(100),
    engine: optionalText(200),
    alternator: optionalText(200),
    fuelTankCapacity: optionalText(100),
    imageUrl: optionalText(2000),
    isActive: z.boolean().optional(),
  })
  .refine((e) => e.availableQuantity <= e.quantity, {
    error: catalogueMessages.availableAboveTotal,
    path: ['availableQuantity'],
  });
export type EquipmentInput = z.input<typeof equipmentInputSchema>;

/** PATCH /api/equipment/{id}/quantity (D8): either figure; the resulting state is checked by the server. */
export const quantityPatchSchema = z
  .object({
    quantity: count(catalogueMessages.quantity).optional(),
    availableQuantity: count(catalogueMessages.availableQuantity).optional(),
  })
  .refine((patch) => patch.quantity !== undefined || patch.availableQuantity !== undefined, {
    error: 'Podaj ilość lub dostępną ilość',
    path: ['quantity'],
  });

export const categoryInputSchema = z.object({
  name: requiredName(catalogueMessages.categoryName),
  description: optionalText(2000),
});

/** POST /api/equipment-pricing; PATCH takes the same fields, each optional. Checked as a set by validateTierSet. */
export const tierInputSchema = z.object({
  equipmentId: z.coerce.number({ error: 'Wybierz sprzęt' }).int().positive({ error: 'Wybierz sprzęt' }),
  // Checked as a whole set by validateTierSet, with the spec's messages.
  periodStart: z.unknown().optional(),
  periodEnd: z.unknown().optional(),
  pricePerDay: z.unknown().optional(),
});
export const tierPatchSchema = z.object({
  periodStart: z.unknown().optional(),
  periodEnd: z.unknown().optional(),
  pricePerDay: z.unknown().optional(),
  /** Accepted and ignored: the price is the truth, the discount is derived (D4). */
  discountPercent: z.unknown().optional(),
});

export const pricingSchemaInputSchema = z.object({
  name: requiredName(catalogueMessages.schemaName),
  description: optionalText(2000),
  calculationMethod: z.enum(['first_day', 'progressive'], { error: catalogueMessages.schemaMethod }),
  isDefault: z.boolean().optional().default(false),
  isActive: z.boolean().optional().default(true),
});
export const pricingSchemaPatchSchema = z.object({
  name: requiredName(catalogueMessages.schemaName).optional(),
  description: optionalText(2000).optional(),
  calculationMethod: z
    .enum(['first_day', 'progressive'], { error: catalogueMessages.schemaMethod })
    .optional(),
  isDefault: z.boolean().optional(),
  isActive: z.boolean().optional(),
});

const price = () => decimalFigure({ message: 'Cena nie może być ujemna' });

export const extraInputSchema = z.object({
  equipmentId: z.coerce.number({ error: 'Wybierz sprzęt' }).int().positive({ error: 'Wybierz sprzęt' }),
  type: z.enum(['additional', 'accessories'], { error: 'Typ musi być jednym z: additional, accessories' }),
  name: requiredName(catalogueMessages.name),
  price: price().default('0.00'),
  position: z.coerce.number().int().min(1).optional(),
});
export const extraPatchSchema = z.object({
  name: requiredName(catalogueMessages.name).optional(),
  price: price().optional(),
});

const interval = z.coerce
  .number({ error: 'Podaj liczbę całkowitą' })
  .int({ error: 'Podaj liczbę całkowitą' })
  .min(0, { error: 'Wartość nie może być ujemna' })
  .nullish();

/** POST /api/equipment/{id}/service-costs: the interval the category calls for, worker hours and cost. */
export const serviceCostsInputSchema = z.object({
  serviceIntervalMonths: interval,
  serviceIntervalKm: interval,
  serviceIntervalMotohours: interval,
  workerHours: decimalFigure({ message: 'Wartość nie może być ujemna' }).default('2.00'),
  workerCostPerHour: decimalFigure({ message: 'Wartość nie może być ujemna' }).default('100.00'),
});

export const serviceItemInputSchema = z.object({
  itemName: requiredName(catalogueMessages.name),
  itemCost: price().default('0.00'),
  sortOrder: z.coerce.number().int().min(0).optional(),
});
export const serviceItemPatchSchema = z.object({
  itemName: requiredName(catalogueMessages.name).optional(),
  itemCost: price().optional(),
});
