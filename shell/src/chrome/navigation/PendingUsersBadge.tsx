import { can, type User } from '@ppp/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import styled from 'styled-components';

/** The admin panel's own query of the pending users: one cache, so an approval there updates the count. */
const PENDING_USERS_QUERY_KEY = ['/api/users/pending'] as const;

/** How often the count is asked for while the app is open (and again whenever the window regains focus). */
export const PENDING_USERS_REFRESH_MS = 60_000;

/**
 * How many accounts wait for approval (GET /api/users/pending), for those who approve them
 * (admin:users); null for everybody else, who never ask. Asked again every minute while the page
 * is shown, and whenever the tab becomes visible or the window regains focus.
 */
export function usePendingUsersCount(user: Pick<User, 'role'>): number | null {
  const approves = can(user.role, 'admin:users');
  const queryClient = useQueryClient();
  const pending = useQuery<unknown[]>({
    queryKey: PENDING_USERS_QUERY_KEY,
    enabled: approves,
    refetchInterval: approves ? PENDING_USERS_REFRESH_MS : false,
    // The kit's queries never go stale: this one is asked again whenever the tab is shown again.
    refetchOnWindowFocus: 'always',
  });

  // react-query follows the tab's visibility; another window gaining the focus back counts too.
  useEffect(() => {
    if (!approves) return;
    const onFocus = () => void queryClient.refetchQueries({ queryKey: PENDING_USERS_QUERY_KEY });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [approves, queryClient]);

  return approves && pending.data ? pending.data.length : null;
}

/** '1 użytkownik oczekuje na akceptację', '3 użytkowników oczekuje na akceptację'. */
export function pendingUsersLabel(count: number): string {
  return `${count} ${count === 1 ? 'użytkownik' : 'użytkowników'} oczekuje na akceptację`;
}

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0;
  line-height: 1;
`;

const StyledMenuCount = styled(StyledCount)`
  margin-left: auto;
`;

export interface PendingUsersBadgeProps {
  count: number;
  /** In a menu entry the count sits at the entry's right end. */
  inMenu?: boolean;
}

/**
 * The visible count. Hidden from screen readers: the control it sits in is described by
 * PendingUsersDescription instead, so its name stays 'ADMIN' or 'Panel administracyjny'.
 */
export function PendingUsersBadge({ count, inMenu = false }: PendingUsersBadgeProps) {
  const Count = inMenu ? StyledMenuCount : StyledCount;
  return <Count aria-hidden="true">{count > 99 ? '99+' : count}</Count>;
}

/** The count in words, referenced by aria-describedby from the controls that show the badge. */
export function PendingUsersDescription({ id, count }: { id: string; count: number }) {
  return (
    <span id={id} hidden>
      {pendingUsersLabel(count)}
    </span>
  );
}
