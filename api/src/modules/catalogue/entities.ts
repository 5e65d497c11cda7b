import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

// Money is numeric(12,2) mapped to strings; rates and percentages numeric with two places.
const money = () => p.decimal('string').precision(12).scale(2);
const percent = () => p.decimal('string').precision(5).scale(2);
const text = (length = 255) => p.string().length(length).nullable();
const created = () => p.datetime().onCreate(() => new Date());
const updated = () =>
  p
    .datetime()
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

export const EquipmentCategoryEntity = defineEntity({
  name: 'EquipmentCategory',
  tableName: 'equipment_category',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200).unique(),
    description: p.text().nullable(),
    createdAt: created(),
  },
});

export const EquipmentEntity = defineEntity({
  name: 'Equipment',
  tableName: 'equipment',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    description: p.text().nullable(),
    model: text(200),
    power: text(100),
    quantity: p.integer().default(0),
    availableQuantity: p.integer().default(0),
    category: () => p.manyToOne(EquipmentCategoryEntity).index(),
    fuelConsumption75: p.decimal('string').precision(8).scale(2).nullable(),
    dimensions: text(200),
    weight: text(100),
    engine: text(200),
    alternator: text(200),
    fuelTankCapacity: text(100),
    imageUrl: text(2000),
    isActive: p.boolean().default(true).index(),
    createdAt: created(),
    updatedAt: updated(),
  },
});
export type EquipmentRow = InferEntity<typeof EquipmentEntity>;

/** A price tier (D4): pricePerDay is the truth, discountPercent is derived against the base tier. */
export const EquipmentPricingEntity = defineEntity({
  name: 'EquipmentPricing',
  tableName: 'equipment_pricing',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.manyToOne(EquipmentEntity).index().deleteRule('cascade'),
    periodStart: p.integer(),
    periodEnd: p.integer().nullable(),
    pricePerDay: money(),
    // Derived (D4): a tier priced far above the base tier is a large negative discount ('−1 150 %').
    discountPercent: p.decimal('string').precision(14).scale(2).default(0),
  },
});

export const PricingSchemaEntity = defineEntity({
  name: 'PricingSchema',
  tableName: 'pricing_schema',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(200),
    description: p.text().nullable(),
    calculationMethod: p.enum(['first_day', 'progressive']),
    isDefault: p.boolean().default(false),
    isActive: p.boolean().default(true),
    createdAt: created(),
  },
});

export const EquipmentAdditionalEntity = defineEntity({
  name: 'EquipmentAdditional',
  tableName: 'equipment_additional',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.manyToOne(EquipmentEntity).index().deleteRule('cascade'),
    type: p.enum(['additional', 'accessories']),
    name: p.string().length(200),
    price: money().default(0),
    position: p.integer().default(1),
  },
});

export const EquipmentServiceCostEntity = defineEntity({
  name: 'EquipmentServiceCost',
  tableName: 'equipment_service_cost',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.oneToOne(EquipmentEntity).owner().unique().deleteRule('cascade'),
    serviceIntervalMonths: p.integer().nullable(),
    serviceIntervalKm: p.integer().nullable(),
    serviceIntervalMotohours: p.integer().nullable(),
    workerHours: p.decimal('string').precision(8).scale(2).default(2),
    workerCostPerHour: money().default(100),
  },
});

export const EquipmentServiceItemEntity = defineEntity({
  name: 'EquipmentServiceItem',
  tableName: 'equipment_service_item',
  properties: {
    id: p.integer().primary().autoincrement(),
    equipment: () => p.manyToOne(EquipmentEntity).index().deleteRule('cascade'),
    itemName: p.string().length(200),
    itemCost: money().default(0),
    sortOrder: p.integer().default(0),
  },
});

/** One row (id 1): VAT rate and currency of new quotes (D4). */
export const PricingSettingsEntity = defineEntity({
  name: 'PricingSettings',
  tableName: 'pricing_settings',
  properties: {
    id: p.integer().primary(),
    vatRate: percent().default(23),
    currency: p.enum(['PLN', 'EUR', 'USD']).default('PLN'),
    updatedAt: updated(),
  },
});

export const catalogueEntities = [
  EquipmentCategoryEntity,
  EquipmentEntity,
  EquipmentPricingEntity,
  PricingSchemaEntity,
  EquipmentAdditionalEntity,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
  PricingSettingsEntity,
];
