import { z } from 'zod';
import { page, pageQuerySchema } from './common.ts';

// Notifications (D22): what staff are told in the app and by e-mail, and how each person chooses.

/** The events a person may choose about (D22); `mailFailed` is always in the app and never by e-mail. */
export const notificationEvents = [
  'clientDecision',
  'webEnquiry',
  'approvalRequest',
  'myQuoteDecided',
] as const;
export type NotificationEvent = (typeof notificationEvents)[number];

/** Every event a notification row may carry. */
export const notificationKinds = [...notificationEvents, 'mailFailed'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** D22: how /settings names each event. */
export const notificationEventLabels: Record<NotificationEvent, { title: string; description: string }> = {
  clientDecision: {
    title: 'Decyzja klienta',
    description: 'Klient zaakceptował lub odrzucił wycenę albo jego akceptacja została wstrzymana',
  },
  webEnquiry: {
    title: 'Zapytanie z formularza',
    description: 'Nowa wycena lub badanie potrzeb ze strony partnera',
  },
  approvalRequest: {
    title: 'Prośba o zatwierdzenie',
    description: 'Wycena przekazana do zatwierdzenia',
  },
  myQuoteDecided: {
    title: 'Decyzja o mojej wycenie',
    description: 'Moja wycena została zatwierdzona lub odrzucona',
  },
};

const channelsSchema = z.object({ app: z.boolean(), email: z.boolean() });

/** GET / PUT /api/settings/notifications: each event's channels. */
export const notificationPreferencesSchema = z.object({
  clientDecision: channelsSchema,
  webEnquiry: channelsSchema,
  approvalRequest: channelsSchema,
  myQuoteDecided: channelsSchema,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** D22's defaults: in the app for every event; by e-mail for `clientDecision` and `myQuoteDecided`. */
export const defaultNotificationPreferences: NotificationPreferences = {
  clientDecision: { app: true, email: true },
  webEnquiry: { app: true, email: false },
  approvalRequest: { app: true, email: false },
  myQuoteDecided: { app: true, email: true },
};

/** GET /api/notifications?unread=1&page= */
export const notificationsQuerySchema = pageQuerySchema.pick({ page: true, pageSize: true }).extend({
  unread: z
    .enum(['0', '1'], { error: 'Nieprawidłowy filtr' })
    .optional()
    .transform((value) => value === '1'),
});

export const notificationSchema = z.object({
  id: z.number().int(),
  event: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** The SPA path it opens (e.g. '/quotes/12'), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** The page of GET /api/notifications, newest first, with the unread count the bell shows. */
export const notificationPageSchema = page(notificationSchema).extend({ unread: z.number().int() });
export type NotificationPage = z.infer<typeof notificationPageSchema>;

const readMessage = 'Podaj powiadomienia do oznaczenia';

/** POST /api/notifications/read: `{ids}` or `{all: true}` → 204. */
export const markNotificationsReadSchema = z.union(
  [
    z.object({ ids: z.array(z.number().int().positive()).min(1).max(200) }).strict(),
    z.object({ all: z.literal(true) }).strict(),
  ],
  { error: readMessage },
);
export type MarkNotificationsRead = z.infer<typeof markNotificationsReadSchema>;

/** What a notification names of its quote or assessment: its kind's label, number and client. */
export interface NotifiedRecord {
  /** 'Wycena', 'Wycena transportu', … or 'Badanie potrzeb'. */
  label: string;
  number: string;
  /** The client's company (or contact person, e-mail, phone). */
  client: string;
}

/** How the client decided on the shared page (D17, D21): an acceptance may be held for lack of units. */
export type ClientDecisionOutcome = 'accepted' | 'declined' | 'held';

/** The Polish titles and bodies of the notifications (D22); the mails carry the same words. */
export const notificationTexts = {
  /** A client without any name or contact. */
  unnamedClient: 'klient bez nazwy',
  assessmentLabel: 'Badanie potrzeb',
  approvalRequest: (record: NotifiedRecord) => ({
    title: `Prośba o zatwierdzenie: ${record.number}`,
    body: `${record.label} ${record.number} (${record.client}) czeka na zatwierdzenie.`,
  }),
  myQuoteDecided: (record: NotifiedRecord, status: 'approved' | 'rejected') => ({
    title: `${status === 'approved' ? 'Zatwierdzono' : 'Odrzucono'} wycenę ${record.number}`,
    body: `${record.label} ${record.number} (${record.client}) została ${status === 'approved' ? 'zatwierdzona' : 'odrzucona'}.`,
  }),
  /** The client's comment comes first (D22), then who decided what. */
  clientDecision: (
    record: NotifiedRecord,
    decision: { outcome: ClientDecisionOutcome; name: string; comment: string | null; reason?: string },
  ) => {
    const who = `Klient ${record.client} (${decision.name})`;
    const what = `${record.label} ${record.number}`;
    const titles: Record<ClientDecisionOutcome, string> = {
      accepted: `Klient zaakceptował ofertę ${record.number}`,
      declined: `Klient odrzucił ofertę ${record.number}`,
      held: `Wstrzymano akceptację oferty ${record.number}`,
    };
    const lines: Record<ClientDecisionOutcome, string> = {
      accepted: `${who} zaakceptował ofertę: ${what}.`,
      declined: `${who} odrzucił ofertę: ${what}.`,
      held: `${who} zaakceptował ofertę: ${what}, ale akceptację wstrzymano${decision.reason ? ` (${decision.reason})` : ''}. Wycena pozostaje oczekująca.`,
    };
    return {
      title: titles[decision.outcome],
      body: [decision.comment ? `„${decision.comment}”` : null, lines[decision.outcome]]
        .filter(Boolean)
        .join('\n'),
    };
  },
  /** `sourceLabel`: 'Wycena gościnna ({key})' or 'Badanie z formularza ({key})' (D16). */
  webEnquiry: (record: NotifiedRecord, sourceLabel: string) => ({
    title: `Zapytanie z formularza: ${record.number}`,
    body: `${sourceLabel}: ${record.label.toLowerCase()} ${record.number} (${record.client}).`,
  }),
  mailFailed: (mail: { to: string; subject: string; answer: string | null }) => ({
    title: `Nie doręczono wiadomości do ${mail.to}`,
    body: `Wiadomość „${mail.subject}” nie została doręczona.${mail.answer ? ` Odpowiedź serwera poczty: ${mail.answer}` : ''}`,
  }),
  /** D22: the quote's history when a mail to its client failed. */
  notDelivered: (email: string) => `Nie doręczono do ${email}`,
} as const;
