// The chrome's own server calls, as react-query hooks.
import type {
  Equipment,
  MarkNotificationsRead,
  NotificationPage,
  NotificationPreferences,
  Page,
  QuoteListItem,
  UpdateProfile,
  User,
} from '@ppp/domain';
import {
  apiRequest,
  CURRENT_USER_QUERY_KEY,
  handleApiError,
  NetworkError,
  statusOf,
  toastError,
} from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/** PATCH /api/auth/user: first and last name (D2). The answer replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfile) => apiRequest<User>('PATCH', '/api/auth/user', input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}

const RECENT_QUOTES_COUNT = 3;

/**
 * GET /api/quotes?pageSize=3: the newest equipment quotes (the list is newest first, D5). Asked
 * afresh each time the home page opens: colleagues create quotes without this page knowing.
 */
export const useRecentQuotes = () =>
  useQuery<Page<QuoteListItem>>({
    queryKey: ['/api/quotes', { pageSize: RECENT_QUOTES_COUNT }],
    staleTime: 0,
  });

/** GET /api/equipment: the active catalogue, the same query (and cache) as the catalogue page's. */
export const useEquipment = () => useQuery<Equipment[]>({ queryKey: ['/api/equipment'] });

// ---- notifications (D22) ----

/** Every notification read (the bell's count and the page's lists) sits under this key. */
export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

/** The bell's read: one row is enough, the answer's `unread` is the count. */
const UNREAD_COUNT_QUERY_KEY = [...NOTIFICATIONS_QUERY_KEY, { unread: 1, pageSize: 1 }] as const;

/** How often the bell asks for the unread count while the app is open (and on every window focus). */
export const UNREAD_REFRESH_MS = 30_000;

/**
 * The bell's count (D22): GET /api/notifications?unread=1&pageSize=1 answers `unread`. Asked every
 * 30 s, whenever the tab is shown again or the window regains focus; null until the first answer
 * (and after a failed one, so the bell never shows a stale guess).
 */
export function useUnreadNotificationsCount(): number | null {
  const queryClient = useQueryClient();
  const unread = useQuery<NotificationPage>({
    queryKey: UNREAD_COUNT_QUERY_KEY,
    refetchInterval: UNREAD_REFRESH_MS,
    // The kit's queries never go stale: this one is asked again whenever the tab is shown again.
    refetchOnWindowFocus: 'always',
  });
  // react-query follows the tab's visibility; another window giving the focus back counts too.
  useEffect(() => {
    const onFocus = () => void queryClient.refetchQueries({ queryKey: UNREAD_COUNT_QUERY_KEY, exact: true });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient]);
  // A new count (someone's action notified this user): an open list is read afresh too, so the page
  // and the bell agree (D22).
  const count = unread.data?.unread;
  const seen = useRef(count);
  useEffect(() => {
    if (seen.current !== undefined && count !== undefined && count !== seen.current)
      void queryClient.invalidateQueries({
        queryKey: NOTIFICATIONS_QUERY_KEY,
        predicate: (query) => query.queryKey[1] !== UNREAD_COUNT_QUERY_KEY[1],
      });
    seen.current = count;
  }, [count, queryClient]);
  return unread.isError || !unread.data ? null : unread.data.unread;
}

export type NotificationFilter = 'all' | 'unread';

/** GET /api/notifications?unread=1&page=: one page of the list, newest first. */
export const useNotifications = (filter: NotificationFilter, page: number) =>
  useQuery<NotificationPage>({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, { unread: filter === 'unread' ? 1 : undefined, page }],
    // Others' actions add notifications without this page knowing: read afresh each time it opens.
    staleTime: 0,
  });

/**
 * POST /api/notifications/read `{ids}` or `{all: true}` → 204. Every notification read is asked
 * again afterwards (the list and the bell), even when the page that asked has gone (an opened link).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsRead) => apiRequest<void>('POST', '/api/notifications/read', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
  });
}

const NOTIFICATION_PREFERENCES_QUERY_KEY = ['/api/settings/notifications'] as const;

/** GET /api/settings/notifications: each event's channels (D22). */
export const useNotificationPreferences = () =>
  useQuery<NotificationPreferences>({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY });

export const PREFERENCES_NOT_SAVED =
  'Nie udało się zapisać ustawień powiadomień. Przywrócono poprzednie ustawienie.';

const SAVE_PREFERENCES_MUTATION_KEY = ['save-notification-preferences'] as const;

/**
 * PUT /api/settings/notifications, optimistic: the switch moves at once and moves back, with a
 * toast, when the save fails. The preferences are read again once the last of quick changes settles.
 */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: SAVE_PREFERENCES_MUTATION_KEY,
    mutationFn: (preferences: NotificationPreferences) =>
      apiRequest<unknown>('PUT', '/api/settings/notifications', preferences),
    onMutate: async (preferences) => {
      await queryClient.cancelQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY });
      const previous = queryClient.getQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_QUERY_KEY);
      queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, preferences);
      return { previous };
    },
    onError: (error, _preferences, context) => {
      if (context?.previous) queryClient.setQueryData(NOTIFICATION_PREFERENCES_QUERY_KEY, context.previous);
      // An expired session, a refusal or no connection say so themselves; anything else, what failed.
      const status = statusOf(error);
      if (status === 401 || status === 403 || error instanceof NetworkError) {
        handleApiError(error, PREFERENCES_NOT_SAVED);
      } else {
        toastError(PREFERENCES_NOT_SAVED);
      }
    },
    onSettled: () => {
      // Quick changes one after another: only the last one's answer is read back.
      if (queryClient.isMutating({ mutationKey: SAVE_PREFERENCES_MUTATION_KEY }) === 1) {
        return queryClient.invalidateQueries({ queryKey: NOTIFICATION_PREFERENCES_QUERY_KEY });
      }
    },
  });
}
