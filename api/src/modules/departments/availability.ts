import type { Department } from '@ppp/domain';
import { holdingsOfItems, stockOfTable } from '../quote-lifecycle/availability.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { DepartmentQuoteItemEntity } from './entities.ts';

/** D21: an electrical or general quote's items hold units of the area's own catalogue. */
export const departmentAvailability = (department: Department): KindAvailability => ({
  catalogue: department,
  holdingsOf: async (em, quoteId) =>
    holdingsOfItems(
      await em.find(
        DepartmentQuoteItemEntity,
        { quote: quoteId },
        { orderBy: { position: 'asc', id: 'asc' } },
      ),
    ),
  stockOf: stockOfTable('department_equipment', 'available_quantity', department),
});
