import type { NotificationPage } from '@ppp/domain';
import {
  Button,
  Card,
  EmptyState,
  ErrorState,
  handleApiError,
  IconCheck,
  LoadingState,
  PageContainer,
  PageHeader,
  Pagination,
  useStayWithinPages,
} from '@ppp/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { type NotificationFilter, useMarkNotificationsRead, useNotifications } from '../../api.ts';
import { IconBell } from '../../icons.tsx';
import { NotificationItem } from './NotificationItem.tsx';

const filterLabels: Record<NotificationFilter, string> = {
  all: 'Wszystkie',
  unread: 'Nieprzeczytane',
};

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledFilter = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space[2]};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledPagination = styled.div`
  padding: ${({ theme }) => `0 ${theme.space[2]}`};
`;

const unreadCountText = (unread: number) =>
  unread === 0 ? 'Wszystkie powiadomienia są przeczytane' : `Nieprzeczytane: ${unread}`;

/** The list's filter and page, kept in the address (`?filter=unread&page=2`) as every list's are (D5). */
function useNotificationsAddress() {
  const [params, setParams] = useSearchParams();
  const filter: NotificationFilter = params.get('filter') === 'unread' ? 'unread' : 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { filter, page, update };
}

/**
 * Where the focus goes after a change removed the control that held it: the notification that was
 * marked read, or (when it left the list, or after 'mark all') the page's heading.
 */
type FocusTarget = number | 'heading' | null;

/** /notifications (D22): the staff member's notifications, newest first; mark one or all read. */
export function NotificationsPage() {
  const { filter, page, update } = useNotificationsAddress();
  const notifications = useNotifications(filter, page);
  const markRead = useMarkNotificationsRead();
  const pageRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const data: NotificationPage | undefined = notifications.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useStayWithinPages({ page, update }, data ? { items: data.items, pageCount } : null);

  useEffect(() => {
    if (focusTarget === null || notifications.isFetching) return;
    const root = pageRef.current;
    const row =
      typeof focusTarget === 'number'
        ? root?.querySelector<HTMLElement>(`[data-notification-id="${focusTarget}"]`)
        : null;
    const target = row ?? root?.querySelector<HTMLElement>('h1');
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget, notifications.isFetching]);

  const markOne = (id: number, keepFocus: boolean) =>
    markRead.mutate(
      { ids: [id] },
      {
        onSuccess: () => {
          if (keepFocus) setFocusTarget(id);
        },
        onError: (error) => handleApiError(error, 'Nie udało się oznaczyć powiadomienia jako przeczytanego.'),
      },
    );
  const markAll = () =>
    markRead.mutate(
      { all: true },
      {
        onSuccess: () => setFocusTarget('heading'),
        onError: (error) => handleApiError(error, 'Nie udało się oznaczyć powiadomień jako przeczytanych.'),
      },
    );

  const unread = data?.unread ?? 0;
  return (
    <PageContainer width="narrow">
      <div ref={pageRef}>
        <PageHeader
          title="Powiadomienia"
          subtitle="Decyzje klientów, zapytania z formularzy i wyceny do zatwierdzenia"
          actions={
            unread > 0 ? (
              <Button variant="outline" onClick={markAll} disabled={markRead.isPending}>
                <IconCheck size={16} />
                Oznacz wszystkie jako przeczytane
              </Button>
            ) : null
          }
        />
        <StyledToolbar>
          <StyledFilter role="group" aria-label="Pokaż">
            {(['all', 'unread'] as const).map((value) => (
              <Button
                key={value}
                size="sm"
                variant={filter === value ? 'primary' : 'ghost'}
                aria-pressed={filter === value}
                onClick={() => update({ filter: value === 'unread' ? 'unread' : null, page: null })}
              >
                {filterLabels[value]}
              </Button>
            ))}
          </StyledFilter>
          <StyledCount role="status">{data ? unreadCountText(unread) : ''}</StyledCount>
        </StyledToolbar>
        <StyledCard>
          {notifications.isPending ? (
            <LoadingState text="Ładowanie powiadomień..." />
          ) : notifications.isError || !data ? (
            <ErrorState
              title="Nie udało się załadować powiadomień"
              description="Sprawdź połączenie i spróbuj ponownie."
              onRetry={() => void notifications.refetch()}
            />
          ) : data.items.length === 0 ? (
            <EmptyState
              icon={<IconBell size={24} />}
              title="Brak powiadomień"
              description={
                filter === 'unread'
                  ? 'Wszystkie powiadomienia są przeczytane.'
                  : 'Tu pojawią się decyzje klientów, zapytania z formularzy i prośby o zatwierdzenie.'
              }
              action={
                filter === 'unread' ? (
                  <Button variant="outline" size="sm" onClick={() => update({ filter: null, page: null })}>
                    Pokaż wszystkie
                  </Button>
                ) : null
              }
            />
          ) : (
            <>
              <StyledList aria-label={`Powiadomienia: ${filterLabels[filter].toLowerCase()}`}>
                {data.items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      marking={markRead.isPending}
                      onMarkRead={(id) => markOne(id, true)}
                      onOpen={(id) => markOne(id, false)}
                    />
                  </li>
                ))}
              </StyledList>
              <StyledPagination>
                <Pagination
                  page={page}
                  pageCount={pageCount}
                  onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
                />
              </StyledPagination>
            </>
          )}
        </StyledCard>
      </div>
    </PageContainer>
  );
}
