import { clientActorLabel, type PricingMethod, quoteTotals } from '@ppp/domain';
import { type ClientContactSource, clientContact } from '../clients/service.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';

type Person =
  | { id: number; firstName?: string | null; lastName?: string | null; email?: string | null }
  | null
  | undefined;

const toPerson = (user: Person) =>
  user
    ? {
        id: user.id,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email ?? null,
      }
    : null;

/**
 * What every kind's header reads of a quote: the entity with the relations the lifecycle populates,
 * or a list page's plain row (loadedQuoteFromRow).
 */
export type LoadedQuote = Pick<
  QuoteRow,
  | 'id'
  | 'quoteNumber'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
  | 'totalNet'
  | 'totalGross'
  | 'vatRate'
  | 'currency'
  | 'notes'
  | 'startsOn'
  | 'rentalDays'
  | 'version'
  | 'source'
  | 'clientSnapshot'
> & {
  /** D25: `erasedAt` once the client's personal data was erased. */
  client: { id: number; erasedAt?: Date | null } & ClientContactSource;
  createdBy?: Person;
  /** D22: the needs assessment the quote was made from (a reference: only its id is read). */
  assessment?: { id: number } | null;
  /** D22: the API key a guest quote came in with (a reference: only its id is read). */
  apiKey?: { id: number } | null;
  /** Read with the row by the lists (gross − net of the stored totals); otherwise computed. */
  vatAmount?: string;
};

/**
 * What a detail answer reads of a quote (lifecycle's readDetailQuote): its header, for a kind that
 * has them its pricing schema, and its trail.
 */
export type DetailQuote = LoadedQuote & {
  pricingSchema?: { id: number; name: string; calculationMethod: PricingMethod } | null;
  trail: QuoteTrail;
};

export type HistoryRow = {
  fromStatus: string;
  toStatus: string;
  changedAt: Date;
  changedBy?: Person;
  actorName?: string | null;
  comment?: string | null;
  /** D23: the version of the quote the change concerns. */
  version: number;
};

/**
 * What every kind's detail shows beside its figures: the status history, the share link and the
 * offer's validity (D3, D17, D23).
 */
export interface QuoteTrail {
  history: HistoryRow[];
  share: { expiresAt: Date } | null;
  /** D23: the day the current version is valid to, and whether it is kept (sent) or moves with today. */
  validity: { validUntil: string; fixed: boolean } | null;
}
/** Lists carry none of them. */
export const noTrail: QuoteTrail = { history: [], share: null, validity: null };

/**
 * A kind's answer: the shared header (quoteHeaderDto) with the kind's own fields added onto it.
 * Added, not spread into a new literal: V8 makes a spread of this many properties a slow dictionary
 * object (about 25 µs of CPU a quote here, over a millisecond for a list page of 50), which
 * JSON.stringify then writes slower too.
 */
export const quoteAnswer = <Header extends object, Own extends object>(
  header: Header,
  own: Own,
): Header & Own => Object.assign(header, own);

/**
 * What every kind's detail answer shares (D18): number, status, dates, author or guest source, the
 * client (as snapshotted while locked, D3), VAT and totals, notes and the status history.
 */
export function quoteHeaderDto(quote: LoadedQuote, { history, share, validity }: QuoteTrail) {
  const stored = quote.client;
  // A locked quote shows the client as it was at approval (D3).
  const client = {
    id: stored.id,
    ...clientContact(quote.clientSnapshot ?? stored),
    erasedAt: stored.erasedAt ? new Date(stored.erasedAt).toISOString() : null,
  };
  const vatAmount = quote.vatAmount ?? quoteTotals([quote.totalNet], quote.vatRate).vatAmount;
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    createdBy: toPerson(quote.createdBy),
    isGuest: !quote.createdBy,
    source: quote.source ?? null,
    apiKeyId: quote.apiKey?.id ?? null,
    clientId: stored.id,
    client,
    vatRate: quote.vatRate,
    currency: quote.currency,
    totalNet: quote.totalNet,
    vatAmount,
    totalGross: quote.totalGross,
    notes: quote.notes ?? null,
    startsOn: quote.startsOn ?? null,
    rentalDays: quote.rentalDays ?? null,
    version: quote.version,
    validUntil: validity?.validUntil ?? null,
    validUntilFixed: validity?.fixed ?? false,
    history: [...history]
      .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      .map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        changedAt: h.changedAt.toISOString(),
        changedBy: toPerson(h.changedBy),
        actorName: h.actorName ? clientActorLabel(h.actorName) : null,
        comment: h.comment ?? null,
        version: h.version,
      })),
    share: share ? { expiresAt: share.expiresAt.toISOString() } : null,
    assessmentId: quote.assessment?.id ?? null,
  };
}
