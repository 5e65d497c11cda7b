import type { EntityManager } from '@mikro-orm/postgresql';
import {
  defaultNotificationPreferences,
  type MarkNotificationsRead,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationPreferences,
  notificationEvents,
} from '@ppp/domain';
import { preparedRows } from '../../db/prepared.ts';
import { NotificationSettingsEntity } from './entities.ts';

// A person's own notifications and choices (D22): every read and change is bound to the signed-in
// user, so nobody sees or marks another's notifications.

interface NotificationRow {
  id: number;
  event: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
}

const columns = 'id, event, title, body, link, created_at, read_at';
const allPage = `select ${columns} from notification where user_id = ? order by id desc limit ? offset ?`;
const unreadPage = `select ${columns} from notification where user_id = ? and read_at is null
  order by id desc limit ? offset ?`;
const counts = `select (select count(*) from notification where user_id = ?)::int as total,
  (select count(*) from notification where user_id = ? and read_at is null)::int as unread`;

const itemOf = (row: NotificationRow): Notification => ({
  id: row.id,
  event: row.event,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
  readAt: row.read_at ? new Date(row.read_at).toISOString() : null,
});

/** One page of the user's notifications, newest first, with the unread count the bell shows. */
export async function listNotifications(
  em: EntityManager,
  userId: number,
  query: { page: number; pageSize: number; unread: boolean },
): Promise<NotificationPage> {
  const offset = (query.page - 1) * query.pageSize;
  const [rows, [count]] = await Promise.all([
    preparedRows<NotificationRow>(em, query.unread ? unreadPage : allPage, [userId, query.pageSize, offset]),
    preparedRows<{ total: number; unread: number }>(em, counts, [userId, userId]),
  ]);
  return {
    items: rows.map(itemOf),
    total: query.unread ? count.unread : count.total,
    page: query.page,
    pageSize: query.pageSize,
    unread: count.unread,
  };
}

/** Marks the user's own notifications read: the ids given (others' ids change nothing), or all. */
export async function markRead(em: EntityManager, userId: number, body: MarkNotificationsRead) {
  if ('all' in body) {
    await preparedRows(em, 'update notification set read_at = now() where user_id = ? and read_at is null', [
      userId,
    ]);
    return;
  }
  // bigint: an id past the integer column's range matches nothing rather than failing.
  await preparedRows(
    em,
    'update notification set read_at = now() where user_id = ? and read_at is null and id = any(?::bigint[])',
    [userId, `{${body.ids.join(',')}}`],
  );
}

/** The user's choices: what they saved, D22's defaults for the rest. */
export async function getPreferences(em: EntityManager, userId: number): Promise<NotificationPreferences> {
  const saved = await em.findOne(NotificationSettingsEntity, { user: userId });
  return Object.fromEntries(
    notificationEvents.map((event) => [
      event,
      { ...defaultNotificationPreferences[event], ...saved?.preferences[event] },
    ]),
  ) as NotificationPreferences;
}

/** Saves the user's choices, the whole object (validated by the route). */
export async function savePreferences(
  em: EntityManager,
  userId: number,
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> {
  await em.upsert(NotificationSettingsEntity, { user: userId, preferences, updatedAt: new Date() });
  return getPreferences(em.fork(), userId);
}
