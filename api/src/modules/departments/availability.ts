import type { Department } from '@ppp/domain';
import { plainEntities } from '../../db/plain-entities.ts';
import { holdingsOfItems } from '../quote-lifecycle/availability.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { DepartmentQuoteItemEntity, type DepartmentQuoteItemRow } from './entities.ts';

/** D21: an electrical or general quote's items hold units of the area's own catalogue. */
export const departmentAvailability = (department: Department): KindAvailability => ({
  catalogue: department,
  holdingsOf: async (em, quoteId) =>
    holdingsOfItems(
      await plainEntities<DepartmentQuoteItemRow>(
        em,
        DepartmentQuoteItemEntity,
        't.quote_id = ?',
        [quoteId],
        't.position, t.id',
      ),
    ),
  stock: { table: 'department_equipment', units: 'available_quantity', department },
});
