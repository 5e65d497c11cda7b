import type { EntityManager } from '@mikro-orm/postgresql';
import {
  type assessmentCreatedSchema,
  type assessmentResponseInputSchema,
  baseTier,
  type PublicEquipment,
  type PublicPreview,
  type PublicQuoteCreated,
  type publicQuoteInputSchema,
  type publicQuotePreviewSchema,
  QUOTE_NOTES_LIMIT,
  quoteInputSchema,
  quotePreviewSchema,
} from '@ppp/domain';
import type { z } from 'zod';
import type { KeySource } from '../api-keys/entities.ts';
import { createResponse } from '../assessments/responses-service.ts';
import { listEquipment } from '../catalogue/service.ts';
import type { ClientRow } from '../clients/entities.ts';
import { sameClientOf } from '../clients/service.ts';
import { equipmentQuotes } from '../equipment-quotes/kind.ts';
import { previewQuote } from '../equipment-quotes/service.ts';
import { notify } from '../notifications/notify.ts';
import { createQuote } from '../quote-lifecycle/kind-service.ts';
import { confirmEnquiry, type EnquiryMailing } from './confirmation.ts';
import { holdDailyLimit } from './daily-limit.ts';
import type { AnswerInTransaction } from './idempotency.ts';

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
 * A guest equipment quote (D9, D16): no creator, status draft, the key's name as its source and the
 * key itself (D22), within the key's daily limit (D16). A client the address book already holds (by
 * its NIP, or without one by its company and e-mail: sameClientOf) is joined (a visitor learns
 * nothing of it; what they typed that the card does not say heads the quote's notes); otherwise the
 * client is created with the quote. The e-mail the visitor typed (never the
 * address book's) gets the confirmation, written with the quote.
 */
export async function createGuestQuote(
  em: EntityManager,
  key: KeySource,
  body: z.output<typeof publicQuoteInputSchema>,
  mailing: EnquiryMailing,
  answered: AnswerInTransaction,
): Promise<PublicQuoteCreated> {
  const known = await sameClientOf(em, body.client);
  const typed = known && typedContactNote(body.client, known);
  const staffBody = quoteInputSchema.parse({
    ...(known ? { clientId: known.id } : { client: body.client }),
    items: body.items,
    notes: typed ? [typed, body.notes].filter(Boolean).join('\n\n').slice(0, QUOTE_NOTES_LIMIT) : body.notes,
    startsOn: body.startsOn ?? null,
  });
  let created: PublicQuoteCreated | undefined;
  await createQuote(em, null, equipmentQuotes, staffBody, {
    source: key,
    alsoWrite: async (tx, row) => {
      created = {
        id: row.id,
        quoteNumber: row.quoteNumber,
        totalNet: row.totalNet,
        totalGross: row.totalGross,
      };
      await answered(tx, 201, created);
      await holdDailyLimit(tx, key);
      await confirmEnquiry(
        tx,
        { email: body.client.email, number: row.quoteNumber, createdAt: row.createdAt, quoteId: row.id },
        mailing,
      );
      await notify(tx, 'webEnquiry', { kind: equipmentQuotes.entry, quoteId: row.id });
    },
  });
  return created!;
}

type TypedClient = z.output<typeof publicQuoteInputSchema>['client'];

/**
 * What an enquirer typed that the address book's client of their NIP does not hold (the client's card
 * stays as staff keep it: a visitor never changes it): kept at the top of the quote's notes, so staff
 * see who asked and how to reach them. None when everything typed is what the card says.
 */
function typedContactNote(typed: TypedClient, known: ClientRow): string | null {
  const fields: [string, string | null | undefined, string | null | undefined][] = [
    ['firma', typed.companyName, known.companyName],
    ['osoba kontaktowa', typed.contactPerson, known.contactPerson],
    ['e-mail', typed.email, known.email],
    ['telefon', typed.phone, known.phone],
    ['adres', typed.address, known.address],
  ];
  const differing = fields
    .filter(([, value, held]) => value && value.trim().toLowerCase() !== (held ?? '').trim().toLowerCase())
    .map(([label, value]) => `${label}: ${value}`);
  return differing.length > 0 ? `Dane podane w zapytaniu: ${differing.join('; ')}` : null;
}

/**
 * A guest needs assessment (D12, D16): no author, the key's name and the key (D22); the client card's
 * e-mail gets the confirmation, written with it.
 */
export async function createGuestAssessment(
  em: EntityManager,
  key: KeySource,
  fields: z.output<typeof assessmentResponseInputSchema>,
  mailing: EnquiryMailing,
  answered: AnswerInTransaction,
): Promise<z.output<typeof assessmentCreatedSchema>> {
  const answer = (row: { id: number; responseNumber: string }) => ({
    id: row.id,
    responseNumber: row.responseNumber,
  });
  const created = await createResponse(em, fields, { userId: null, source: key }, async (tx, row) => {
    await answered(tx, 201, answer(row));
    await holdDailyLimit(tx, key);
    await confirmEnquiry(
      tx,
      { email: fields.clientEmail, number: row.responseNumber, createdAt: row.createdAt },
      mailing,
    );
    await notify(tx, 'webEnquiry', { assessmentId: row.id });
  });
  return answer(created);
}
