import {
  formatDateTimeLong,
  type Notification,
  type NotificationKind,
  notificationEventLabels,
} from '@ppp/domain';
import { IconButton, IconCheck, visuallyHidden } from '@ppp/ui';
import { Link } from 'react-router';
import styled, { css } from 'styled-components';
import { notificationTimeLabel } from './notificationTime.ts';

/** What each kind of notification is called on its row; `mailFailed` is not a choosable event (D22). */
export const notificationKindLabel = (event: NotificationKind) =>
  event === 'mailFailed' ? 'Niedoręczona wiadomość' : notificationEventLabels[event].title;

/** A link the app opens itself: a path of this origin, never another site or a script. */
export const inAppLink = (link: string | null) =>
  link?.startsWith('/') && !link.startsWith('//') ? link : null;

export interface NotificationItemProps {
  notification: Notification;
  /** Its own 'mark read' button. */
  onMarkRead: (id: number) => void;
  /** Its link was followed while unread: marked read on the way. */
  onOpen: (id: number) => void;
  /** While a change of this row is being saved. */
  marking?: boolean;
  /** The time the relative dates count from (tests and stories). */
  now?: Date;
}

const StyledItem = styled.article<{ $unread: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[4]} ${theme.space[4]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow-wrap: anywhere;

  ${({ $unread, theme }) =>
    $unread &&
    css`
      background: ${theme.colors.primarySoft};
    `}

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** The unread mark: a dot at the row's start, beside the bold title and the tinted row. */
const StyledDot = styled.span`
  position: absolute;
  top: calc(${({ theme }) => theme.space[4]} + 7px);
  left: ${({ theme }) => theme.space[2]};
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

const StyledText = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const StyledTitle = styled.h2<{ $unread: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme, $unread }) => ($unread ? theme.fontWeights.bold : theme.fontWeights.medium)};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  a {
    /* One box: a pointer anywhere on the title (wrapped or not) lands on the link. */
    display: inline-block;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radii.sm};

    &:hover {
      color: ${({ theme }) => theme.colors.primaryText};
      text-decoration: underline;
    }

    &:focus-visible {
      outline: none;
      box-shadow: ${({ theme }) => theme.shadows.focus};
    }
  }
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

/** The body keeps the line breaks it was written with (a client's comment). */
const StyledBody = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  white-space: pre-line;
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span + time::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;

/** One notification: its title (the link it opens), body, kind and time; unread ones marked and markable. */
export function NotificationItem({
  notification,
  onMarkRead,
  onOpen,
  marking = false,
  now,
}: NotificationItemProps) {
  const { id, title, body, createdAt } = notification;
  const unread = notification.readAt === null;
  const link = inAppLink(notification.link);
  const heading = (
    <>
      {unread ? (
        <>
          <StyledHidden>Nieprzeczytane:</StyledHidden>{' '}
        </>
      ) : null}
      {title}
    </>
  );
  return (
    <StyledItem $unread={unread} data-notification-id={id} tabIndex={-1}>
      {unread ? <StyledDot aria-hidden="true" /> : null}
      <StyledText>
        <StyledTitle $unread={unread}>
          {link ? (
            <Link to={link} onClick={unread ? () => onOpen(id) : undefined}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </StyledTitle>
        {body ? <StyledBody>{body}</StyledBody> : null}
        <StyledMeta>
          <span>{notificationKindLabel(notification.event)}</span>
          <time dateTime={createdAt} title={formatDateTimeLong(createdAt)}>
            {notificationTimeLabel(createdAt, now)}
          </time>
        </StyledMeta>
      </StyledText>
      {unread ? (
        <IconButton
          size="sm"
          variant="ghost"
          icon={<IconCheck size={16} />}
          aria-label={`Oznacz jako przeczytane: ${title}`}
          disabled={marking}
          onClick={() => onMarkRead(id)}
        />
      ) : null}
    </StyledItem>
  );
}
