import type { EntityManager } from '@mikro-orm/postgresql';
import {
  baseTier,
  byNaturalName,
  type Department,
  type DepartmentCategory,
  type DepartmentEquipment,
  type DepartmentEquipmentFields,
  departmentConfigs,
  departmentMessages,
  electricalDefaultTiers,
  tierDiscountPercent,
} from '@ppp/domain';
import { exactPattern } from '../../db/like.ts';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { assertHoldingsFit } from '../quote-lifecycle/availability.ts';
import {
  DepartmentAdditionalEntity,
  type DepartmentAdditionalRow,
  DepartmentCategoryEntity,
  type DepartmentCategoryRow,
  DepartmentEquipmentEntity,
  type DepartmentEquipmentRow,
  DepartmentPriceTierEntity,
  type DepartmentPriceTierRow,
} from './entities.ts';

// The catalogue of an electrical or general-rental area (spec-2 §7, D8, D14): categories, equipment,
// its tier set and its additional equipment. Every call names its department and touches only its rows.

// ---- categories ----

export async function listCategories(
  em: EntityManager,
  department: Department,
): Promise<DepartmentCategory[]> {
  const rows = await em.find(DepartmentCategoryEntity, { department });
  const counts = await em
    .getConnection()
    .execute<{ category_id: number; count: string }[]>(
      'select category_id, count(*) as count from department_equipment where department = ? group by category_id',
      [department],
    );
  const countOf = new Map(counts.map((row) => [row.category_id, Number(row.count)]));
  return byNaturalName(
    rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description ?? null,
      equipmentCount: countOf.get(row.id) ?? 0,
    })),
  );
}

async function findCategory(em: EntityManager, department: Department, id: number) {
  const category = await em.findOne(DepartmentCategoryEntity, { id, department });
  if (!category) throw new NotFound(departmentMessages.categoryNotFound);
  return category;
}

async function assertNameFree(em: EntityManager, department: Department, name: string, exceptId?: number) {
  const taken = await em.findOne(DepartmentCategoryEntity, {
    department,
    name: { $ilike: exactPattern(name) },
  });
  // A conflict (D6), its message under the name field as well.
  if (taken && taken.id !== exceptId)
    throw new Conflict(departmentMessages.categoryExists, {
      errors: { name: departmentMessages.categoryExists },
    });
}

/** One category's answer, its equipment counted alone (not the whole list again). */
const categoryDto = async (em: EntityManager, row: DepartmentCategoryRow): Promise<DepartmentCategory> => ({
  id: row.id,
  name: row.name,
  description: row.description ?? null,
  equipmentCount: await em.count(DepartmentEquipmentEntity, { category: row.id }),
});

export async function createCategory(
  em: EntityManager,
  department: Department,
  fields: { name: string; description: string | null },
) {
  await assertNameFree(em, department, fields.name);
  const category = em.create(DepartmentCategoryEntity, { department, ...fields });
  await em.flush();
  return categoryDto(em, category);
}

export async function updateCategory(
  em: EntityManager,
  department: Department,
  id: number,
  fields: { name: string; description: string | null },
) {
  const category = await findCategory(em, department, id);
  await assertNameFree(em, department, fields.name, id);
  em.assign(category, fields);
  await em.flush();
  return categoryDto(em, category);
}

/** spec-2 §5: a category holding equipment stays (409 with spec-2's message). */
export async function deleteCategory(em: EntityManager, department: Department, id: number) {
  await em.transactional(async (tx) => {
    const category = await findCategory(tx, department, id);
    if ((await tx.count(DepartmentEquipmentEntity, { category: id })) > 0) {
      throw new Conflict(departmentMessages.categoryInUse);
    }
    tx.remove(category);
    await tx.flush();
  });
}

// ---- equipment ----

const tierDto = (tier: DepartmentPriceTierRow) => ({
  id: tier.id,
  periodStart: tier.periodStart,
  periodEnd: tier.periodEnd ?? null,
  pricePerDay: tier.pricePerDay,
  discountPercent: tier.discountPercent,
});

const additionalDto = (row: DepartmentAdditionalRow) => ({
  id: row.id,
  type: row.type,
  position: row.position,
  name: row.name,
  description: row.description ?? null,
  pricePerDay: row.pricePerDay,
  isOptional: row.isOptional,
});

function equipmentDto(
  row: DepartmentEquipmentRow,
  tiers: DepartmentPriceTierRow[],
  additional: DepartmentAdditionalRow[],
): DepartmentEquipment {
  const category = row.category;
  return {
    id: row.id,
    name: row.name,
    categoryId: category.id,
    category: { id: category.id, name: category.name },
    description: row.description ?? null,
    model: row.model ?? null,
    power: row.power ?? null,
    engine: row.engine ?? null,
    alternator: row.alternator ?? null,
    fuelConsumption75: row.fuelConsumption75 ?? null,
    fuelTankCapacity: row.fuelTankCapacity ?? null,
    dimensions: row.dimensions ?? null,
    weight: row.weight ?? null,
    imageUrl: row.imageUrl ?? null,
    quantity: row.quantity,
    availableQuantity: row.availableQuantity,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    pricing: [...tiers].sort((a, b) => a.periodStart - b.periodStart).map(tierDto),
    additionalEquipment: [...additional]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map(additionalDto),
  };
}

function groupBy<T>(rows: T[], key: (row: T) => number) {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

/** Equipment of the area with its tiers and additional equipment, in natural name order. */
export async function listEquipment(
  em: EntityManager,
  department: Department,
  options: { includeInactive?: boolean; ids?: number[] } = {},
): Promise<DepartmentEquipment[]> {
  const where: Record<string, unknown> = { department };
  if (!options.includeInactive) where.isActive = true;
  if (options.ids) where.id = { $in: options.ids };
  const rows = await em.find(DepartmentEquipmentEntity, where, { populate: ['category'] });
  const ids = rows.map((row) => row.id);
  const [tiers, additional] = await Promise.all([
    em.find(DepartmentPriceTierEntity, { equipment: { $in: ids } }),
    em.find(DepartmentAdditionalEntity, { equipment: { $in: ids } }),
  ]);
  const tiersOf = groupBy(tiers, (tier) => tier.equipment.id);
  const additionalOf = groupBy(additional, (row) => row.equipment.id);
  return byNaturalName(
    rows.map((row) => equipmentDto(row, tiersOf.get(row.id) ?? [], additionalOf.get(row.id) ?? [])),
  );
}

export async function getEquipment(
  em: EntityManager,
  department: Department,
  id: number,
  includeInactive = true,
) {
  const [equipment] = await listEquipment(em, department, { ids: [id], includeInactive });
  if (!equipment) throw new NotFound(departmentMessages.equipmentNotFound);
  return equipment;
}

async function findEquipment(em: EntityManager, department: Department, id: number) {
  const equipment = await em.findOne(DepartmentEquipmentEntity, { id, department });
  if (!equipment) throw new NotFound(departmentMessages.equipmentNotFound);
  return equipment;
}

async function requireCategory(em: EntityManager, department: Department, categoryId: number) {
  const category = await em.findOne(DepartmentCategoryEntity, { id: categoryId, department });
  if (!category) throw new Invalid({ categoryId: departmentMessages.category });
  return category;
}

const storedFields = ({
  createPricing: _c,
  startingPrice: _s,
  categoryId: _id,
  ...fields
}: DepartmentEquipmentFields) => fields;

/** Stored tiers with their discounts derived from the prices against the base tier (D4). */
function tierRows(
  equipment: DepartmentEquipmentRow,
  tiers: readonly { periodStart: number; periodEnd: number | null; pricePerDay: string }[],
) {
  const base = baseTier(tiers);
  return tiers.map((tier) => ({
    equipment,
    periodStart: tier.periodStart,
    periodEnd: tier.periodEnd,
    pricePerDay: tier.pricePerDay,
    discountPercent: base ? tierDiscountPercent(base.pricePerDay, tier.pricePerDay) : '0.00',
  }));
}

/** D14: electrical creation with `createPricing` makes the default tiers from `startingPrice`. */
export async function createEquipment(
  em: EntityManager,
  department: Department,
  fields: DepartmentEquipmentFields,
) {
  const id = await em.transactional(async (tx) => {
    const category = await requireCategory(tx, department, fields.categoryId);
    const equipment = tx.create(DepartmentEquipmentEntity, {
      department,
      category,
      ...storedFields(fields),
    });
    if (departmentConfigs[department].createsDefaultTiers && fields.createPricing) {
      for (const tier of electricalDefaultTiers(fields.startingPrice)) {
        tx.create(DepartmentPriceTierEntity, { equipment, ...tier });
      }
    }
    await tx.flush();
    return equipment.id;
  });
  return getEquipment(em.fork(), department, id);
}

export async function updateEquipment(
  em: EntityManager,
  department: Department,
  id: number,
  fields: DepartmentEquipmentFields,
) {
  await em.transactional(async (tx) => {
    const equipment = await findEquipment(tx, department, id);
    const category = await requireCategory(tx, department, fields.categoryId);
    const stored = storedFields(fields);
    // D21: what approved quotes hold from today on must still fit (else 409 naming them).
    const available =
      (stored.isActive ?? equipment.isActive) ? (stored.availableQuantity ?? equipment.availableQuantity) : 0;
    await assertHoldingsFit(tx, department, id, available);
    tx.assign(equipment, { category, ...stored });
    await tx.flush();
  });
  return getEquipment(em.fork(), department, id);
}

/** D14: deleting equipment removes it with its tiers and additional items; quotes keep their snapshot. */
export async function deleteEquipment(em: EntityManager, department: Department, id: number) {
  await em.transactional(async (tx) => {
    await findEquipment(tx, department, id);
    await assertHoldingsFit(tx, department, id, 0);
    await tx.nativeDelete(DepartmentEquipmentEntity, { id, department });
  });
}

/** PUT …/pricing: the whole tier set (D4); once there are tiers, an empty set is 409 (D14). */
export async function replacePricing(
  em: EntityManager,
  department: Department,
  id: number,
  tiers: { periodStart: number; periodEnd: number | null; pricePerDay: string }[],
) {
  await em.transactional(async (tx) => {
    const equipment = await findEquipment(tx, department, id);
    const stored = await tx.count(DepartmentPriceTierEntity, { equipment: id });
    if (tiers.length === 0 && stored > 0) throw new Conflict(departmentMessages.lastTier);
    await tx.nativeDelete(DepartmentPriceTierEntity, { equipment: id });
    for (const tier of tierRows(equipment, tiers)) tx.create(DepartmentPriceTierEntity, tier);
    equipment.updatedAt = new Date();
    await tx.flush();
  });
  return getEquipment(em.fork(), department, id);
}

/**
 * PUT …/additional: the whole list, in the order given. An item sent with its id is updated in place
 * (quotes being edited keep finding it); the others are created, and the stored ones not sent go.
 */
export async function replaceAdditional(
  em: EntityManager,
  department: Department,
  id: number,
  items: {
    id?: number;
    type: string;
    name: string;
    description: string | null;
    pricePerDay: string;
    isOptional: boolean;
  }[],
) {
  await em.transactional(async (tx) => {
    const equipment = await findEquipment(tx, department, id);
    const stored = new Map(
      (await tx.find(DepartmentAdditionalEntity, { equipment: id })).map((row) => [row.id, row]),
    );
    const kept = new Set<number>();
    items.forEach(({ id: itemId, ...item }, index) => {
      const fields = { ...item, position: index + 1 };
      const row = itemId === undefined || kept.has(itemId) ? undefined : stored.get(itemId);
      if (row) {
        kept.add(row.id);
        tx.assign(row, fields);
      } else {
        tx.create(DepartmentAdditionalEntity, { equipment, ...fields });
      }
    });
    for (const row of stored.values()) if (!kept.has(row.id)) tx.remove(row);
    equipment.updatedAt = new Date();
    await tx.flush();
  });
  return getEquipment(em.fork(), department, id);
}
