import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { departments } from '@ppp/domain';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';

// One data model for the electrical and the general-rental areas (D14): every row names its
// department, and each area only ever reads and writes its own.

const department = () => p.enum([...departments]).index();
const money = () => p.decimal('string').precision(12).scale(2);

export const DepartmentCategoryEntity = defineEntity({
  name: 'DepartmentCategory',
  tableName: 'department_category',
  properties: {
    id: p.integer().primary().autoincrement(),
    department: department(),
    name: p.string().length(200),
    description: p.text().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  uniques: [{ properties: ['department', 'name'] }],
});
export type DepartmentCategoryRow = InferEntity<typeof DepartmentCategoryEntity>;

export const DepartmentEquipmentEntity = defineEntity({
  name: 'DepartmentEquipment',
  tableName: 'department_equipment',
  properties: {
    id: p.integer().primary().autoincrement(),
    department: department(),
    category: () => p.manyToOne(DepartmentCategoryEntity).index().deleteRule('restrict'),
    name: p.string().length(200),
    description: p.text().nullable(),
    model: p.string().length(200).nullable(),
    power: p.string().length(100).nullable(),
    engine: p.string().length(200).nullable(),
    alternator: p.string().length(200).nullable(),
    fuelConsumption75: p.decimal('string').precision(8).scale(2).nullable(),
    fuelTankCapacity: p.decimal('string').precision(8).scale(2).nullable(),
    dimensions: p.string().length(200).nullable(),
    weight: p.string().length(100).nullable(),
    imageUrl: p.text().nullable(),
    quantity: p.integer(),
    availableQuantity: p.integer(),
    isActive: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type DepartmentEquipmentRow = InferEntity<typeof DepartmentEquipmentEntity>;

export const DepartmentPriceTierEntity = defineEntity({
  name: 'DepartmentPriceTier',
  tableName: 'department_price_tier',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.manyToOne(DepartmentEquipmentEntity).index().deleteRule('cascade'),
    periodStart: p.integer(),
    periodEnd: p.integer().nullable(),
    pricePerDay: p.decimal('string').precision(10).scale(2),
    // Derived from the tier (D4): a tier priced far above the base is a large negative discount.
    discountPercent: p.decimal('string').precision(14).scale(2),
  },
});
export type DepartmentPriceTierRow = InferEntity<typeof DepartmentPriceTierEntity>;

export const DepartmentAdditionalEntity = defineEntity({
  name: 'DepartmentAdditional',
  tableName: 'department_additional',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.manyToOne(DepartmentEquipmentEntity).index().deleteRule('cascade'),
    type: p.string().length(20),
    position: p.integer(),
    name: p.string().length(200),
    description: p.text().nullable(),
    pricePerDay: p.decimal('string').precision(10).scale(2),
    isOptional: p.boolean().default(true),
  },
});
export type DepartmentAdditionalRow = InferEntity<typeof DepartmentAdditionalEntity>;

/** The additional items an item was priced with (D8 snapshot). */
export interface AdditionalSnapshot {
  id: number;
  type: string;
  name: string;
  pricePerDay: string;
  quantity: number;
  isOptional: boolean;
  totalPrice: string;
}

/**
 * One priced line of an electrical or general quote: its inputs, the figures of D14 and a snapshot
 * of the equipment and additional items it was priced with (D8), so deleting equipment changes nothing.
 */
export const DepartmentQuoteItemEntity = defineEntity({
  name: 'DepartmentQuoteItem',
  tableName: 'department_quote_item',
  properties: {
    id: p.integer().primary().autoincrement(),
    quote: () => p.manyToOne(QuoteEntity).index().deleteRule('cascade'),
    position: p.integer(),
    equipment: () => p.manyToOne(DepartmentEquipmentEntity).nullable().index().deleteRule('set null'),
    equipmentName: p.string().length(200),
    equipmentModel: p.string().length(200).nullable(),
    equipmentPower: p.string().length(100).nullable(),
    categoryName: p.string().length(200).nullable(),
    quantity: p.integer(),
    rentalPeriodDays: p.integer(),
    pricePerDay: money(),
    // Derived from the tier (D4): a tier priced far above the base is a large negative discount.
    discountPercent: p.decimal('string').precision(14).scale(2),
    dayPrice: money(),
    baseCost: money(),
    additionalCost: money(),
    totalPrice: money(),
    notes: p.text().nullable(),
    additional: p.json<AdditionalSnapshot[]>(),
  },
});
export type DepartmentQuoteItemRow = InferEntity<typeof DepartmentQuoteItemEntity>;

export const departmentEntities = [
  DepartmentCategoryEntity,
  DepartmentEquipmentEntity,
  DepartmentPriceTierEntity,
  DepartmentAdditionalEntity,
  DepartmentQuoteItemEntity,
];
