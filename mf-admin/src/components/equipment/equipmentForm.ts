import {
  countFromText,
  decimalTextField,
  type Equipment,
  type EquipmentCategory,
  equipmentInputSchema,
  formatDecimalText,
} from '@ppp/domain';
import { z } from 'zod';
import type { EquipmentBody } from '../../api.ts';

/** The equipment form as typed: every input is text. */
export interface EquipmentFormValues {
  name: string;
  categoryId: string;
  model: string;
  power: string;
  quantity: string;
  availableQuantity: string;
  description: string;
  fuelConsumption75: string;
  dimensions: string;
  weight: string;
  engine: string;
  alternator: string;
  fuelTankCapacity: string;
  /** Not edited here; sent back so an update keeps it. */
  imageUrl: string;
}

/** The optional one-line fields of the form, in their order on screen. */
export const detailFields = [
  ['model', 'Model'],
  ['power', 'Moc'],
  ['fuelConsumption75', 'Zużycie paliwa przy 75% obciążenia (l/h)'],
  ['fuelTankCapacity', 'Pojemność zbiornika paliwa'],
  ['engine', 'Silnik'],
  ['alternator', 'Prądnica'],
  ['dimensions', 'Wymiary'],
  ['weight', 'Waga'],
] as const satisfies readonly (readonly [keyof EquipmentFormValues, string])[];

export const equipmentFieldNames = [
  'name',
  'categoryId',
  'quantity',
  'availableQuantity',
  'description',
  ...detailFields.map(([name]) => name),
] as const;

/** spec-1 §9: the category a new equipment starts in. */
const DEFAULT_CATEGORY_ID = 23;

/**
 * The category a new equipment starts in: 23 where the list holds it (ids differ per database),
 * else none, so the admin chooses one rather than saving into whichever category sorts first.
 */
function defaultCategoryId(categories: readonly EquipmentCategory[]): number | undefined {
  return categories.some((category) => category.id === DEFAULT_CATEGORY_ID) ? DEFAULT_CATEGORY_ID : undefined;
}

/** A new equipment: the default category (or none to choose), 1 piece, 1 available. */
export function newEquipmentValues(categories: readonly EquipmentCategory[]): EquipmentFormValues {
  const categoryId = defaultCategoryId(categories);
  return {
    name: '',
    categoryId: categoryId === undefined ? '' : String(categoryId),
    model: '',
    power: '',
    quantity: '1',
    availableQuantity: '1',
    description: '',
    fuelConsumption75: '',
    dimensions: '',
    weight: '',
    engine: '',
    alternator: '',
    fuelTankCapacity: '',
    imageUrl: '',
  };
}

export function equipmentValues(equipment: Equipment): EquipmentFormValues {
  return {
    name: equipment.name,
    categoryId: String(equipment.categoryId ?? equipment.category.id),
    model: equipment.model ?? '',
    power: equipment.power ?? '',
    quantity: formatDecimalText(equipment.quantity, 'count'),
    availableQuantity: formatDecimalText(equipment.availableQuantity, 'count'),
    description: equipment.description ?? '',
    fuelConsumption75: formatDecimalText(equipment.fuelConsumption75, 'figure'),
    dimensions: equipment.dimensions ?? '',
    weight: equipment.weight ?? '',
    engine: equipment.engine ?? '',
    alternator: equipment.alternator ?? '',
    fuelTankCapacity: equipment.fuelTankCapacity ?? '',
    imageUrl: equipment.imageUrl ?? '',
  };
}

const fields = equipmentInputSchema.in.shape;
const count = <Field extends z.ZodType>(field: Field) =>
  z.preprocess((text) => (typeof text === 'string' ? (countFromText(text) ?? text) : text), field);

// The figures are typed text read by the one decimal parser (D20): the fuel consumption ('4,2';
// empty means none) and the stock ('1 200'). The other fields are the API's own.
const typedFields = equipmentInputSchema.in.extend({
  quantity: count(fields.quantity),
  availableQuantity: count(fields.availableQuantity),
  fuelConsumption75: decimalTextField('figure', fields.fuelConsumption75),
});

/**
 * The form checked exactly as the API checks it: field by field, then domain's whole schema (its
 * defaults and the available ≤ total rule) over the values read, which it takes as they are.
 */
export const equipmentFormSchema = typedFields.pipe(
  equipmentInputSchema as unknown as z.ZodType<EquipmentBody, z.output<typeof typedFields>>,
);

/** The full PUT body of a stored equipment (e.g. to activate it again). */
export const equipmentBody = (equipment: Equipment): EquipmentBody =>
  equipmentFormSchema.parse(equipmentValues(equipment));
