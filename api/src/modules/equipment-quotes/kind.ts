import type { EntityManager } from '@mikro-orm/postgresql';
import { type QuoteDetail, quoteInputSchema, quoteKindEntries } from '@ppp/domain';
import { Conflict } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { equipmentPrintable, renderQuotePrint } from '../../print/quote.ts';
import { listEquipment } from '../catalogue/service.ts';
import { duplicateMessages } from '../quote-lifecycle/kind-service.ts';
import { defineQuoteKind } from '../quote-lifecycle/registry.ts';
import { equipmentAvailability } from './availability.ts';
import { equipmentOwnRoutes } from './routes.ts';
import { detail, listQuotes, priceEdit, priceNew } from './service.ts';

/** Item fields a saved equipment item answers that are not part of a request. */
const answerOnly = new Set(['id', 'position', 'equipment', 'extras', 'notes']);

/** D17: a copy keeps the client, schema, notes and the items whose equipment is still offered. */
async function duplicate(em: EntityManager, saved: QuoteDetail) {
  const active = new Set((await listEquipment(em, true)).map((entry) => entry.id));
  const kept = saved.items.filter((item) => item.equipmentId !== null && active.has(item.equipmentId));
  if (kept.length === 0) throw new Conflict(duplicateMessages.nothingLeft);
  const body = parse(quoteInputSchema, {
    clientId: saved.clientId,
    pricingSchemaId: saved.pricingSchemaId,
    notes: saved.notes,
    items: kept.map((item) => ({
      ...Object.fromEntries(
        Object.entries(item).filter(([key, value]) => !answerOnly.has(key) && value !== null),
      ),
      notes: item.notes,
    })),
  });
  return {
    body,
    skipped: saved.items.filter((item) => !kept.includes(item)).map((item) => item.equipment.name),
  };
}

/** Equipment quotes (spec-1): items priced by the equipment engine with a pricing schema (D4). */
export const equipmentQuotes = defineQuoteKind({
  entry: quoteKindEntries.equipment,
  priceNew,
  priceEdit,
  detail,
  list: listQuotes,
  print: renderQuotePrint,
  printable: equipmentPrintable,
  duplicate,
  ownRoutes: equipmentOwnRoutes,
  availability: equipmentAvailability,
});
