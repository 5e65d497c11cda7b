import type { EntityManager } from '@mikro-orm/postgresql';
import {
  assessmentAuthorLabel,
  type Capability,
  type ClientDecisionOutcome,
  can,
  defaultNotificationPreferences,
  displayName,
  type NotificationEvent,
  type NotificationKind,
  type NotifiedRecord,
  notificationTexts,
  type QuoteKind,
  type QuoteKindEntry,
  type QuoteStatus,
  quoteAuthorLabel,
  roles,
} from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';
import { readMailLetterhead } from '../mail/letterhead.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { QuoteStatusChangeEntity } from '../quote-lifecycle/entities.ts';
import { deliveryOf, kindEntryOf } from './delivery.ts';
import { notificationMail } from './notification-mail.ts';

// D22: who is told of an event, in the app and by e-mail as each person chose, inside the event's
// transaction. One statement finds the recipients with their choices and the quote's number, client
// and author; one more writes their rows; a mail is rendered only when somebody wants one. Nobody is
// told of their own action, and a person is one row of the recipients, so told once per event.

/** The quote an event is about, as plain values: its kind (entry, or stored name) and id. */
export interface QuoteSubject {
  kind: QuoteKindEntry | QuoteKind;
  quoteId: number;
}

/** What each event's hook passes. */
export interface EventDetails {
  /** 'Przekaż do zatwierdzenia' (draft → pending) by `actorId`. */
  approvalRequest: QuoteSubject & { actorId: number };
  /** A staff approval or rejection by `actorId`: told to the quote's author. */
  myQuoteDecided: QuoteSubject & { actorId: number; status: 'approved' | 'rejected' };
  /** The client's decision on the shared page (D17), or its acceptance held for lack of units (D21). */
  clientDecision: QuoteSubject & {
    outcome: ClientDecisionOutcome;
    name: string;
    comment: string | null;
    reason?: string;
  };
  /** A guest quote or a needs assessment sent in through the public API (D16). */
  webEnquiry: QuoteSubject | { assessmentId: number };
}

/** Who an event tells: the quote's author, those whose role holds `capability`; never `actorId`. */
interface Audience {
  author: boolean;
  capability: Capability | null;
  actorId: number | null;
}

interface Recipient {
  id: number;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  number: string;
  client: string | null;
  source: string | null;
  in_app: boolean;
  by_email: boolean;
}

type Text = { title: string; body: string };

const quoteEvents: {
  [E in NotificationEvent]: {
    audience: (entry: QuoteKindEntry, details: EventDetails[E]) => Audience;
    text: (record: NotifiedRecord, details: EventDetails[E], source: string | null) => Text;
  };
} = {
  approvalRequest: {
    audience: (entry, { actorId }) => ({ author: false, capability: entry.capabilities.approve, actorId }),
    text: (record) => notificationTexts.approvalRequest(record),
  },
  myQuoteDecided: {
    audience: (_entry, { actorId }) => ({ author: true, capability: null, actorId }),
    text: (record, { status }) => notificationTexts.myQuoteDecided(record, status),
  },
  clientDecision: {
    audience: (entry) => ({ author: true, capability: entry.capabilities.approve, actorId: null }),
    text: (record, decision) => notificationTexts.clientDecision(record, decision),
  },
  webEnquiry: {
    audience: (entry) => ({ author: false, capability: entry.capabilities.viewAll, actorId: null }),
    text: (record, _details, source) =>
      notificationTexts.webEnquiry(record, quoteAuthorLabel({ isGuest: true, source, createdBy: null })),
  },
};

/** The roles holding a capability, as a PostgreSQL array literal. */
const rolesHolding = (capability: Capability | null) =>
  `{${capability ? roles.filter((role) => can(role, capability)).join(',') : ''}}`;

/** Each recipient's choice for the event; no row, or no entry for the event, is D22's default. */
const choices = `
  coalesce((s.preferences -> ?::text ->> 'app')::boolean, ?::boolean) as in_app,
  coalesce((s.preferences -> ?::text ->> 'email')::boolean, ?::boolean) as by_email`;
const choiceParams = (event: NotificationEvent) => [
  event,
  defaultNotificationPreferences[event].app,
  event,
  defaultNotificationPreferences[event].email,
];

const quoteRecipients = `
select u.id, u.email, u.first_name, u.last_name, q.quote_number as number, q.source,
  coalesce(nullif(c.company_name, ''), nullif(c.contact_person, ''), nullif(c.email, ''), nullif(c.phone, '')) as client,
  ${choices}
from quote q
join client c on c.id = q.client_id
join app_user u on u.is_active and u.is_approved
  and ((?::boolean and u.id = q.created_by_id) or u.role = any(?::text[]))
  and u.id is distinct from ?::int
left join notification_settings s on s.user_id = u.id
where q.id = ?
order by u.id`;

const assessmentRecipients = `
select u.id, u.email, u.first_name, u.last_name, a.response_number as number, a.source,
  coalesce(nullif(a.client_company_name, ''), nullif(a.client_contact_person, ''), nullif(a.client_email, ''),
    nullif(a.client_phone, '')) as client,
  ${choices}
from assessment_response a
join app_user u on u.is_active and u.is_approved and u.role = any(?::text[])
left join notification_settings s on s.user_id = u.id
where a.id = ?
order by u.id`;

const writeRows = `
insert into notification (user_id, event, title, body, link, quote_id, created_at)
select recipient, ?, ?, ?, ?, ?::int, now() from unnest(?::int[]) as recipient`;

/** A needs assessment's page in the staff application. */
const assessmentPath = (id: number) => `/needs-assessment/${id}/print`;

/** The rows of those who want it in the app, and a mail to each who wants it by e-mail. */
async function tell(
  tx: EntityManager,
  event: NotificationKind,
  recipients: { id: number; email?: string | null; in_app: boolean; by_email: boolean }[],
  text: Text,
  link: string | null,
  quoteId: number | null,
) {
  const inApp = recipients.filter((recipient) => recipient.in_app).map((recipient) => recipient.id);
  if (inApp.length > 0) {
    await preparedRows(tx, writeRows, [event, text.title, text.body, link, quoteId, `{${inApp.join(',')}}`]);
  }
  const addresses = recipients.flatMap((recipient) =>
    recipient.by_email && recipient.email ? [recipient.email] : [],
  );
  const delivery = deliveryOf(tx);
  // Without an application (a script) there is no address to link to: the app rows only.
  if (addresses.length === 0 || !delivery) return;
  const { inline, ...mail } = notificationMail({
    ...text,
    link,
    publicUrl: delivery.publicUrl,
    letterhead: await readMailLetterhead(tx),
  });
  // Written in the caller's transaction.
  for (const to of addresses) await enqueueMail(tx, { to, ...mail, attachments: inline }, delivery.outbox);
}

/**
 * Tells an event's recipients (D22), in the caller's transaction: `clientDecision` the quote's author
 * and its kind's approvers; `webEnquiry` those who see all of the kind (an assessment: everybody who
 * sees assessments); `approvalRequest` the kind's approvers; `myQuoteDecided` the author. Active,
 * approved users only, never the one who acted.
 */
export async function notify<E extends NotificationEvent>(
  tx: EntityManager,
  event: E,
  details: EventDetails[E],
): Promise<string[]> {
  if ('assessmentId' in details) {
    await notifyAssessmentEnquiry(tx, details.assessmentId);
    return [];
  }
  const subject = details as EventDetails[E] & QuoteSubject;
  const entry = typeof subject.kind === 'string' ? kindEntryOf(tx, subject.kind) : subject.kind;
  if (!entry) return [];
  const rule = quoteEvents[event];
  const audience = rule.audience(entry, subject);
  const recipients = await preparedRows<Recipient>(tx, quoteRecipients, [
    ...choiceParams(event),
    audience.author,
    rolesHolding(audience.capability),
    audience.actorId,
    subject.quoteId,
  ]);
  if (recipients.length === 0) return [];
  const { number, client, source } = recipients[0];
  const record = { label: entry.label, number, client: client ?? notificationTexts.unnamedClient };
  const link = `${entry.path}/${subject.quoteId}`;
  await tell(tx, event, recipients, rule.text(record, subject, source), link, subject.quoteId);
  // Whom the event concerns, whatever each chose to be told (the toast of D22 names them).
  return recipients.map((recipient) =>
    displayName({ firstName: recipient.first_name, lastName: recipient.last_name, email: recipient.email }),
  );
}

/** `webEnquiry` of a needs assessment sent in by a partner: everybody who sees assessments (D1). */
async function notifyAssessmentEnquiry(tx: EntityManager, assessmentId: number) {
  const recipients = await preparedRows<Recipient>(tx, assessmentRecipients, [
    ...choiceParams('webEnquiry'),
    rolesHolding('assessments:view'),
    assessmentId,
  ]);
  if (recipients.length === 0) return;
  const { number, client, source } = recipients[0];
  const record = {
    label: notificationTexts.assessmentLabel,
    number,
    client: client ?? notificationTexts.unnamedClient,
  };
  const text = notificationTexts.webEnquiry(record, assessmentAuthorLabel({ source, createdBy: null }));
  await tell(tx, 'webEnquiry', recipients, text, assessmentPath(assessmentId), null);
}

/** A status change of D3 by staff, as the lifecycle writes it: what it tells, if anything. */
export interface StatusChange extends QuoteSubject {
  from: QuoteStatus;
  to: QuoteStatus;
  actorId: number;
  /** The quote's author (null for a guest quote). */
  authorId: number | null;
}

/**
 * The lifecycle's hook: 'Przekaż do zatwierdzenia' (draft → pending) asks the approvers; a decision
 * on a pending quote tells its author. Reopening and withdrawing tell nobody, and neither does
 * deciding on one's own (or a guest) quote: that costs the approval nothing. Answers the names of
 * the approvers a quote was passed on to ('Przekazano do zatwierdzenia: {names}', D22), else none.
 */
export async function notifyStatusChange(tx: EntityManager, change: StatusChange): Promise<string[]> {
  const { from, to, authorId, ...subject } = change;
  if (from === 'draft' && to === 'pending') return notify(tx, 'approvalRequest', subject);
  if (from === 'pending' && (to === 'approved' || to === 'rejected')) {
    if (authorId !== null && authorId !== subject.actorId)
      await notify(tx, 'myQuoteDecided', { ...subject, status: to });
  }
  return [];
}

interface FailedMail {
  to: string;
  subject: string;
  last_error: string | null;
  created_by_id: number | null;
  quote_id: number | null;
  kind: string | null;
  status: QuoteStatus | null;
  /** D23: the quote's version the history entry concerns. */
  version: number | null;
}

/**
 * `mailFailed` (D22), in the transaction that marks the mail failed: its sender is told in the app
 * (whatever they chose, never by e-mail); a mail to a quote's client also records 'Nie doręczono do
 * {e-mail}' in the quote's history.
 */
export async function notifyMailFailed(tx: EntityManager, outboxId: number) {
  const [mail] = await tx.execute<FailedMail[]>(
    `select m."to", m.subject, m.last_error, m.created_by_id, m.quote_id, q.kind, q.status, q.version
     from mail_outbox m left join quote q on q.id = m.quote_id where m.id = ?`,
    [outboxId],
  );
  if (!mail) return;
  const entry = mail.kind ? kindEntryOf(tx, mail.kind) : undefined;
  const link = entry && mail.quote_id ? `${entry.path}/${mail.quote_id}` : null;
  if (mail.created_by_id !== null) {
    const text = notificationTexts.mailFailed({
      to: mail.to,
      subject: mail.subject,
      answer: mail.last_error,
    });
    const sender = { id: mail.created_by_id, in_app: true, by_email: false };
    await tell(tx, 'mailFailed', [sender], text, link, mail.quote_id);
  }
  if (mail.quote_id !== null && mail.status) {
    tx.create(QuoteStatusChangeEntity, {
      quote: mail.quote_id,
      fromStatus: mail.status,
      toStatus: mail.status,
      changedBy: null,
      comment: notificationTexts.notDelivered(mail.to),
      version: mail.version ?? 1,
    });
  }
}
