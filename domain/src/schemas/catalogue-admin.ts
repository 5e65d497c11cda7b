import { z } from 'zod';
import { decimalFigure, fitsDecimalColumn, itemInputMessages } from '../pricing/equipment-input-schema.ts';
import { parseDecimal } from '../pricing/money.ts';
import {
  coercedEntityId,
  inputMessages,
  MAX_INTEGER,
  optionalText,
  optionalTextChange,
  requiredName,
  wholeFigure,
} from './common.ts';

/** spec-1 §5 messages of the main admin panel, verbatim where the specification gives them. */
export const catalogueMessages = {
  /** An edit from a dialog opened before another save of the equipment (its `If-Match` is old). */
  equipmentChangedMeanwhile:
    'Sprzęt został w międzyczasie zmieniony (w innej karcie lub przez innego administratora). Otwórz go ponownie, aby zobaczyć najnowsze dane.',
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
  equipment: 'Wybierz sprzęt',
  quantityTooLarge: 'Ilość jest zbyt duża',
  availableQuantityTooLarge: 'Dostępna ilość jest zbyt duża',
  /** The worker-hours item (hours × cost per hour) would not fit a money column. */
  serviceHoursTooLarge: 'Koszt roboczogodzin jest zbyt duży',
} as const;

/** A stock figure: a whole number from 0 to what an integer column holds ('2,5' or 'abc': no whole number). */
const count = (message: string, tooLarge: string) =>
  wholeFigure({ min: 0, message, notWhole: catalogueMessages.wholeNumber, tooLarge });
const quantity = () => count(catalogueMessages.quantity, catalogueMessages.quantityTooLarge);
const availableQuantity = () =>
  count(catalogueMessages.availableQuantity, catalogueMessages.availableQuantityTooLarge);
const categoryId = () => coercedEntityId(catalogueMessages.category);
// numeric(8,2) in the database.
const fuelConsumption = () => decimalFigure({ message: itemInputMessages.negative, digits: 8 });

/** POST /api/equipment: one piece by default; the available quantity, when absent, all of them. */
export const equipmentInputSchema = z
  .object({
    name: requiredName(catalogueMessages.name),
    description: optionalText(5000),
    model: optionalText(200),
    power: optionalText(100),
    quantity: quantity().default(1),
    availableQuantity: availableQuantity().optional(),
    categoryId: categoryId(),
    fuelConsumption75: fuelConsumption().nullish(),
    dimensions: optionalText(200),
    weight: optionalText(100),
    engine: optionalText(200),
    alternator: optionalText(200),
    fuelTankCapacity: optionalText(100),
    imageUrl: optionalText(2000),
    isActive: z.boolean().optional(),
  })
  .transform((equipment) => ({
    ...equipment,
    availableQuantity: equipment.availableQuantity ?? equipment.quantity,
  }))
  .refine((e) => e.availableQuantity <= e.quantity, {
    error: catalogueMessages.availableAboveTotal,
    path: ['availableQuantity'],
  });
export type EquipmentInput = z.input<typeof equipmentInputSchema>;

/**
 * PUT /api/equipment/{id}: the same fields; an optional one that is absent keeps its stored value
 * (null clears it). Available above total in the resulting state is checked by the server.
 */
export const equipmentUpdateSchema = z.object({
  name: requiredName(catalogueMessages.name),
  description: optionalTextChange(5000),
  model: optionalTextChange(200),
  power: optionalTextChange(100),
  quantity: quantity().optional(),
  availableQuantity: availableQuantity().optional(),
  categoryId: categoryId(),
  fuelConsumption75: fuelConsumption().nullish(),
  dimensions: optionalTextChange(200),
  weight: optionalTextChange(100),
  engine: optionalTextChange(200),
  alternator: optionalTextChange(200),
  fuelTankCapacity: optionalTextChange(100),
  imageUrl: optionalTextChange(2000),
  isActive: z.boolean().optional(),
});
export type EquipmentUpdate = z.output<typeof equipmentUpdateSchema>;

/** PATCH /api/equipment/{id}/quantity (D8): either figure; the resulting state is checked by the server. */
export const quantityPatchSchema = z
  .object({
    quantity: quantity().optional(),
    availableQuantity: availableQuantity().optional(),
  })
  .refine((patch) => patch.quantity !== undefined || patch.availableQuantity !== undefined, {
    error: 'Podaj ilość lub dostępną ilość',
    path: ['quantity'],
  });

export const categoryInputSchema = z.object({
  name: requiredName(catalogueMessages.categoryName),
  description: optionalText(2000),
});
/** PATCH /api/equipment-categories/{id}: only the fields sent change. */
export const categoryPatchSchema = z.object({
  name: requiredName(catalogueMessages.categoryName).optional(),
  description: optionalTextChange(2000),
});

const equipmentId = () => coercedEntityId(catalogueMessages.equipment);

// A tier's figures are checked as a whole set by validateTierSet, with the spec's messages; here
// only that a figure the set rules would take fits its column.
const tierDays = () =>
  z
    .unknown()
    .refine((value) => typeof value !== 'number' || value <= MAX_INTEGER, { error: inputMessages.tooLarge })
    .optional();
const tierPrice = () =>
  z
    .unknown()
    .refine(
      (value) => {
        const price = parseDecimal(value);
        return price === null || price.lt(0) || fitsDecimalColumn(price);
      },
      { error: inputMessages.tooLarge },
    )
    .optional();

/** POST /api/equipment-pricing; PATCH takes the same fields, each optional. Checked as a set by validateTierSet. */
export const tierInputSchema = z.object({
  equipmentId: equipmentId(),
  periodStart: tierDays(),
  periodEnd: tierDays(),
  pricePerDay: tierPrice(),
});
export const tierPatchSchema = z.object({
  periodStart: tierDays(),
  periodEnd: tierDays(),
  pricePerDay: tierPrice(),
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
  description: optionalTextChange(2000),
  calculationMethod: z
    .enum(['first_day', 'progressive'], { error: catalogueMessages.schemaMethod })
    .optional(),
  isDefault: z.boolean().optional(),
  isActive: z.boolean().optional(),
});

const price = () => decimalFigure({ message: 'Cena nie może być ujemna' });

/** A place in a list: a whole number from `min`. */
const place = (min: number, message: string) =>
  z.coerce
    .number({ error: catalogueMessages.wholeNumber })
    .int({ error: catalogueMessages.wholeNumber })
    .min(min, { error: message })
    .max(MAX_INTEGER, { error: inputMessages.tooLarge });

export const extraInputSchema = z.object({
  equipmentId: equipmentId(),
  type: z.enum(['additional', 'accessories'], { error: 'Typ musi być jednym z: additional, accessories' }),
  name: requiredName(catalogueMessages.name),
  price: price().default('0.00'),
  position: place(1, 'Pozycja musi wynosić co najmniej 1').optional(),
});
export const extraPatchSchema = z.object({
  name: requiredName(catalogueMessages.name).optional(),
  price: price().optional(),
});

const interval = z.coerce
  .number({ error: catalogueMessages.wholeNumber })
  .int({ error: catalogueMessages.wholeNumber })
  .min(0, { error: itemInputMessages.negative })
  .max(MAX_INTEGER, { error: inputMessages.tooLarge })
  .nullish();

/** POST /api/equipment/{id}/service-costs: the interval the category calls for, worker hours and cost. */
export const serviceCostsInputSchema = z.object({
  serviceIntervalMonths: interval,
  serviceIntervalKm: interval,
  serviceIntervalMotohours: interval,
  // numeric(8,2) in the database.
  workerHours: decimalFigure({ message: itemInputMessages.negative, digits: 8 }).default('2.00'),
  workerCostPerHour: decimalFigure({ message: 'Wartość nie może być ujemna' }).default('100.00'),
});

export const serviceItemInputSchema = z.object({
  itemName: requiredName(catalogueMessages.name),
  itemCost: price().default('0.00'),
  sortOrder: place(0, itemInputMessages.negative).optional(),
});
export const serviceItemPatchSchema = z.object({
  itemName: requiredName(catalogueMessages.name).optional(),
  itemCost: price().optional(),
});
