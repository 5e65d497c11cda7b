import type { EntityManager } from '@mikro-orm/postgresql';
import {
  catalogueMessages,
  costRulesForCategory,
  type EquipmentExtra,
  fitsDecimalColumn,
  SERVICE_HOURS_ITEM_NAME,
  type ServiceItem,
  serviceHoursItemCost,
  toDecimal,
} from '@ppp/domain';
import { exactPattern } from '../../db/like.ts';
import { Conflict, Invalid, NotFound } from '../../http/errors.ts';
import { sentFields } from '../../http/validate.ts';
import {
  EquipmentAdditionalEntity,
  EquipmentCategoryEntity,
  EquipmentEntity,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
} from '../catalogue/entities.ts';
import { getServiceCosts } from '../catalogue/service.ts';
import { requireEquipment } from './equipment-service.ts';

const MAX_PER_LIST = 4;
const ownerOf = (row: { equipment: { id: number } }) => row.equipment.id;

// ---- categories ----

export async function createCategory(
  em: EntityManager,
  fields: { name: string; description: string | null },
) {
  // Case ignored ('klimatyzacje' beside 'Klimatyzacje' is the same category, D12).
  if (await em.findOne(EquipmentCategoryEntity, { name: { $ilike: exactPattern(fields.name) } }))
    throw new Conflict(catalogueMessages.categoryExists);
  const category = em.create(EquipmentCategoryEntity, fields);
  await em.flush();
  return { id: category.id, name: category.name, description: category.description ?? null };
}

/** PATCH: only the fields sent change. */
export async function renameCategory(
  em: EntityManager,
  id: number,
  fields: { name?: string; description?: string | null },
) {
  const category = await em.findOne(EquipmentCategoryEntity, { id });
  if (!category) throw new NotFound('Nie znaleziono kategorii');
  if (
    fields.name !== undefined &&
    (await em.findOne(EquipmentCategoryEntity, {
      name: { $ilike: exactPattern(fields.name) },
      id: { $ne: id },
    }))
  )
    throw new Conflict(catalogueMessages.categoryExists);
  em.assign(category, sentFields(fields));
  await em.flush();
  return { id: category.id, name: category.name, description: category.description ?? null };
}

export async function deleteCategory(em: EntityManager, id: number) {
  await em.transactional(async (tx) => {
    const category = await tx.findOne(EquipmentCategoryEntity, { id });
    if (!category) throw new NotFound('Nie znaleziono kategorii');
    if ((await tx.count(EquipmentEntity, { category: id })) > 0)
      throw new Conflict(catalogueMessages.categoryInUse);
    tx.remove(category);
    await tx.flush();
  });
}

// ---- extras (additional options and accessories): at most four per type ----

const toExtraDto = (x: {
  id: number;
  equipment: { id: number };
  type: 'additional' | 'accessories';
  name: string;
  price: string;
  position: number;
}): EquipmentExtra => ({
  id: x.id,
  equipmentId: ownerOf(x),
  type: x.type,
  name: x.name,
  price: x.price,
  position: x.position,
});

export async function createExtra(
  em: EntityManager,
  fields: {
    equipmentId: number;
    type: 'additional' | 'accessories';
    name: string;
    price: string;
    position?: number;
  },
) {
  return em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, fields.equipmentId);
    // Locks the equipment row so two admins cannot both add a fifth.
    await tx
      .getConnection()
      .execute(
        'select id from equipment where id = ? for update',
        [equipment.id],
        'all',
        tx.getTransactionContext(),
      );
    const count = await tx.count(EquipmentAdditionalEntity, { equipment: equipment.id, type: fields.type });
    if (count >= MAX_PER_LIST) throw new Conflict(catalogueMessages.extrasLimit);
    const extra = tx.create(EquipmentAdditionalEntity, {
      equipment,
      type: fields.type,
      name: fields.name,
      price: fields.price,
      position: fields.position ?? count + 1,
    });
    await tx.flush();
    return toExtraDto(extra);
  });
}

export async function patchExtra(em: EntityManager, id: number, fields: { name?: string; price?: string }) {
  const extra = await em.findOne(EquipmentAdditionalEntity, { id });
  if (!extra) throw new NotFound('Nie znaleziono pozycji');
  em.assign(extra, sentFields(fields));
  await em.flush();
  return toExtraDto(extra);
}

export async function deleteExtra(em: EntityManager, id: number) {
  const extra = await em.findOne(EquipmentAdditionalEntity, { id });
  if (!extra) throw new NotFound('Nie znaleziono pozycji');
  await em.remove(extra).flush();
}

// ---- service costs and items (D8: the worker-hours item first and in step) ----

/** The interval field the category calls for: motohours for generators and masts, km for vehicles, else months. */
function intervalField(categoryName: string) {
  const basis = costRulesForCategory(categoryName).serviceIntervalBasis;
  return basis === 'motohours'
    ? 'serviceIntervalMotohours'
    : basis === 'kilometers'
      ? 'serviceIntervalKm'
      : 'serviceIntervalMonths';
}

export async function saveServiceCosts(
  em: EntityManager,
  equipmentId: number,
  input: {
    serviceIntervalMonths?: number | null;
    serviceIntervalKm?: number | null;
    serviceIntervalMotohours?: number | null;
    workerHours: string;
    workerCostPerHour: string;
  },
) {
  const hoursCost = serviceHoursItemCost(input.workerHours, input.workerCostPerHour);
  // The worker-hours item is stored as money (numeric(12,2)).
  if (!fitsDecimalColumn(toDecimal(hoursCost)))
    throw new Invalid({ workerCostPerHour: catalogueMessages.serviceHoursTooLarge });
  await em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, equipmentId);
    const field = intervalField(equipment.category.name);
    const interval = input[field] ?? null;
    let costs = await tx.findOne(EquipmentServiceCostEntity, { equipment: equipmentId });
    costs ??= tx.create(EquipmentServiceCostEntity, { equipment });
    tx.assign(costs, {
      serviceIntervalMonths: field === 'serviceIntervalMonths' ? interval : null,
      serviceIntervalKm: field === 'serviceIntervalKm' ? interval : null,
      serviceIntervalMotohours: field === 'serviceIntervalMotohours' ? interval : null,
      workerHours: input.workerHours,
      workerCostPerHour: input.workerCostPerHour,
    });
    const hoursItem = await tx.findOne(EquipmentServiceItemEntity, {
      equipment: equipmentId,
      itemName: SERVICE_HOURS_ITEM_NAME,
    });
    if (hoursItem) hoursItem.itemCost = hoursCost;
    else
      tx.create(EquipmentServiceItemEntity, {
        equipment,
        itemName: SERVICE_HOURS_ITEM_NAME,
        itemCost: hoursCost,
        sortOrder: 0,
      });
    await tx.flush();
  });
  return getServiceCosts(em.fork(), equipmentId);
}

const toItemDto = (i: {
  id: number;
  equipment: { id: number };
  itemName: string;
  itemCost: string;
  sortOrder: number;
}): ServiceItem => ({
  id: i.id,
  equipmentId: ownerOf(i),
  itemName: i.itemName,
  itemCost: i.itemCost,
  sortOrder: i.sortOrder,
});

export async function createServiceItem(
  em: EntityManager,
  equipmentId: number,
  fields: { itemName: string; itemCost: string; sortOrder?: number },
) {
  return em.transactional(async (tx) => {
    const equipment = await requireEquipment(tx, equipmentId);
    await tx
      .getConnection()
      .execute(
        'select id from equipment where id = ? for update',
        [equipmentId],
        'all',
        tx.getTransactionContext(),
      );
    if (fields.itemName === SERVICE_HOURS_ITEM_NAME)
      throw new Invalid({ itemName: catalogueMessages.serviceHoursLocked });
    const items = await tx.find(EquipmentServiceItemEntity, { equipment: equipmentId });
    if (items.length >= MAX_PER_LIST) throw new Conflict(catalogueMessages.serviceItemsLimit);
    const sortOrder = fields.sortOrder ?? Math.max(0, ...items.map((i) => i.sortOrder)) + 1;
    const item = tx.create(EquipmentServiceItemEntity, {
      equipment,
      itemName: fields.itemName,
      itemCost: fields.itemCost,
      sortOrder: Math.max(1, sortOrder),
    });
    await tx.flush();
    return toItemDto(item);
  });
}

async function editableItem(em: EntityManager, id: number) {
  const item = await em.findOne(EquipmentServiceItemEntity, { id });
  if (!item) throw new NotFound('Nie znaleziono elementu serwisu');
  if (item.itemName === SERVICE_HOURS_ITEM_NAME) throw new Conflict(catalogueMessages.serviceHoursLocked);
  return item;
}

export async function patchServiceItem(
  em: EntityManager,
  id: number,
  fields: { itemName?: string; itemCost?: string },
) {
  const item = await editableItem(em, id);
  if (fields.itemName === SERVICE_HOURS_ITEM_NAME)
    throw new Invalid({ itemName: catalogueMessages.serviceHoursLocked });
  em.assign(item, sentFields(fields));
  await em.flush();
  return toItemDto(item);
}

export async function deleteServiceItem(em: EntityManager, id: number) {
  await em.remove(await editableItem(em, id)).flush();
}
