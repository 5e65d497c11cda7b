import type { EntityManager } from '@mikro-orm/postgresql';
import {
  byNaturalName,
  type Equipment,
  type EquipmentExtra,
  isDefaultTierSet,
  type PriceTier,
  type PricingSchema,
  type ServiceCosts,
  type ServiceItem,
} from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';
import { NotFound } from '../../http/errors.ts';
import {
  EquipmentAdditionalEntity,
  EquipmentCategoryEntity,
  EquipmentEntity,
  type EquipmentRow,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
  PricingSchemaEntity,
} from './entities.ts';

export type TierRow = {
  id: number;
  periodStart: number;
  periodEnd?: number | null;
  pricePerDay: string;
  discountPercent: string;
};

export const toTierDto = (equipmentId: number, tier: TierRow): PriceTier => ({
  id: tier.id,
  equipmentId,
  periodStart: tier.periodStart,
  periodEnd: tier.periodEnd ?? null,
  pricePerDay: tier.pricePerDay,
  discountPercent: tier.discountPercent,
});

/** What an equipment's answer is made of: its columns and its category (an entity, or a listing's row). */
type EquipmentFields = Omit<EquipmentRow, 'category'> & {
  category: { id: number; name: string; description?: string | null };
};

export function toEquipmentDto(equipment: EquipmentFields, tiers: TierRow[]): Equipment {
  const pricing = tiers
    .map((tier) => toTierDto(equipment.id, tier))
    .sort((a, b) => a.periodStart - b.periodStart);
  const category = equipment.category;
  return {
    id: equipment.id,
    name: equipment.name,
    description: equipment.description ?? null,
    model: equipment.model ?? null,
    power: equipment.power ?? null,
    quantity: equipment.quantity,
    availableQuantity: equipment.availableQuantity,
    categoryId: category.id,
    category: { id: category.id, name: category.name, description: category.description ?? null },
    fuelConsumption75: equipment.fuelConsumption75 ?? null,
    dimensions: equipment.dimensions ?? null,
    weight: equipment.weight ?? null,
    engine: equipment.engine ?? null,
    alternator: equipment.alternator ?? null,
    fuelTankCapacity: equipment.fuelTankCapacity ?? null,
    imageUrl: equipment.imageUrl ?? null,
    isActive: equipment.isActive,
    pricing,
    hasDefaultPricing: isDefaultTierSet(pricing),
    createdAt: equipment.createdAt.toISOString(),
    updatedAt: equipment.updatedAt.toISOString(),
  };
}

/**
 * Equipment with its category and price tiers, by name: one statement, each row already in the
 * entity's field names (the catalogue is read on every quote form and, with a period, by D21's
 * availability: no entity tracking for a read-only list).
 */
export async function listEquipment(em: EntityManager, isActive: boolean): Promise<Equipment[]> {
  const rows = await preparedRows<EquipmentFields & { tiers: TierRow[] }>(
    em,
    `select e.id, e.name, e.description, e.model, e.power, e.quantity,
            e.available_quantity as "availableQuantity", e.fuel_consumption75 as "fuelConsumption75",
            e.dimensions, e.weight, e.engine, e.alternator, e.fuel_tank_capacity as "fuelTankCapacity",
            e.image_url as "imageUrl", e.is_active as "isActive", e.created_at as "createdAt",
            e.updated_at as "updatedAt",
            json_build_object('id', c.id, 'name', c.name, 'description', c.description) as category,
            coalesce((select json_agg(json_build_object(
                        'id', p.id, 'periodStart', p.period_start, 'periodEnd', p.period_end,
                        'pricePerDay', p.price_per_day::text, 'discountPercent', p.discount_percent::text))
                        from equipment_pricing p where p.equipment_id = e.id), '[]') as tiers
       from equipment e join equipment_category c on c.id = e.category_id
      where e.is_active = ?`,
    [isActive],
  );
  return byNaturalName(
    rows.map(({ tiers, createdAt, updatedAt, ...equipment }) =>
      // The driver answers a raw statement's timestamps as text.
      toEquipmentDto({ ...equipment, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) }, tiers),
    ),
  );
}

export async function listCategories(em: EntityManager) {
  const categories = await em.find(EquipmentCategoryEntity, {}, { orderBy: { name: 'asc' } });
  return categories.map((c) => ({ id: c.id, name: c.name, description: c.description ?? null }));
}

export const toSchemaDto = (schema: {
  id: number;
  name: string;
  description?: string | null;
  calculationMethod: 'first_day' | 'progressive';
  isDefault: boolean;
  isActive: boolean;
}): PricingSchema => ({
  id: schema.id,
  name: schema.name,
  description: schema.description ?? null,
  calculationMethod: schema.calculationMethod,
  isDefault: schema.isDefault,
  isActive: schema.isActive,
});

export async function listPricingSchemas(em: EntityManager) {
  const schemas = await em.find(PricingSchemaEntity, {}, { orderBy: { isDefault: 'desc', id: 'asc' } });
  return schemas.map(toSchemaDto);
}

async function requireEquipment(em: EntityManager, id: number) {
  const equipment = await em.findOne(EquipmentEntity, { id });
  if (!equipment) throw new NotFound('Nie znaleziono sprzętu');
  return equipment;
}

export async function listExtras(em: EntityManager, equipmentId: number): Promise<EquipmentExtra[]> {
  await requireEquipment(em, equipmentId);
  const extras = await em.find(
    EquipmentAdditionalEntity,
    { equipment: equipmentId },
    { orderBy: { type: 'asc', position: 'asc', id: 'asc' } },
  );
  return extras.map((x) => ({
    id: x.id,
    equipmentId,
    type: x.type,
    name: x.name,
    price: x.price,
    position: x.position,
  }));
}

export async function getServiceCosts(em: EntityManager, equipmentId: number): Promise<ServiceCosts | null> {
  await requireEquipment(em, equipmentId);
  const row = await em.findOne(EquipmentServiceCostEntity, { equipment: equipmentId });
  if (!row) return null;
  return {
    id: row.id,
    equipmentId,
    serviceIntervalMonths: row.serviceIntervalMonths ?? null,
    serviceIntervalKm: row.serviceIntervalKm ?? null,
    serviceIntervalMotohours: row.serviceIntervalMotohours ?? null,
    workerHours: row.workerHours,
    workerCostPerHour: row.workerCostPerHour,
  };
}

export async function listServiceItems(em: EntityManager, equipmentId: number): Promise<ServiceItem[]> {
  await requireEquipment(em, equipmentId);
  const items = await em.find(
    EquipmentServiceItemEntity,
    { equipment: equipmentId },
    { orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  return items.map((i) => ({
    id: i.id,
    equipmentId,
    itemName: i.itemName,
    itemCost: i.itemCost,
    sortOrder: i.sortOrder,
  }));
}
