import { plainEntities } from '../../db/plain-entities.ts';
import { holdingsOfItems } from '../quote-lifecycle/availability.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { QuoteItemEntity, type QuoteItemRow } from './entities.ts';

/** D21: an equipment quote's items hold units of the equipment catalogue for their periods. */
export const equipmentAvailability: KindAvailability = {
  catalogue: 'equipment',
  holdingsOf: async (em, quoteId) =>
    holdingsOfItems(
      await plainEntities<QuoteItemRow>(em, QuoteItemEntity, 't.quote_id = ?', [quoteId], 't.position, t.id'),
    ),
  stock: { table: 'equipment', units: 'available_quantity' },
};
