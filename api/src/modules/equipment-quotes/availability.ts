import { EquipmentEntity } from '../catalogue/entities.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { QuoteItemEntity } from './entities.ts';

/** D21: an equipment quote's items hold units of the equipment catalogue for their periods. */
export const equipmentAvailability: KindAvailability = {
  catalogue: 'equipment',
  async holdingsOf(em, quoteId) {
    const items = await em.find(
      QuoteItemEntity,
      { quote: quoteId },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    return items.flatMap((item, itemIndex) =>
      item.equipment
        ? [{ itemIndex, equipmentId: item.equipment.id, units: item.quantity, days: item.rentalPeriodDays }]
        : [],
    );
  },
  async stockOf(em, ids) {
    const rows = await em.find(EquipmentEntity, { id: { $in: [...ids] } });
    return new Map(rows.map((row) => [row.id, { name: row.name, availableQuantity: row.availableQuantity }]));
  },
};
