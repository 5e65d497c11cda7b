import { holdingsOfItems } from '../quote-lifecycle/availability.ts';
import type { KindAvailability } from '../quote-lifecycle/registry.ts';
import { TransportQuoteDetailEntity } from './entities.ts';
import { linesOf } from './quotes-service.ts';

/**
 * D21: a transport quote's vehicle lines hold the fleet: each takes one unit of its vehicle for the
 * trip's days from the quote's start (`itemIndex` its index in `vehicles`); a return line takes
 * nothing more. A vehicle's `quantity` is its available units.
 */
export const transportAvailability: KindAvailability = {
  catalogue: 'transport',
  holdingsOf: async (em, quoteId) => {
    // Inside the save's transaction, on its one connection: one statement after the other.
    const route = await em.findOne(TransportQuoteDetailEntity, { quote: quoteId });
    const lines = await linesOf(em, quoteId);
    if (!route) return [];
    return holdingsOfItems(
      lines
        .filter((line) => !line.isReturn)
        .map((line) => ({ quantity: 1, rentalPeriodDays: route.tripDays, equipment: line.vehicle })),
    );
  },
  stock: { table: 'transport_vehicle', units: 'quantity' },
};
