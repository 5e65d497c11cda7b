import type { EntityManager } from '@mikro-orm/postgresql';
import {
  catalogueMessages,
  DEFAULT_PRICE_TIERS,
  type EquipmentUpdate,
  type equipmentInputSchema,
  SERVICE_HOURS_ITEM_NAME,
  serviceHoursItemCost,
} from '@ppp/domain';
import type { z } from 'zod';
import { Conflict, HttpError, Invalid, NotFound } from '../../http/errors.ts';
import { sentFields } from '../../http/validate.ts';
import {
  EquipmentAdditionalEntity,
  EquipmentCategoryEntity,
  EquipmentEntity,
  EquipmentPricingEntity,
  type EquipmentRow,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
} from '../catalogue/entities.ts';
import { toEquipmentDto } from '../catalogue/service.ts';
import { assertHoldingsFit } from '../quote-lifecycle/availability.ts';

type EquipmentFields = z.output<typeof equipmentInputSchema>;

interface Stock {
  quantity: number;
  availableQuantity: number;
}

/**
 * The stock after a change (D8): a figure not sent keeps its stored value; available above total
 * is 400, except that lowering the total alone lowers the available quantity to it.
 */
function stockAfter(stored: Stock, change: Partial<Stock>): Stock {
  const quantity = change.quantity ?? stored.quantity;
  let availableQuantity = change.availableQuantity ?? stored.availableQuantity;
  if (change.availableQuantity === undefined) availableQuantity = Math.min(availableQuantity, quantity);
  if (availableQuantity > quantity)
    throw new Invalid({ availableQuantity: catalogueMessages.availableAboveTotal });
  return { quantity, availableQuantity };
}

export async function requireEquipment(em: EntityManager, id: number) {
  const equipment = await em.findOne(EquipmentEntity, { id }, { populate: ['category'] });
  if (!equipment) throw new NotFound('Nie znaleziono sprzętu');
  return equipment;
}

async function requireCategory(em: EntityManager, id: number) {
  const category = await em.findOne(EquipmentCategoryEntity, { id });
  if (!category) throw new Invalid({ categoryId: catalogueMessages.category });
  return category;
}

export async function equipmentDto(em: EntityManager, equipment: EquipmentRow) {
  const tiers = await em.find(EquipmentPricingEntity, { equipment: equipment.id });
  return toEquipmentDto(equipment, tiers);
}

/** What every equipment must have (D8, sync): default tiers, a service-cost row, the worker-hours item. */
async function completeEquipment(tx: EntityManager, equipment: EquipmentRow): Promise<boolean> {
  let changed = false;
  if ((await tx.count(EquipmentPricingEntity, { equipment: equipment.id })) === 0) {
    for (const tier of DEFAULT_PRICE_TIERS) {
      tx.create(EquipmentPricingEntity, { equipment, ...tier, discountPercent: '0.00' });
    }
    changed = true;
  }
  let costs = await tx.findOne(EquipmentServiceCostEntity, { equipment: equipment.id });
  if (!costs) {
    costs = tx.create(EquipmentServiceCostEntity, {
      equipment,
      workerHours: '2.00',
      workerCostPerHour: '100.00',
    });
    changed = true;
  }
  const items = await tx.find(
    EquipmentServiceItemEntity,
    { equipment: equipment.id },
    { orderBy: { sortOrder: 'asc', id: 'asc' } },
  );
  if (!items.some((item) => item.itemName === SERVICE_HOURS_ITEM_NAME)) {
    tx.create(EquipmentServiceItemEntity, {
      equipment,
      itemName: SERVICE_HOURS_ITEM_NAME,
      itemCost: serviceHoursItemCost(costs.workerHours, costs.workerCostPerHour),
      sortOrder: 0,
    });
    changed = true;
  }
  return changed;
}

export async function createEquipment(em: EntityManager, fields: EquipmentFields) {
  const id = await em.transactional(async (tx) => {
    const { categoryId, ...rest } = fields;
    const equipment = tx.create(EquipmentEntity, {
      ...rest,
      category: await requireCategory(tx, categoryId),
      isActive: rest.isActive ?? true,
    });
    await tx.flush();
    await completeEquipment(tx, equipment);
    await tx.flush();
    return equipment.id;
  });
  return equipmentDto(em, await requireEquipment(em.fork(), id));
}

/** PUT /api/equipment/{id}: an optional field not sent keeps its stored value. */
/** PUT /api/equipment/{id}; with `read` (its updatedAt as the dialog read it), only over that version, else 412. */
export async function updateEquipment(em: EntityManager, id: number, fields: EquipmentUpdate, read?: string) {
  await em.transactional(async (tx) => {
    // Two saves at once: the second reads the first's version, so at most one goes over `read`.
    await tx
      .getConnection()
      .execute('select id from equipment where id = ? for update', [id], 'all', tx.getTransactionContext());
    const equipment = await requireEquipment(tx, id);
    if (read !== undefined && read !== equipment.updatedAt.toISOString())
      throw new HttpError(412, catalogueMessages.equipmentChangedMeanwhile);
    const { categoryId, quantity, availableQuantity, ...rest } = fields;
    const stock = stockAfter(equipment, { quantity, availableQuantity });
    await keepsHoldings(tx, id, (rest.isActive ?? equipment.isActive) ? stock.availableQuantity : 0);
    const category = await requireCategory(tx, categoryId);
    tx.assign(equipment, { ...sentFields(rest), ...stock, category });
    await tx.flush();
  });
  const fresh = em.fork();
  return equipmentDto(fresh, await requireEquipment(fresh, id));
}

/** D21: what approved quotes hold from today on must still fit (else 409 naming them). */
const keepsHoldings = (tx: EntityManager, id: number, available: number) =>
  assertHoldingsFit(tx, 'equipment', id, available);

/** DELETE /api/equipment/{id}: deactivation; quotes that use it still price with it (D4). */
export async function deactivateEquipment(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, id);
    await keepsHoldings(tx, id, 0);
    equipment.isActive = false;
    await tx.flush();
  });
}

/**
 * D8: removes inactive equipment and its own rows (tiers, extras, service costs and items) in one
 * transaction; quote items keep their snapshot and lose only the link (on delete set null).
 */
export async function deleteEquipmentPermanently(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, id);
    if (equipment.isActive) throw new Conflict(catalogueMessages.notInactive);
    await tx.nativeDelete(EquipmentEntity, { id });
  });
}

/** D8: available above total in the resulting state is 400; lowering the total alone caps available. */
export async function patchQuantity(
  em: EntityManager,
  id: number,
  patch: { quantity?: number; availableQuantity?: number },
) {
  await em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, id);
    const stock = stockAfter(equipment, patch);
    await keepsHoldings(tx, id, equipment.isActive ? stock.availableQuantity : 0);
    Object.assign(equipment, stock);
    await tx.flush();
  });
  const fresh = em.fork();
  return equipmentDto(fresh, await requireEquipment(fresh, id));
}

/** POST /api/equipment/{id}/copy: '{name} (kopia)' with its tiers, extras, service costs and items. */
export async function copyEquipment(em: EntityManager, id: number) {
  const copyId = await em.transactional(async (tx) => {
    const source = await requireEquipment(tx, id);
    const copy = tx.create(EquipmentEntity, {
      name: `${source.name} (kopia)`.slice(0, 200),
      description: source.description,
      model: source.model,
      power: source.power,
      quantity: source.quantity,
      availableQuantity: source.availableQuantity,
      category: source.category,
      fuelConsumption75: source.fuelConsumption75,
      dimensions: source.dimensions,
      weight: source.weight,
      engine: source.engine,
      alternator: source.alternator,
      fuelTankCapacity: source.fuelTankCapacity,
      imageUrl: source.imageUrl,
      isActive: source.isActive,
    });
    // In the transaction, on its one connection: one statement after the other.
    const tiers = await tx.find(EquipmentPricingEntity, { equipment: id });
    const extras = await tx.find(EquipmentAdditionalEntity, { equipment: id });
    const costs = await tx.find(EquipmentServiceCostEntity, { equipment: id });
    const items = await tx.find(EquipmentServiceItemEntity, { equipment: id });
    const equipment = copy;
    for (const t of tiers) {
      tx.create(EquipmentPricingEntity, {
        equipment,
        periodStart: t.periodStart,
        periodEnd: t.periodEnd,
        pricePerDay: t.pricePerDay,
        discountPercent: t.discountPercent,
      });
    }
    for (const x of extras) {
      tx.create(EquipmentAdditionalEntity, {
        equipment,
        type: x.type,
        name: x.name,
        price: x.price,
        position: x.position,
      });
    }
    for (const c of costs) {
      tx.create(EquipmentServiceCostEntity, {
        equipment,
        serviceIntervalMonths: c.serviceIntervalMonths,
        serviceIntervalKm: c.serviceIntervalKm,
        serviceIntervalMotohours: c.serviceIntervalMotohours,
        workerHours: c.workerHours,
        workerCostPerHour: c.workerCostPerHour,
      });
    }
    for (const i of items) {
      tx.create(EquipmentServiceItemEntity, {
        equipment,
        itemName: i.itemName,
        itemCost: i.itemCost,
        sortOrder: i.sortOrder,
      });
    }
    await tx.flush();
    return copy.id;
  });
  return equipmentDto(em, await requireEquipment(em.fork(), copyId));
}

/** POST /api/admin/sync-all-equipment */
export async function syncAllEquipment(em: EntityManager) {
  return em.transactional(async (tx) => {
    let completed = 0;
    for (const equipment of await tx.find(EquipmentEntity, {})) {
      if (await completeEquipment(tx, equipment)) completed++;
    }
    await tx.flush();
    return {
      completed,
      message:
        completed === 0
          ? 'Wszystkie urządzenia mają już komplet danych cenowych i serwisowych.'
          : `Uzupełniono dane ${completed} ${completed === 1 ? 'urządzenia' : 'urządzeń'}.`,
    };
  });
}
