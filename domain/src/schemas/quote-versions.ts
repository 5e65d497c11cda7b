import { z } from 'zod';
import { coercedEntityId } from './common.ts';

// The versions of a quote (D23): every saved change of its content raises its `version`; each version
// keeps its totals, and each one sent to the client or decided on is kept whole.

/** What last happened to a version: saved ('created', 'edited'), then sent, accepted or declined. */
export const quoteVersionReasons = ['created', 'edited', 'sent', 'accepted', 'declined'] as const;
export type QuoteVersionReason = (typeof quoteVersionReasons)[number];

export const quoteVersionReasonLabels: Record<QuoteVersionReason, string> = {
  created: 'Utworzona',
  edited: 'Zmieniona',
  sent: 'Wysłana do klienta',
  accepted: 'Zaakceptowana',
  declined: 'Odrzucona',
};

/** A version sent to the client or decided on is kept whole (its content); the others keep their totals. */
export const isKeptWhole = (reason: QuoteVersionReason) =>
  reason === 'sent' || reason === 'accepted' || reason === 'declined';

export const quoteVersionMessages = {
  /** D23, verbatim: the client decided on a version that is no longer the current one. */
  changed: 'Oferta została zmieniona. Odśwież stronę, aby zobaczyć aktualną wersję.',
  /** D23, verbatim: the history entry of a save while the quote is shared. */
  changedAfterSending: 'Zmieniono po wysłaniu',
  /** A version not kept whole (never sent nor decided), or no such version. */
  notKept: 'Ta wersja wyceny nie została zachowana w całości',
  version: 'Nieprawidłowy numer wersji',
} as const;

/** The `{v}` of `GET {kind}/{id}/versions/{v}`. */
export const quoteVersionParam = coercedEntityId(quoteVersionMessages.version);

/**
 * The hidden `version` field of the client page's decision forms (D23): the version the page showed.
 * A post without it (a page rendered before versions existed) decides on the current version.
 */
export const clientDecisionVersionSchema = z.object({
  version: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : value),
    quoteVersionParam.optional(),
  ),
});

/** A row of `GET {kind}/{id}/versions` (oldest first). */
export const quoteVersionSchema = z.object({
  version: z.number().int(),
  /** When the version was saved. */
  createdAt: z.string(),
  reason: z.enum(quoteVersionReasons),
  totalNet: z.string(),
  totalGross: z.string(),
  /** The day the version is valid to ('YYYY-MM-DD'), once it was sent; null before. */
  validUntil: z.string().nullable(),
});
export type QuoteVersion = z.infer<typeof quoteVersionSchema>;
export const quoteVersionListSchema = z.array(quoteVersionSchema);
