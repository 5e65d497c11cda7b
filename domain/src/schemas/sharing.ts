import { z } from 'zod';
import { addDays, formatDateText, todayInWarsaw } from '../dates/index.ts';
import { optionalText, text } from './common.ts';

// The client's side of a quote (D17): share links, the client's decision, duplicates.

/** D17: a link stays valid 30 days. */
export const SHARE_DAYS = 30;

/**
 * How long a new link will last, told before it is made: D17's 30 days, or to the end of the day the
 * offer is valid to when that is later (D23, the server's linkExpiry).
 */
export function newShareLinkNote(validUntil: string | null, today = todayInWarsaw()): string {
  return validUntil && validUntil >= addDays(today, SHARE_DAYS)
    ? `Link będzie ważny do końca ważności oferty (${formatDateText(validUntil)}).`
    : `Link będzie ważny ${SHARE_DAYS} dni.`;
}

export const sharingMessages = {
  /** D17, verbatim. */
  onlyPending: 'Udostępnić można tylko wycenę oczekującą',
  name: 'Podaj imię i nazwisko',
  notFound: 'Oferta nie istnieje lub link wygasł',
  decided: 'Decyzja w sprawie tej oferty została już podjęta',
  shareFailed: 'Nie udało się udostępnić wyceny',
  revokeFailed: 'Nie udało się unieważnić linku',
  duplicateFailed: 'Nie udało się powielić wyceny',
  /** D21: the client's acceptance held for lack of free units. */
  acceptanceHeld: 'Nie możemy w tej chwili potwierdzić tej oferty. Skontaktujemy się z Tobą.',
  /** D23, verbatim: at the top of the client page after the client's decision. */
  thanksAccepted: 'Dziękujemy! Oferta została przyjęta. Skontaktujemy się z Tobą, aby potwierdzić szczegóły.',
  thanksDeclined: 'Dziękujemy za informację. Oferta została odrzucona.',
} as const;

/** POST /oferta/{token}/accept and /decline (D17): who decides, and why. */
export const clientDecisionSchema = z.object({
  name: text(sharingMessages.name)
    .trim()
    .min(1, { error: sharingMessages.name })
    .max(200, { error: 'Maksymalnie 200 znaków' }),
  comment: optionalText(2000),
});
export type ClientDecision = z.output<typeof clientDecisionSchema>;

/** POST …/share (D17). */
export const shareLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;

/** The detail answers' `share` (D17). */
export const quoteShareSchema = z.object({ expiresAt: z.string() }).nullable();

/** GET …/{id}/print (D7, D23): `for=client` is 'Drukuj dla klienta', the client document. */
export const printQuerySchema = z.object({
  for: z.enum(['client'], { error: 'Nieprawidłowy rodzaj wydruku' }).optional(),
});

/** 'Klient: {name}' in a quote's history (D17). */
export const clientActorLabel = (name: string) => `Klient: ${name}`;
