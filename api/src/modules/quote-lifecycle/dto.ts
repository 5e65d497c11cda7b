import { clientActorLabel, type QuoteStatus, quoteTotals } from '@ppp/domain';
import { clientContact } from '../clients/service.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';

type Person =
  | { id: number; firstName?: string | null; lastName?: string | null; email?: string | null }
  | null
  | undefined;

export const toPerson = (user: Person) =>
  user
    ? {
        id: user.id,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email ?? null,
      }
    : null;

/** A quote row with the relations the lifecycle populates. */
export type LoadedQuote = QuoteRow & {
  client: {
    id: number;
    companyName?: string | null;
    nip?: string | null;
    contactPerson?: string | null;
    phone?: string | null;
    email?: string | null;
    address?: string | null;
  };
  createdBy?: Person;
  pricingSchema?: { id: number; name: string; calculationMethod: string } | null;
  /** Read with the row by the lists (gross − net of the stored totals); otherwise computed. */
  vatAmount?: string;
};

export type HistoryRow = {
  fromStatus: string;
  toStatus: string;
  changedAt: Date;
  changedBy?: Person;
  actorName?: string | null;
  comment?: string | null;
};

/** What every kind's detail shows beside its figures: the status history and the share link (D3, D17). */
export interface QuoteTrail {
  history: HistoryRow[];
  share: { expiresAt: Date } | null;
}
/** Lists carry neither. */
export const noTrail: QuoteTrail = { history: [], share: null };

/**
 * What every kind's detail answer shares (D18): number, status, dates, author or guest source, the
 * client (as snapshotted while locked, D3), VAT and totals, notes and the status history.
 */
export function quoteHeaderDto(quote: LoadedQuote, { history, share }: QuoteTrail) {
  const stored = quote.client;
  const snapshot = quote.clientSnapshot as Record<string, string | null> | null | undefined;
  // A locked quote shows the client as it was at approval (D3).
  const client = { id: stored.id, ...clientContact(snapshot ?? stored) };
  const vatAmount = quote.vatAmount ?? quoteTotals([quote.totalNet], quote.vatRate).vatAmount;
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    status: quote.status as QuoteStatus,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    createdBy: toPerson(quote.createdBy),
    isGuest: !quote.createdBy,
    source: quote.source ?? null,
    clientId: stored.id,
    client,
    vatRate: quote.vatRate,
    currency: quote.currency,
    totalNet: quote.totalNet,
    vatAmount,
    totalGross: quote.totalGross,
    notes: quote.notes ?? null,
    history: [...history]
      .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      .map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        changedAt: h.changedAt.toISOString(),
        changedBy: toPerson(h.changedBy),
        actorName: h.actorName ? clientActorLabel(h.actorName) : null,
        comment: h.comment ?? null,
      })),
    share: share ? { expiresAt: share.expiresAt.toISOString() } : null,
  };
}
