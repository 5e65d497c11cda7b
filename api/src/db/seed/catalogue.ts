import type { EntityManager } from '@mikro-orm/postgresql';
import { SERVICE_HOURS_ITEM_NAME, toMoney } from '@ppp/domain';
import {
  EquipmentAdditionalEntity,
  EquipmentCategoryEntity,
  EquipmentEntity,
  EquipmentPricingEntity,
  EquipmentServiceCostEntity,
  EquipmentServiceItemEntity,
  PricingSchemaEntity,
  PricingSettingsEntity,
} from '../../modules/catalogue/entities.ts';
import { demoCatalogue } from './catalogue-data.ts';

// Discounts of the demo tiers against the base price, per period (1–2, 3–7, 8–18, 19–29, 30+).
const tierDiscounts: [number, number | null, number][] = [
  [1, 2, 0],
  [3, 7, 10],
  [8, 18, 20],
  [19, 29, 30],
  [30, null, 40],
];

/** D10: the main catalogue, two schemas and the pricing settings, only into an empty catalogue. */
export async function seedMainCatalogue(em: EntityManager) {
  if ((await em.count(PricingSchemaEntity)) === 0) {
    em.create(PricingSchemaEntity, {
      name: 'Standardowy',
      description: 'Cena całego okresu według progu długości wynajmu',
      calculationMethod: 'first_day',
      isDefault: true,
      isActive: true,
    } as never);
    em.create(PricingSchemaEntity, {
      name: 'Progresywny',
      description: 'Każdy dzień według progu, do którego należy',
      calculationMethod: 'progressive',
      isDefault: false,
      isActive: true,
    } as never);
  }
  if (!(await em.findOne(PricingSettingsEntity, { id: 1 })))
    em.create(PricingSettingsEntity, { id: 1, vatRate: '23.00', currency: 'PLN' } as never);
  if ((await em.count(EquipmentCategoryEntity)) > 0) return em.flush();

  for (const [categoryName, group] of Object.entries(demoCatalogue)) {
    const category = em.create(EquipmentCategoryEntity, {
      name: categoryName,
      description: group.description,
    } as never);
    for (const item of group.items) {
      const equipment = em.create(EquipmentEntity, {
        name: item.name,
        model: item.model,
        power: item.power ?? null,
        description: item.description,
        quantity: item.quantity,
        availableQuantity: item.quantity,
        category,
        fuelConsumption75: item.fuel75 ?? null,
        dimensions: item.dimensions ?? null,
        weight: item.weight ?? null,
        engine: item.engine ?? null,
        alternator: item.alternator ?? null,
        fuelTankCapacity: item.tank ?? null,
        isActive: true,
      } as never);
      for (const [periodStart, periodEnd, discount] of tierDiscounts) {
        em.create(EquipmentPricingEntity, {
          equipment,
          periodStart,
          periodEnd,
          pricePerDay: toMoney(item.basePrice * (1 - discount / 100)),
          discountPercent: toMoney(discount),
        } as never);
      }
      (item.extras ?? []).forEach(([type, name, price], position) => {
        em.create(EquipmentAdditionalEntity, {
          equipment,
          type,
          name,
          price: toMoney(price),
          position: position + 1,
        } as never);
      });
      em.create(EquipmentServiceCostEntity, {
        equipment,
        serviceIntervalMotohours: group.interval === 'motohours' ? 500 : null,
        serviceIntervalKm: group.interval === 'km' ? 15000 : null,
        serviceIntervalMonths: group.interval === 'months' ? 12 : null,
        workerHours: '2.00',
        workerCostPerHour: '100.00',
      } as never);
      // D8: the worker-hours item first (2 h × 100 zł), then at most three more.
      em.create(EquipmentServiceItemEntity, {
        equipment,
        itemName: SERVICE_HOURS_ITEM_NAME,
        itemCost: '200.00',
        sortOrder: 0,
      } as never);
      (item.service ?? []).slice(0, 3).forEach(([itemName, cost], index) => {
        em.create(EquipmentServiceItemEntity, {
          equipment,
          itemName,
          itemCost: toMoney(cost),
          sortOrder: index + 1,
        } as never);
      });
    }
  }
  await em.flush();
}
