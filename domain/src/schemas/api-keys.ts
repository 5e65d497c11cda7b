import { z } from 'zod';
import { answerTextLimit } from '../assessments/wizard.ts';
import { dateTextMessage } from '../dates/date-text.ts';
import { equipmentItemInputSchema } from '../pricing/equipment-input-schema.ts';
import { assessmentResponseInputSchema } from './assessments.ts';
import { rentalStartDate } from './calendar-date.ts';
import { clientInputSchema } from './clients.ts';
import { optionalText, requiredName } from './common.ts';
import { QUOTE_NOTES_LIMIT } from './quote-lifecycle.ts';

// API keys and the public API (spec-2 §5, §7, §8, D9, D16): one contract for the admin page, the
// server and the OpenAPI document.

/** D9: what a key may do through the public API. */
export const apiKeyScopes = ['quotes:create', 'assessments:create', '*'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

export const apiKeyScopeLabels: Record<ApiKeyScope, string> = {
  'quotes:create': 'Tworzenie wycen',
  'assessments:create': 'Tworzenie badań potrzeb',
  '*': 'Wszystkie uprawnienia',
};

export const apiKeyMessages = {
  /** spec-2 §5, verbatim. */
  name: 'Nazwa jest wymagana',
  permissions: 'Wybierz przynajmniej jedno uprawnienie',
  unknownPermission: 'Nieznane uprawnienie',
  /** D16, verbatim. */
  origin: 'Podaj adres w postaci https://domena[:port]',
  rateLimit: 'Limit musi być liczbą od 1 do 10000',
  dailyLimit: 'Limit dzienny musi być liczbą od 1 do 100000',
  dailyLimitReached: 'Dzienny limit zgłoszeń dla tego klucza został wyczerpany.',
  invalidKey: 'Nieprawidłowy lub nieaktywny klucz API',
  forbiddenOrigin: 'Niedozwolone źródło żądania',
  missingScope: (scope: string) => `Klucz API nie ma uprawnienia ${scope}`,
  tooManyRequests: (seconds: number) => `Zbyt wiele żądań. Spróbuj ponownie za ${seconds} s.`,
  idempotencyKey: 'Nieprawidłowy klucz idempotencji',
  idempotencyMismatch: 'Klucz idempotencji użyty z inną treścią żądania',
  idempotencyRunning: 'Żądanie z tym kluczem idempotencji jest w toku',
  /** D24, verbatim: a field outside the public schema, `path` as D6 writes field keys. */
  unknownField: (path: string) => `Nieznane pole: ${path}`,
  unknownFieldShort: 'Nieznane pole',
  notFound: 'Nie znaleziono klucza API',
  /** spec-2 §8, verbatim. */
  createFailed: 'Nie udało się utworzyć klucza API',
  deleteFailed: 'Nie udało się usunąć klucza API',
  statusFailed: 'Nie udało się zaktualizować statusu klucza API',
  copyFailed: 'Nie udało się skopiować klucza API',
  /** D24: a key's deletion takes its webhooks with it; its confirmation names them. */
  webhooksGoToo: (urls: readonly string[]) =>
    urls.length === 0
      ? ''
      : ` Usunięte zostaną też ${urls.length === 1 ? 'jego webhook' : `jego webhooki (${urls.length})`}: ${urls.join(', ')}.`,
} as const;

/** D16: an allowed origin is a bare scheme://host[:port], kept in its normalised form. */
export function normaliseOrigin(value: string): string | null {
  const text = value.trim();
  if (!/^https?:\/\/[^/?#\s]+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

const origin = z.string({ error: apiKeyMessages.origin }).transform((value, ctx) => {
  const normalised = normaliseOrigin(value);
  if (normalised === null) {
    ctx.issues.push({ code: 'custom', message: apiKeyMessages.origin, input: value });
    return z.NEVER;
  }
  return normalised;
});

const permissions = z
  .array(z.enum(apiKeyScopes, { error: apiKeyMessages.unknownPermission }), {
    error: apiKeyMessages.permissions,
  })
  .min(1, { error: apiKeyMessages.permissions })
  .transform((scopes) => [...new Set(scopes)]);

const allowedOrigins = z
  .array(origin, { error: apiKeyMessages.origin })
  .max(50, { error: 'Najwyżej 50 adresów' })
  .transform((origins) => [...new Set(origins)]);

const rateLimitPerMinute = z
  .number({ error: apiKeyMessages.rateLimit })
  .int({ error: apiKeyMessages.rateLimit })
  .min(1, { error: apiKeyMessages.rateLimit })
  .max(10_000, { error: apiKeyMessages.rateLimit });

/** D16: the enquiries (quotes and assessments) a key may create in a calendar day, Europe/Warsaw. */
const dailyLimit = z
  .number({ error: apiKeyMessages.dailyLimit })
  .int({ error: apiKeyMessages.dailyLimit })
  .min(1, { error: apiKeyMessages.dailyLimit })
  .max(100_000, { error: apiKeyMessages.dailyLimit });

/** POST /api/admin/api-keys (D16). */
export const apiKeyInputSchema = z.object({
  name: requiredName(apiKeyMessages.name),
  permissions,
  allowedOrigins: allowedOrigins.default([]),
  rateLimitPerMinute: rateLimitPerMinute.default(60),
  dailyLimit: dailyLimit.default(500),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;

/** PATCH /api/admin/api-keys/{id} (D16): only the fields sent change. */
export const apiKeyPatchSchema = z.object({
  name: requiredName(apiKeyMessages.name).optional(),
  permissions: permissions.optional(),
  allowedOrigins: allowedOrigins.optional(),
  rateLimitPerMinute: rateLimitPerMinute.optional(),
  dailyLimit: dailyLimit.optional(),
  isActive: z.boolean({ error: 'Nieprawidłowa wartość' }).optional(),
});
export type ApiKeyPatch = z.input<typeof apiKeyPatchSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** D16: the first 8 characters, '…', the last 4. */
  maskedKey: z.string(),
  permissions: z.array(z.enum(apiKeyScopes)),
  allowedOrigins: z.array(z.string()),
  rateLimitPerMinute: z.number().int(),
  dailyLimit: z.number().int(),
  isActive: z.boolean(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The creation answer: the clear key, once (D9). */
export const createdApiKeySchema = apiKeySchema.extend({ keyValue: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** D16: 'ppp_abcd…wxyz'. */
export const maskApiKey = (prefix: string, suffix: string) => `${prefix}…${suffix}`;

// ---- the public API ----

/** D24: the machine-readable `code` of every refusal of the public API. */
export const publicErrorCodes = [
  'invalid_api_key',
  'origin_not_allowed',
  'missing_scope',
  'rate_limited',
  'daily_limit_reached',
  'validation_failed',
  'unknown_field',
  'not_found',
  'conflict',
  'idempotency_key_reused',
  'idempotency_in_progress',
  'payload_too_large',
] as const;
export type PublicErrorCode = (typeof publicErrorCodes)[number];

/** D24: every refusal of the public API, `errors` keyed by field as D6 writes them (`items.0.quantity`). */
export const publicErrorSchema = z.object({
  code: z.enum(publicErrorCodes),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type PublicError = z.infer<typeof publicErrorSchema>;

/** D24: the largest body the public API reads, in bytes. */
export const PUBLIC_BODY_LIMIT = 65_536;

/** One item a partner's visitor asks for (D16): the equipment, how many, how long. */
export const publicQuoteItemSchema = equipmentItemInputSchema.pick({
  equipmentId: true,
  quantity: true,
  rentalPeriodDays: true,
});

const publicItems = z
  .array(publicQuoteItemSchema, { error: 'Dodaj przynajmniej jedną pozycję do wyceny' })
  .min(1, { error: 'Dodaj przynajmniej jedną pozycję do wyceny' })
  .max(50, { error: 'Wycena może mieć najwyżej 50 pozycji' });

/** POST /api/public/quotes/preview (D16). */
export const publicQuotePreviewSchema = z.object({ items: publicItems });

/**
 * POST /api/public/quotes (D16): the client with the equipment-quote rule, the items, notes, and
 * (D21) an optional planned start; a guest quote is a draft and reserves nothing.
 */
export const publicQuoteInputSchema = z.object({
  // The rule the refinement checks, told to the OpenAPI document (JSON Schema cannot read a refinement).
  client: clientInputSchema.meta({
    description:
      'Klient: wymagane przynajmniej jedno z pól companyName, contactPerson, phone, email (inaczej błąd pola companyName). NIP, jeśli podany, musi być poprawny (10 cyfr z sumą kontrolną); telefon, jeśli podany, poprawnym numerem.',
    anyOf: ['companyName', 'contactPerson', 'phone', 'email'].map((field) => ({
      required: [field],
      properties: { [field]: { type: 'string', minLength: 1 } },
    })),
  }),
  items: publicItems,
  notes: optionalText(QUOTE_NOTES_LIMIT),
  startsOn: rentalStartDate(dateTextMessage)
    .nullish()
    .describe('Planowana data rozpoczęcia wynajmu (YYYY-MM-DD, strefa Europe/Warsaw); nieobowiązkowa.'),
});
export type PublicQuoteInput = z.input<typeof publicQuoteInputSchema>;

/**
 * POST /api/public/needs-assessment (D16): the staff body, with the rules the server checks beyond
 * the shapes told to the OpenAPI document (D24).
 */
export const publicAssessmentInputSchema = assessmentResponseInputSchema.meta({
  description: `Karta klienta: wymagane przynajmniej jedno z pól clientCompanyName, clientContactPerson, clientPhone, clientEmail (sam adres nie wystarcza; błąd pola clientCompanyName); telefon i e-mail, jeśli podane, w poprawnej postaci. \`responses\`: odpowiedzi po id aktywnych pytań (GET /needs-assessment/questions), tekst albo lista tekstów. Liczą się pytania aktywnych kroków kreatora (krok wyposażenia tylko gdy jego kategoria została wybrana); pytanie z isRequired musi mieć odpowiedź; text i textarea: tekst (najwyżej ${answerTextLimit} znaków); select: jedna z \`options\`; radio: 'tak' albo 'nie'; checkbox i equipment_option (zaznaczenie, np. wybór rodzaju sprzętu, który otwiera jego krok): 'true' albo 'false' (tekst, nie lista; brak odpowiedzi liczy się jako 'false'); multiple_choice: lista różnych wartości z \`options\`; number: liczba jako tekst, z przecinkiem lub kropką ('12,5'); date: YYYY-MM-DD. Błąd odpowiedzi ma klucz \`responses.{id}\`.`,
});

/** GET /api/public/equipment (D16): never internal costs. */
export const publicEquipmentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  model: z.string().nullable(),
  power: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  basePricePerDay: z.string().nullable(),
  availableQuantity: z.number().int(),
});
export type PublicEquipment = z.infer<typeof publicEquipmentSchema>;

export const publicPreviewSchema = z.object({
  items: z.array(
    z.object({
      equipmentId: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      rentalPeriodDays: z.number().int(),
      totalPrice: z.string(),
    }),
  ),
  totalNet: z.string(),
  vatRate: z.string(),
  vatAmount: z.string(),
  totalGross: z.string(),
  currency: z.string(),
});
export type PublicPreview = z.infer<typeof publicPreviewSchema>;

export const publicQuoteCreatedSchema = z.object({
  id: z.number().int(),
  quoteNumber: z.string(),
  totalNet: z.string(),
  totalGross: z.string(),
});
export type PublicQuoteCreated = z.infer<typeof publicQuoteCreatedSchema>;
