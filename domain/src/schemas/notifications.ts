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
