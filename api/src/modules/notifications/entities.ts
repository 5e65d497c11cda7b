import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { type NotificationPreferences, notificationKinds } from '@ppp/domain';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';
import { UserEntity } from '../users/entities.ts';

/**
 * One in-app notification of one person (D22): written in the transaction of the event that causes
 * it, read newest first by its person alone. A quote's notifications go with the quote.
 */
export const NotificationEntity = defineEntity({
  name: 'Notification',
  tableName: 'notification',
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(UserEntity).deleteRule('cascade'),
    event: p.enum([...notificationKinds]),
    title: p.string().length(300),
    body: p.text(),
    /** The SPA path it opens ('/quotes/12'), or null. */
    link: p.string().length(300).nullable(),
    quote: () => p.manyToOne(QuoteEntity).nullable().index().deleteRule('cascade'),
    createdAt: p.datetime().onCreate(() => new Date()),
    readAt: p.datetime().nullable(),
  },
  // A person's page, newest first (ids grow with time), and their unread ones: the bell's count and
  // the unread filter read only the unread part of the index.
  indexes: [
    { properties: ['user', 'id'] },
    {
      name: 'notification_unread_index',
      expression:
        'CREATE INDEX notification_unread_index ON public.notification USING btree (user_id, id) WHERE (read_at IS NULL)',
    },
  ],
});
export type NotificationRow = InferEntity<typeof NotificationEntity>;

/** A person's choices in /settings (D22); no row means D22's defaults. */
export const NotificationSettingsEntity = defineEntity({
  name: 'NotificationSettings',
  tableName: 'notification_settings',
  properties: {
    user: () => p.oneToOne(UserEntity).primary().deleteRule('cascade'),
    preferences: p.json<NotificationPreferences>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export const notificationEntities = [NotificationEntity, NotificationSettingsEntity];
