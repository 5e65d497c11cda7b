import { holdingsOfItems, stockOfTable } from '../quote-lifecycle/availability.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { QuoteItemEntity } from './entities.ts';

/** D21: an equipment quote's items hold units of the equipment catalogue for their periods. */
export const equipmentAvailability: KindAvailability = {
  catalogue: 'equipment',
  holdingsOf: async (em, quoteId) =>
    holdingsOfItems(
      await em.find(QuoteItemEntity, { quote: quoteId }, { orderBy: { position: 'asc', id: 'asc' } }),
    ),
  stockOf: stockOfTable('equipment', 'available_quantity'),
};
