import { z } from 'zod';
import { erasedPersonalDataLabel } from './client-book.ts';
import { emailAddress, page, text } from './common.ts';

// Mail (D22): 'Wyślij klientowi' and the outbox the admins see at /admin/outbox.

export const mailMessages = {
  email: 'Podaj prawidłowy adres e-mail',
  emailRequired: 'Podaj adres e-mail klienta',
  /** D22, verbatim. */
  held: 'Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana',
  onlyPending: 'Wysłać klientowi można tylko wycenę oczekującą',
  /** D23: the version's validity stays with it; past it the client could only decline. */
  expired: 'Ta wersja oferty wygasła. Zapisz wycenę ponownie, aby wysłać ją z nowym terminem ważności.',
  sendFailed: 'Nie udało się wysłać wyceny',
  resendOnly: 'Ponownie wysłać można tylko wiadomość wstrzymaną lub nieudaną',
  /** D25. */
  resendErased: 'Dane odbiorcy tej wiadomości zostały usunięte: nie można jej wysłać ponownie',
  resendFailed: 'Nie udało się wysłać wiadomości ponownie',
  notFound: 'Wiadomość nie istnieje',
  /** The worker's error of a mail whose offer link was revoked or expired before it went. */
  linkGone: 'Link do oferty w tej wiadomości wygasł lub został wycofany: wyślij wycenę klientowi ponownie',
  /** D22: the quote's history. */
  sentTo: (email: string) => `Wysłano do ${email}`,
  preparedFor: (email: string) => `Przygotowano wiadomość do ${email}`,
  queuedFor: (email: string) => `Wiadomość do ${email} została przekazana do wysłania`,
} as const;

/** How long a message the client receives may be. */
export const QUOTE_MAIL_MESSAGE_LIMIT = 5000;

/** POST {kind}/{id}/send (D22): to whom, and the staff's own words above the link. */
export const sendQuoteMailSchema = z.object({
  email: text(mailMessages.emailRequired)
    .trim()
    .min(1, { error: mailMessages.emailRequired })
    .max(320, { error: 'Maksymalnie 320 znaków' })
    .pipe(emailAddress(mailMessages.email)),
  message: text()
    .trim()
    .max(QUOTE_MAIL_MESSAGE_LIMIT, { error: `Maksymalnie ${QUOTE_MAIL_MESSAGE_LIMIT} znaków` })
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type SendQuoteMail = z.input<typeof sendQuoteMailSchema>;

export const outboxStatuses = ['held', 'pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** D22: the states as /admin/outbox names them. */
export const outboxStatusLabels: Record<OutboxStatus, string> = {
  held: 'Wstrzymana (poczta nie jest skonfigurowana)',
  pending: 'Oczekuje',
  sending: 'Wysyłanie',
  sent: 'Wysłana',
  failed: 'Nieudana',
};

/**
 * Held and failed mails may be sent again (D22), but not one whose recipient's personal data were
 * erased (D25: its address and body are gone; 'Dane usunięte' stands there).
 */
export const mayResendMail = (mail: { status: OutboxStatus; to: string }) =>
  (mail.status === 'held' || mail.status === 'failed') && mail.to !== erasedPersonalDataLabel;

/** The answer of POST {kind}/{id}/send: 202, the outbox row and whether it waits for a mail server. */
export const sentQuoteMailSchema = z.object({
  outboxId: z.number().int(),
  status: z.enum(outboxStatuses),
});
export type SentQuoteMail = z.infer<typeof sentQuoteMailSchema>;

/** GET /api/admin/outbox: one mail of the list. */
export const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
export const outboxPageSchema = page(outboxItemSchema);

/** GET /api/admin/outbox/{id}: the mail with its rendered content. */
export const outboxMailSchema = outboxItemSchema.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;

/** POST /api/admin/outbox/{id}/resend: the mail as it now is; `message` when it stays held. */
export const resentMailSchema = outboxItemSchema.extend({ message: z.string().nullable() });
export type ResentMail = z.infer<typeof resentMailSchema>;
