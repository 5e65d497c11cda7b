import type { EntityManager } from '@mikro-orm/postgresql';
import { quoteDateMessages, quoteKindEntries, quoteTotals } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Invalid, NotFound } from '../../http/errors.ts';
import { refreshHoldings } from '../quote-lifecycle/availability.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import { openDetailQuote, quoteToEdit } from '../quote-lifecycle/lifecycle.ts';
import { keepOutgoingVersion, recordSavedVersion } from '../quote-lifecycle/versions.ts';
import { equipmentAvailability } from './availability.ts';
import { QuoteItemEntity, type QuoteItemRow } from './entities.ts';
import { checkQuoteTotals, loadPricingContext, priceItems, type ValidItem } from './pricing.ts';
import { detail, methodOf, writeItems } from './service.ts';

// The per-item calls of spec-1 §7 (POST /api/quote-items, DELETE /api/quote-items/{id}), each one
// transaction with the quote's totals. The UI edits through the atomic PUT instead (D5).

/**
 * POST /api/quote-items: one item added to an open quote, transactional with its totals. Answers the
 * new item (D6: a create answers the new resource) with the quote it now belongs to under `quote`.
 */
export async function addItem(
  em: EntityManager,
  user: SessionUser,
  quoteId: number,
  {
    rentalPeriodDays,
    ...fields
  }: Omit<ValidItem, 'rentalPeriodDays'> & {
    equipmentId: number;
    rentalPeriodDays?: number | null;
  },
) {
  const quote = await mutateItems(em, user, quoteId, async (tx, quote, existing) => {
    // D21: without its own period the item takes the quote's.
    const days = rentalPeriodDays ?? quote.rentalDays;
    if (days == null) throw new Invalid({ rentalPeriodDays: quoteDateMessages.itemPeriod });
    const item = { ...fields, rentalPeriodDays: days };
    const onQuote = existing.map((i) => ({
      ...i,
      equipmentId: i.equipment?.id,
    }));
    const sameEquipment = onQuote
      .filter((i) => i.equipmentId === item.equipmentId)
      .reduce((sum, i) => sum + i.quantity, 0);
    const schemaId = quote.pricingSchema?.id ?? null;
    const { schema, catalogue } = await loadPricingContext(tx, [item.equipmentId], schemaId);
    const entry = catalogue.get(item.equipmentId);
    if (entry) entry.availableQuantity -= sameEquipment;
    const [priced] = asOneItem(() =>
      priceItems(
        [item],
        catalogue,
        methodOf(schema),
        new Set(onQuote.map((i) => i.equipmentId!).filter(Boolean)),
      ),
    );
    priced.position = existing.length;
    writeItems(tx, quote, [priced]);
    return [...existing.map((i) => i.totalPrice), priced.totalPrice];
  });
  // Items are in position order; the new one is the last.
  return { ...quote.items[quote.items.length - 1], quote };
}

/**
 * The pricing of a quote's items, for the one item this call sends: its fields' messages under their
 * own names ('quantity'), as the body has them, not under the quote's `items.0.`.
 */
function asOneItem<T>(price: () => T): T {
  try {
    return price();
  } catch (error) {
    if (!(error instanceof Invalid) || !error.errors) throw error;
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, message]) => [field.replace(/^items\.0\./, ''), message]),
    );
    throw new Invalid(errors, error.message);
  }
}

export async function deleteItem(em: EntityManager, user: SessionUser, itemId: number) {
  const item = await em.findOne(QuoteItemEntity, { id: itemId });
  if (!item) throw new NotFound('Nie znaleziono pozycji');
  const quoteId = item.quote.id;
  await mutateItems(em, user, quoteId, async (tx, _quote, existing) => {
    const target = existing.find((i) => i.id === itemId);
    if (!target) throw new NotFound('Nie znaleziono pozycji');
    // The last item may go: spec-1 §7's edit flow deletes every old item before adding the new ones.
    // (The form keeps at least one, spec-1 §5; the atomic PUT requires one.)
    tx.remove(target);
    return existing.filter((i) => i.id !== itemId).map((i) => i.totalPrice);
  });
}

async function mutateItems(
  em: EntityManager,
  user: SessionUser,
  quoteId: number,
  change: (tx: EntityManager, quote: QuoteRow, existing: QuoteItemRow[]) => Promise<string[]>,
) {
  // D23: each item call is a saved change of the content, a new version like the atomic PUT's.
  const kind = { entry: quoteKindEntries.equipment, detail };
  await em.transactional(async (tx) => {
    const quote = await quoteToEdit(tx, user, quoteKindEntries.equipment, quoteId);
    await keepOutgoingVersion(tx, kind, quote);
    const existing = await tx.find(
      QuoteItemEntity,
      { quote: quoteId },
      { orderBy: { position: 'asc', id: 'asc' } },
    );
    const totals = checkQuoteTotals(quoteTotals(await change(tx, quote, existing), quote.vatRate));
    tx.assign(quote, {
      totalNet: totals.totalNet,
      totalGross: totals.totalGross,
      version: quote.version + 1,
      updatedAt: new Date(),
    });
    await tx.flush();
    // D21: what the quote holds follows its items.
    await refreshHoldings(tx, equipmentAvailability, quote);
    await recordSavedVersion(tx, kind, quote, 'edited', user.id);
  });
  const fresh = em.fork();
  return detail(fresh, await openDetailQuote(fresh, user, quoteKindEntries.equipment, quoteId));
}
