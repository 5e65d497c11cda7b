import type { Department } from '@ppp/domain';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { DepartmentEquipmentEntity, DepartmentQuoteItemEntity } from './entities.ts';

/** D21: an electrical or general quote's items hold units of the area's own catalogue. */
export const departmentAvailability = (department: Department): KindAvailability => ({
  catalogue: department,
  async holdingsOf(em, quoteId) {
    const items = await em.find(
      DepartmentQuoteItemEntity,
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
    const rows = await em.find(DepartmentEquipmentEntity, { id: { $in: [...ids] }, department });
    return new Map(rows.map((row) => [row.id, { name: row.name, availableQuantity: row.availableQuantity }]));
  },
});
