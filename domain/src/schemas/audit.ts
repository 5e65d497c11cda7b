import { z } from 'zod';
import { calendarDate } from './calendar-date.ts';
import { emailAddress, page, pageQuerySchema, text } from './common.ts';

// The audit log (D25): who signed in, approved, changed roles, deactivated, changed keys and
// webhooks, exported and erased a client's data; append-only, read by admins with filters.

/** Every event the audit log records (D25). */
export const auditEvents = [
  'auth.signIn',
  'user.approved',
  'user.roleChanged',
  'user.deactivated',
  'user.activated',
  'user.rejected',
  'user.deleted',
  'apiKey.created',
  'apiKey.updated',
  'apiKey.deleted',
  'webhook.created',
  'webhook.updated',
  'webhook.deleted',
  'client.exported',
  'client.erased',
] as const;
export type AuditEvent = (typeof auditEvents)[number];

/** How 'Dziennik zdarzeń' names each event. */
export const auditEventLabels: Record<AuditEvent, string> = {
  'auth.signIn': 'Logowanie',
  'user.approved': 'Zatwierdzenie użytkownika',
  'user.roleChanged': 'Zmiana roli',
  'user.deactivated': 'Dezaktywacja użytkownika',
  'user.activated': 'Aktywacja użytkownika',
  'user.rejected': 'Odrzucenie użytkownika',
  'user.deleted': 'Usunięcie użytkownika',
  'apiKey.created': 'Utworzenie klucza API',
  'apiKey.updated': 'Zmiana klucza API',
  'apiKey.deleted': 'Usunięcie klucza API',
  'webhook.created': 'Utworzenie webhooka',
  'webhook.updated': 'Zmiana webhooka',
  'webhook.deleted': 'Usunięcie webhooka',
  'client.exported': 'Eksport danych klienta',
  'client.erased': 'Usunięcie danych osobowych klienta',
};

/** The log's fixed page size (D25: `pageSize` is not a parameter). */
export const AUDIT_PAGE_SIZE = 50;

export const auditMessages = {
  actor: 'Nieprawidłowy adres e-mail',
  event: 'Nieznane zdarzenie',
  from: 'Nieprawidłowa data początkowa',
  to: 'Nieprawidłowa data końcowa',
  range: 'Data końcowa nie może być wcześniejsza niż początkowa',
} as const;

/** An optional filter of the address: absent or empty is no filter. */
const emptyIsAbsent = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /api/admin/audit?actor=&event=&from=&to=&page= — `actor` an e-mail (matched whole, case
 * ignored), `from` / `to` inclusive days in Europe/Warsaw. Any other parameter (`pageSize`
 * included) is ignored.
 */
export const auditQuerySchema = z
  .object({
    actor: z.preprocess(
      emptyIsAbsent,
      text(auditMessages.actor)
        .trim()
        .max(320, { error: auditMessages.actor })
        .pipe(emailAddress(auditMessages.actor))
        .optional(),
    ),
    event: z.preprocess(emptyIsAbsent, z.enum(auditEvents, { error: auditMessages.event }).optional()),
    from: z.preprocess(emptyIsAbsent, calendarDate(auditMessages.from).optional()),
    to: z.preprocess(emptyIsAbsent, calendarDate(auditMessages.to).optional()),
    page: pageQuerySchema.shape.page,
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) {
      context.addIssue({ code: 'custom', path: ['to'], message: auditMessages.range });
    }
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  at: z.string(),
  actorEmail: z.string().nullable(),
  event: z.enum(auditEvents),
  /** 'user:12', 'apiKey:3', 'client:7', … */
  target: z.string(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = page(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
