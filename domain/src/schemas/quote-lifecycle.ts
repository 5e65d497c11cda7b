import { z } from 'zod';
import { todayInWarsaw } from '../dates/calendar.ts';
import type { QuoteKind } from '../permissions.ts';
import { clientInputSchema } from './clients.ts';
import { entityId, pageQuerySchema } from './common.ts';
import { recordSourceFilter } from './record-source.ts';

// What every quote kind shares (D3, D5, D18): statuses and their transitions, the lock, the
// version, the client of a request, notes limits, and the header of every kind's answer.

export const quoteStatuses = ['draft', 'pending', 'approved', 'rejected'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** D3 labels; an unknown value reads as draft. */
export const quoteStatusLabels: Record<QuoteStatus, string> = {
  draft: 'Wersja robocza',
  pending: 'Oczekująca',
  approved: 'Zatwierdzona',
  rejected: 'Odrzucona',
};
export const quoteStatusLabel = (status: string) =>
  Object.hasOwn(quoteStatusLabels, status)
    ? quoteStatusLabels[status as QuoteStatus]
    : quoteStatusLabels.draft;

/** Approved and rejected quotes are locked until reopened (D3). */
export const isLockedStatus = (status: string) => status === 'approved' || status === 'rejected';

/** D3 transitions, and whether each needs the approve capability. */
export const statusTransitions: Record<QuoteStatus, Partial<Record<QuoteStatus, 'edit' | 'approve'>>> = {
  draft: { pending: 'edit' },
  pending: { draft: 'edit', approved: 'approve', rejected: 'approve' },
  approved: { draft: 'approve' },
  rejected: { draft: 'approve' },
};

/** The statuses a quote may change to `to` from (statusTransitions read backwards). */
export const statusesLeadingTo = (to: QuoteStatus) =>
  (Object.keys(statusTransitions) as QuoteStatus[]).filter((from) => statusTransitions[from][to]);

export const quoteMessages = {
  /** spec-1 §5, verbatim. */
  atLeastOneItem: 'Dodaj przynajmniej jedną pozycję do wyceny',
  client: 'Wybierz klienta',
  locked: 'Wycena jest zatwierdzona lub odrzucona i nie można jej zmieniać. Najpierw otwórz ją ponownie.',
  transition: 'Ta zmiana statusu nie jest możliwa',
  notFound: 'Wycena nie znaleziona',
  /** An edit made on a version of the quote that is no longer the current one (If-Match). */
  changedMeanwhile:
    'Wycena została w międzyczasie zmieniona (przez innego użytkownika lub w innej karcie). Odśwież stronę, aby zobaczyć aktualną wersję.',
  /** spec-1 §6: the toast text of an equipment quote the user may not open (D1). */
  forbidden: 'Dostęp do wycen jest dostępny tylko dla pracowników i administratorów.',
  status: 'Nieprawidłowy status',
  quote: 'Wybierz wycenę',
  pricingSchema: 'Wybrany schemat cenowy nie istnieje lub jest nieaktywny',
  /** D22: the assessment a quote is made from. */
  assessment: 'Nieprawidłowe badanie potrzeb',
  assessmentMissing: 'Badanie potrzeb nie istnieje',
  /** A staff create's Idempotency-Key: the form's own UUID. */
  createKey: 'Nieprawidłowy nagłówek Idempotency-Key (oczekiwano UUID)',
} as const;

/** A staff create's `Idempotency-Key` header: the form's UUID (newRequestKey), kept lower-case. */
export const createKeySchema = z
  .uuid({ error: quoteMessages.createKey })
  .transform((key) => key.toLowerCase());

/**
 * The notice on a locked quote (D3), naming its state: how to reopen it for those who may (the
 * approvers), and who may for everybody else. Null for a quote that is not locked.
 */
export function lockNotice(status: string, mayReopen: boolean): string | null {
  if (!isLockedStatus(status)) return null;
  const state = status === 'approved' ? 'zatwierdzona' : 'odrzucona';
  const next = mayReopen
    ? 'Najpierw otwórz ją ponownie.'
    : 'Ponowne otwarcie wymaga uprawnień do zatwierdzania wycen.';
  return `Wycena jest ${state} i nie można jej zmieniać. ${next}`;
}

/** D19: what a user writes on an item, and on a quote. */
export const ITEM_NOTES_LIMIT = 2000;
export const QUOTE_NOTES_LIMIT = 5000;
/** D23: the items of a quote of any kind, at most (raised from 100). */
export const QUOTE_ITEMS_LIMIT = 500;
export const quoteItemsLimitMessage = `Wycena może mieć najwyżej ${QUOTE_ITEMS_LIMIT} pozycji`;
export const itemNotesMessage = `Uwagi do pozycji mogą mieć najwyżej ${ITEM_NOTES_LIMIT} znaków`;

/**
 * The version of a saved quote as an HTTP entity tag: its last modification time. The detail answer
 * carries it as `ETag`; an edit may send it back as `If-Match` and is refused (412) when the quote
 * changed meanwhile, in another tab or by another user.
 */
export const quoteVersion = (updatedAt: string) => `"${updatedAt}"`;

/**
 * The client of a quote of any kind (D14, D18): an address-book client by `clientId`, or `client`
 * fields from which a new address-book client is created with the quote. `clientId` wins when both come.
 */
export const quoteClientFields = {
  clientId: entityId(quoteMessages.client).optional(),
  client: clientInputSchema.optional(),
};

/**
 * D22: a create body of every kind may name the needs assessment the quote is made from; null is
 * none, as a quote's answer says it (so an answer sent back as it came is a valid body).
 */
export const quoteAssessmentFields = {
  assessmentId: entityId(quoteMessages.assessment)
    .nullish()
    .transform((id) => id ?? undefined)
    .optional(),
};

/** A quote names its client one way or the other. */
export const hasQuoteClient = (quote: { clientId?: unknown; client?: unknown }) =>
  quote.clientId !== undefined || quote.client !== undefined;

/** Neither `clientId` nor `client`: 'Wybierz klienta' on `clientId`, beside the other fields' messages. */
export const quoteClientRequired = {
  path: ['clientId'],
  error: quoteMessages.client,
  when: ({ value }: { value: unknown }) => typeof value === 'object' && value !== null,
};

export const quoteStatusSchema = z.object({ status: z.enum(quoteStatuses, { error: quoteMessages.status }) });

/** Every kind's list query (D5, D18): paging and search, the status, and D22's `source=web|staff`. */
export const quoteListQuerySchema = pageQuerySchema.extend({
  status: z.enum(quoteStatuses, { error: quoteMessages.status }).optional(),
  source: recordSourceFilter,
});

// ---- answers ----

const money = z.string();

export const personSchema = z.object({
  id: z.number().int(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
});

const quoteClientSchema = z.object({
  id: z.number().int(),
  companyName: z.string().nullable(),
  nip: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  /** D25: when the client's personal data was erased (its contact fields are then null). */
  erasedAt: z.string().nullable().optional(),
});

export const quoteStatusChangeSchema = z.object({
  fromStatus: z.string(),
  toStatus: z.string(),
  changedAt: z.string(),
  changedBy: personSchema.nullable(),
  /** 'Klient: {name}' for the client's decision on the shared page (D17), else null. */
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
  /** D23: the version of the quote the change concerns. */
  version: z.number().int(),
});

/** What every kind's quote detail answers (D18): number, status, author, client, totals, history. */
export const quoteHeaderSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  status: z.enum(quoteStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: personSchema.nullable(),
  /** 'Wycena gościnna': created through the public API, without a signed-in creator. */
  isGuest: z.boolean(),
  source: z.string().nullable(),
  /** D22: the API key it came in with; null for staff quotes and after the key was deleted. */
  apiKeyId: z.number().int().nullable(),
  clientId: z.number().int(),
  /** The client as stored now, or as it was at approval for a locked quote (D3). */
  client: quoteClientSchema,
  vatRate: z.string(),
  currency: z.string(),
  totalNet: money,
  vatAmount: money,
  totalGross: money,
  notes: z.string().nullable(),
  /** D21: the first rental day ('YYYY-MM-DD', Europe/Warsaw), null for 'Bez terminu'. */
  startsOn: z.string().nullable(),
  /** D21: the period an item takes unless it names its own. */
  rentalDays: z.number().int().nullable(),
  /** D23: raised by every saved change of the content; not by a status change, a share or a mail. */
  version: z.number().int(),
  /**
   * D23: the last day the offer is valid ('YYYY-MM-DD'): the day this version was first shared or
   * sent plus the company's validity days; before that, today plus them (`validUntilFixed` false).
   * Null only in the rows of a list, which do not read it.
   */
  validUntil: z.string().nullable(),
  /** Whether `validUntil` is kept with the version (it was sent), or moves with today until it is. */
  validUntilFixed: z.boolean(),
  history: z.array(quoteStatusChangeSchema),
  /** The link the quote is shared with (D17), or null. */
  share: z.object({ expiresAt: z.string() }).nullable(),
  /** D22: the needs assessment the quote was made from, or null. */
  assessmentId: z.number().int().nullable(),
  /**
   * D22: whom 'Przekaż do zatwierdzenia' passed the quote to (the approvers told), in the answer of
   * that status change only.
   */
  passedTo: z.array(z.string()).optional(),
});
export type QuoteHeader = z.infer<typeof quoteHeaderSchema>;

/**
 * A quote's not-found title, on its pages and in the API's 404 alike, as the kind's spec says it:
 * spec-1 §5 for equipment, spec-2 §8 for the departments' kinds.
 */
export const quoteNotFound = (kind: QuoteKind) =>
  kind === 'equipment' ? quoteMessages.notFound : 'Wycena nie została znaleziona';

/**
 * The confirmation of a quote's deletion, on its list and its page alike: the question verbatim as
 * the kind's spec asks it (spec-1 §5 for equipment, spec-2 §5 for the departments' kinds), the
 * title naming the quote.
 */
export const quoteDeleteConfirmation = (kind: QuoteKind, quoteNumber: string | null) => ({
  title: quoteNumber ? `Usunąć wycenę ${quoteNumber}?` : 'Usunąć wycenę?',
  description:
    kind === 'equipment' && quoteNumber
      ? `Czy na pewno chcesz usunąć wycenę ${quoteNumber}? Ta operacja jest nieodwracalna.`
      : 'Czy na pewno chcesz usunąć tę wycenę?',
});

/**
 * D23: whether an offer is past the day it is valid to. Only a validity kept with its version (the
 * version was shared or sent) runs out; before that it moves with today.
 */
export const offerExpired = (
  offer: { validUntil: string | null; validUntilFixed: boolean },
  today = todayInWarsaw(),
) => offer.validUntilFixed && offer.validUntil !== null && today > offer.validUntil;
