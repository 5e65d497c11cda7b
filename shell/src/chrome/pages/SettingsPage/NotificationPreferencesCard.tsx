import {
  type NotificationEvent,
  type NotificationPreferences,
  notificationEventLabels,
  notificationEvents,
} from '@ppp/domain';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ErrorState,
  LoadingState,
  Switch,
} from '@ppp/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useNotificationPreferences, useSaveNotificationPreferences } from '../../api.ts';

type Channel = keyof NotificationPreferences[NotificationEvent];

const channelLabels: Record<Channel, string> = { app: 'W aplikacji', email: 'E-mailem' };
const channels = ['app', 'email'] as const;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  padding: ${({ theme }) => `${theme.space[3]} 0`};

  & + & {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledEvent = styled.div`
  flex: 1 1 260px;
  min-width: 0;

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledSwitches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
`;

export interface NotificationPreferenceRowProps {
  event: NotificationEvent;
  value: NotificationPreferences[NotificationEvent];
  onChange: (channel: Channel, on: boolean) => void;
}

/** One event (D22): its name and what it is, then 'W aplikacji' and 'E-mailem', each named with the event. */
export function NotificationPreferenceRow({ event, value, onChange }: NotificationPreferenceRowProps) {
  const headingId = useId();
  const { title, description } = notificationEventLabels[event];
  return (
    <StyledRow role="group" aria-labelledby={headingId}>
      <StyledEvent>
        <h3 id={headingId}>{title}</h3>
        <p>{description}</p>
      </StyledEvent>
      <StyledSwitches>
        {channels.map((channel) => (
          <Switch
            key={channel}
            size="sm"
            label={channelLabels[channel]}
            // The visible word first, so a speech user can say what is seen (WCAG 2.5.3).
            aria-label={`${channelLabels[channel]}: ${title}`}
            checked={value[channel]}
            onCheckedChange={(on) => onChange(channel, on)}
          />
        ))}
      </StyledSwitches>
    </StyledRow>
  );
}

/**
 * Settings' 'Powiadomienia' (D22): for each event, in the app and by e-mail, as each person chooses.
 * A switch saves at once and moves back with an error toast when the save fails.
 */
export function NotificationPreferencesCard() {
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const change = (event: NotificationEvent, channel: Channel, on: boolean) => {
    if (!preferences.data) return;
    save.mutate({ ...preferences.data, [event]: { ...preferences.data[event], [channel]: on } });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Powiadomienia</CardTitle>
        <CardDescription>
          O czym chcesz wiedzieć i jak. Zapisywane na Twoim koncie. O niedoręczonej wiadomości powiadomimy
          zawsze w aplikacji.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <LoadingState text="Ładowanie ustawień powiadomień..." />
        ) : preferences.isError || !preferences.data ? (
          <ErrorState
            title="Nie udało się załadować ustawień powiadomień"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void preferences.refetch()}
          />
        ) : (
          notificationEvents.map((event) => (
            <NotificationPreferenceRow
              key={event}
              event={event}
              value={preferences.data[event]}
              onChange={(channel, on) => change(event, channel, on)}
            />
          ))
        )}
      </CardContent>
    </Card>
  );
}
