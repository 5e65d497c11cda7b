import {
  type ApiKeyScope,
  type AuditEntry,
  type AuditEvent,
  apiKeyScopeLabels,
  auditEvents,
  auditMessages,
  emailAddress,
  isCalendarDate,
  type Role,
  readDateText,
  roleLabels,
  type WebhookEvent,
  webhookEventLabels,
} from '@ppp/domain';
import type { AuditFilters } from '../../api/audit.ts';

const isEvent = (value: string | null): value is AuditEvent =>
  value !== null && (auditEvents as readonly string[]).includes(value);
const isEmail = (value: string) => emailAddress().safeParse(value).success;

/** The filters in force, from the address (`?actor=&event=&from=&to=`); what is not valid is no filter. */
export function filtersOfParams(params: URLSearchParams): AuditFilters {
  const actor = params.get('actor')?.trim() ?? '';
  const event = params.get('event');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return {
    ...(actor && isEmail(actor) ? { actor } : {}),
    ...(isEvent(event) ? { event } : {}),
    ...(isCalendarDate(from) ? { from } : {}),
    ...(isCalendarDate(to) ? { to } : {}),
  };
}

export interface FilterForm {
  actor: string;
  /** As typed in the date fields ('DD.MM.RRRR'). */
  fromText: string;
  toText: string;
}

/** The typed filters read like the server reads them: the filters, or Polish messages per field. */
export function readFilterForm(form: FilterForm): {
  filters: Pick<AuditFilters, 'actor' | 'from' | 'to'>;
  errors: Partial<Record<'actor' | 'from' | 'to', string>>;
} {
  const errors: Partial<Record<'actor' | 'from' | 'to', string>> = {};
  const actor = form.actor.trim();
  if (actor && !isEmail(actor)) errors.actor = auditMessages.actor;
  const from = readDateText(form.fromText);
  const to = readDateText(form.toText);
  if (from.state === 'invalid') errors.from = auditMessages.from;
  if (to.state === 'invalid') errors.to = auditMessages.to;
  if (from.state === 'date' && to.state === 'date' && to.value < from.value) errors.to = auditMessages.range;
  return {
    filters: {
      ...(actor ? { actor } : {}),
      ...(from.state === 'date' ? { from: from.value } : {}),
      ...(to.state === 'date' ? { to: to.value } : {}),
    },
    errors,
  };
}

const targetKinds: Record<string, string> = {
  user: 'Użytkownik',
  apiKey: 'Klucz API',
  webhook: 'Webhook',
  client: 'Klient',
};

/** 'user:12' → 'Użytkownik 12'; anything else as it is. */
export function targetLabel(target: string): string {
  const [kind, id] = target.split(':');
  const label = kind === undefined ? undefined : targetKinds[kind];
  return label && id ? `${label} ${id}` : target;
}

const detailLabels: Record<string, string> = {
  email: 'E-mail',
  name: 'Nazwa',
  role: 'Rola',
  newUser: 'Nowe konto',
  permissions: 'Uprawnienia',
  allowedOrigins: 'Dozwolone adresy',
  changes: 'Zmiany',
  isActive: 'Aktywny',
  rateLimitPerMinute: 'Limit na minutę',
  dailyLimit: 'Limit dzienny',
  url: 'Adres',
  events: 'Zdarzenia',
  apiKeyId: 'Klucz API',
  companyName: 'Firma',
  // A client's erasure (D25): how many of each were erased.
  quotes: 'Wyceny',
  mails: 'Wiadomości',
  assessments: 'Badania potrzeb',
};

const isRole = (value: unknown): value is Role => typeof value === 'string' && value in roleLabels;

function valueText(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'tak' : 'nie';
  if (Array.isArray(value)) return value.length ? value.map((item) => valueText(key, item)).join(', ') : '—';
  if (typeof value === 'object') return describeObject(value as Record<string, unknown>);
  if ((key === 'role' || key === 'from' || key === 'to') && isRole(value)) return roleLabels[value];
  // A webhook's events and a key's permissions by their names on the admin's screens.
  if (key === 'events' && typeof value === 'string' && value in webhookEventLabels)
    return webhookEventLabels[value as WebhookEvent];
  if (key === 'permissions' && typeof value === 'string' && value in apiKeyScopeLabels)
    return apiKeyScopeLabels[value as ApiKeyScope];
  return String(value);
}

function describeObject(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${detailLabels[key] ?? key}: ${valueText(key, value)}`)
    .join('; ');
}

/** What an entry's details say, in Polish: a role change as 'from → to', other fields as 'Label: value'. */
export function describeDetails(entry: Pick<AuditEntry, 'details'>): string {
  const { from, to, ...rest } = entry.details;
  const change =
    from !== undefined || to !== undefined ? `${valueText('from', from)} → ${valueText('to', to)}` : '';
  const others = describeObject(rest);
  return [others, change].filter(Boolean).join('; ') || '—';
}
