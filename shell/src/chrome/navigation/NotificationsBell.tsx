import { Link } from 'react-router';
import styled from 'styled-components';
import { useUnreadNotificationsCount } from '../api.ts';
import { IconBell } from '../icons.tsx';

export const NOTIFICATIONS_PATH = '/notifications';

/** The bell's name (D22): 'Powiadomienia', and the unread count when there is one. */
export const notificationsBellLabel = (unread: number | null) =>
  unread ? `Powiadomienia, nieprzeczytane: ${unread}` : 'Powiadomienia';

/** What the badge shows: the count, '99+' above 99. */
export const unreadBadgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

const StyledBellLink = styled(Link)`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.textMuted};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
    color: ${({ theme }) => theme.colors.text};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primaryText};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The count over the bell's top right corner; a ring in the bar's colour parts it from the icon. */
const StyledBadge = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${({ theme }) => theme.radii.full};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
  background: ${({ theme }) => theme.colors.danger};
  color: ${({ theme }) => theme.colors.onDanger};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

export interface NotificationsBellViewProps {
  /** Unread notifications; null while unknown (no badge). */
  unread: number | null;
  /** On /notifications the bell is the current page's link. */
  current?: boolean;
}

/** The bell as drawn: a link to /notifications named with the unread count, the badge beside it. */
export function NotificationsBellView({ unread, current = false }: NotificationsBellViewProps) {
  const label = notificationsBellLabel(unread);
  return (
    <StyledBellLink
      to={NOTIFICATIONS_PATH}
      aria-label={label}
      title={label}
      aria-current={current ? 'page' : undefined}
    >
      <IconBell />
      {unread ? <StyledBadge aria-hidden="true">{unreadBadgeText(unread)}</StyledBadge> : null}
    </StyledBellLink>
  );
}

export interface NotificationsBellProps {
  pathname: string;
}

/** The bell in the bar of every area (D22): the unread count, kept fresh; it opens /notifications. */
export function NotificationsBell({ pathname }: NotificationsBellProps) {
  const unread = useUnreadNotificationsCount();
  return <NotificationsBellView unread={unread} current={pathname === NOTIFICATIONS_PATH} />;
}
