import { z } from 'zod';
import { entityId, text } from './common.ts';

// Webhooks (D24): the company's or a partner's system told of events, signed per Standard Webhooks,
// delivered through an outbox with retries. One contract for /admin/api-keys, the server and the guide.

export const webhookEvents = [
  'quote.created',
  'quote.accepted',
  'quote.declined',
  'quote.approved',
  'assessment.created',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];

export const webhookEventLabels: Record<WebhookEvent, string> = {
  'quote.created': 'Utworzono wycenę',
  'quote.accepted': 'Klient przyjął ofertę',
  'quote.declined': 'Klient odrzucił ofertę',
  'quote.approved': 'Zatwierdzono wycenę',
  'assessment.created': 'Utworzono badanie potrzeb',
};

export const webhookMessages = {
  url: 'Podaj adres w postaci https://domena/ścieżka',
  /** D24, verbatim. */
  publicHttps: 'Adres musi być publicznym adresem https',
  events: 'Wybierz przynajmniej jedno zdarzenie',
  unknownEvent: 'Nieznane zdarzenie',
  apiKey: 'Wybierz klucz API z listy',
  apiKeyMissing: 'Klucz API nie istnieje',
  notFound: 'Nie znaleziono webhooka',
  deliveryNotFound: 'Nie znaleziono dostawy',
  resendOnly: 'Ponownie wysłać można tylko dostawę wysłaną lub nieudaną',
  resendFailed: 'Nie udało się wysłać ponownie',
  createFailed: 'Nie udało się utworzyć webhooka',
  updateFailed: 'Nie udało się zapisać webhooka',
  deleteFailed: 'Nie udało się usunąć webhooka',
  /** Recorded at a delivery whose address resolved to a private, link-local or loopback one. */
  notPublicAtDelivery: 'Adres docelowy nie jest publicznym adresem: dostawa zablokowana',
  inactive: 'Webhook jest wyłączony',
  /** A delivery's connection failed: what happened, in Polish, with the system's code for the admin. */
  connectionFailed: (code: string) => {
    const what: Record<string, string> = {
      ECONNREFUSED: 'Odbiorca odmówił połączenia',
      ECONNRESET: 'Odbiorca przerwał połączenie',
      EPIPE: 'Odbiorca przerwał połączenie',
      ENOTFOUND: 'Nie znaleziono adresu odbiorcy',
      EAI_AGAIN: 'Nie znaleziono adresu odbiorcy',
      ETIMEDOUT: 'Odbiorca jest nieosiągalny',
      EHOSTUNREACH: 'Odbiorca jest nieosiągalny',
      ENETUNREACH: 'Odbiorca jest nieosiągalny',
    };
    const tls = /CERT|TLS|SSL|SELF_SIGNED/.test(code);
    return `${what[code] ?? (tls ? 'Nieprawidłowy certyfikat TLS odbiorcy' : 'Błąd połączenia z odbiorcą')} (${code})`;
  },
  secretOnce: 'Skopiuj sekret teraz: nie zostanie pokazany ponownie.',
} as const;

/** The longest endpoint address kept. */
export const WEBHOOK_URL_LIMIT = 2000;

/**
 * An endpoint's address: an absolute http(s) URL without credentials. Whether it must be https and
 * public (outside development, D24) is the server's check: it needs DNS and the server's mode.
 */
const url = text(webhookMessages.url)
  .trim()
  .min(1, { error: webhookMessages.url })
  .max(WEBHOOK_URL_LIMIT, { error: `Maksymalnie ${WEBHOOK_URL_LIMIT} znaków` })
  .refine(
    (value) => {
      try {
        const parsed = new URL(value);
        return /^https?:$/.test(parsed.protocol) && !parsed.username && !parsed.password;
      } catch {
        return false;
      }
    },
    { error: webhookMessages.url },
  );

const events = z
  .array(z.enum(webhookEvents, { error: webhookMessages.unknownEvent }), { error: webhookMessages.events })
  .min(1, { error: webhookMessages.events })
  .transform((list) => webhookEvents.filter((event) => list.includes(event)));

const apiKeyId = entityId(webhookMessages.apiKey).nullable();
const isActive = z.boolean({ error: 'Nieprawidłowa wartość' });

/** POST /api/admin/webhooks (D24): no key means every event of every record. */
export const webhookInputSchema = z.object({
  url,
  events,
  apiKeyId: apiKeyId.default(null),
  isActive: isActive.default(true),
});
export type WebhookInput = z.input<typeof webhookInputSchema>;

/** PATCH /api/admin/webhooks/{id}: only the fields sent change. */
export const webhookPatchSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  apiKeyId: apiKeyId.optional(),
  isActive: isActive.optional(),
});
export type WebhookPatch = z.input<typeof webhookPatchSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  apiKeyId: z.number().int().nullable(),
  /** The key's name, for the list; null for a webhook of every record. */
  apiKeyName: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The creation answer: the signing secret `whsec_…`, once (D24). */
export const createdWebhookSchema = webhookSchema.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhookSchema>;

export const webhookDeliveryStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

export const webhookDeliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'Oczekuje',
  sending: 'Wysyłanie',
  sent: 'Wysłana',
  failed: 'Nieudana',
};

/** A sent or failed delivery may be sent again (D24: 'Wyślij ponownie'). */
export const mayResendDelivery = (status: WebhookDeliveryStatus) => status === 'sent' || status === 'failed';

/** GET /api/admin/webhooks/{id}/deliveries: one delivery of the log, newest first. */
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event: z.enum(webhookEvents),
  status: z.enum(webhookDeliveryStatuses),
  attempts: z.number().int(),
  /** The receiver's HTTP status of the last attempt; null before one, or when none answered. */
  responseStatus: z.number().int().nullable(),
  /** Why the last attempt failed, when it did. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

/** The `data` of a quote's event (D24): no client contact fields. */
export const webhookQuoteDataSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  quoteNumber: z.string(),
  status: z.string(),
  startsOn: z.string().nullable(),
  totalNet: z.string(),
  totalGross: z.string(),
  currency: z.string(),
  source: z.string().nullable(),
});

/** The `data` of an assessment's event (D24). */
export const webhookAssessmentDataSchema = z.object({
  id: z.number().int(),
  responseNumber: z.string(),
  source: z.string().nullable(),
});

/** The body of every delivery (D24). */
export const webhookPayloadSchema = z.object({
  type: z.enum(webhookEvents),
  timestamp: z.string(),
  data: z.union([webhookQuoteDataSchema, webhookAssessmentDataSchema]),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;
