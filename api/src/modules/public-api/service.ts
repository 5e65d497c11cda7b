import type { EntityManager } from '@mikro-orm/postgresql';
import {
  baseTier,
  type PublicEquipment,
  type PublicPreview,
  type PublicQuoteCreated,
  type publicQuoteInputSchema,
  type publicQuotePreviewSchema,
  quoteInputSchema,
  quotePreviewSchema,
} from '@ppp/domain';
import type { z } from 'zod';
import { listEquipment } from '../catalogue/service.ts';
import { ClientEntity } from '../clients/entities.ts';
import { equipmentQuotes } from '../equipment-quotes/kind.ts';
import { previewQuote } from '../equipment-quotes/service.ts';
import { createQuote } from '../quote-lifecycle/kind-service.ts';

// The public API's answers (D9, D16), built on the staff services so a guest quote is priced and
// numbered exactly like a staff one.

/** Active equipment with its category, base price and availability; never internal costs. */
export async function publicEquipment(em: EntityManager): Promise<PublicEquipment[]> {
  return (await listEquipment(em, true)).map((equipment) => ({
    id: equipment.id,
    name: equipment.name,
    model: equipment.model ?? null,
    power: equipment.power ?? null,
    category: { id: equipment.category.id, name: equipment.category.name },
    basePricePerDay: baseTier(equipment.pricing)?.pricePerDay ?? null,
    availableQuantity: equipment.availableQuantity,
  }));
}

/** The staff preview of the same items (D16: priced like the staff preview). */
export async function publicPreview(
  em: EntityManager,
  body: z.output<typeof publicQuotePreviewSchema>,
): Promise<PublicPreview> {
  const preview = await previewQuote(em, quotePreviewSchema.parse({ items: body.items }));
  return {
    items: preview.items.map((item) => ({
      equipmentId: item.equipmentId as number,
      name: item.equipment.name,
      quantity: item.quantity,
      rentalPeriodDays: item.rentalPeriodDays,
      totalPrice: item.totalPrice,
    })),
    totalNet: preview.totalNet,
    vatRate: preview.vatRate,
    vatAmount: preview.vatAmount,
    totalGross: preview.totalGross,
    currency: preview.currency,
  };
}

/**
 * A guest equipment quote (D9, D16): no creator, status draft, the key's name as its source. A NIP
 * the address book already holds joins that client (a visitor learns nothing of it); otherwise the
 * client is created with the quote.
 */
export async function createGuestQuote(
  em: EntityManager,
  keyName: string,
  body: z.output<typeof publicQuoteInputSchema>,
): Promise<PublicQuoteCreated> {
  const known = body.client.nip ? await em.findOne(ClientEntity, { nip: body.client.nip }) : null;
  const staffBody = quoteInputSchema.parse({
    ...(known ? { clientId: known.id } : { client: body.client }),
    items: body.items,
    notes: body.notes,
    startsOn: body.startsOn ?? null,
  });
  const quote = await createQuote(em, null, equipmentQuotes, staffBody, keyName);
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    totalNet: quote.totalNet,
    totalGross: quote.totalGross,
  };
}
