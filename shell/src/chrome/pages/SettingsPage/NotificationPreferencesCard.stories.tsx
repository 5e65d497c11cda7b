import {
  defaultNotificationPreferences,
  type NotificationPreferences,
  notificationEvents,
} from '@ppp/domain';
import { Card, CardContent } from '@ppp/ui';
import { type Meta, type StoryObj, ThemeSideBySide } from '@ppp/ui/storybook/index.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { NotificationPreferenceRow, NotificationPreferencesCard } from './NotificationPreferencesCard.tsx';

type Answer = 'preferences' | 'error' | 'loading';

/** A query cache answering GET /api/settings/notifications with D22's defaults (saving needs the server). */
function StoryServer({ answer, children }: { answer: Answer; children: ReactNode }) {
  const client = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: false,
            staleTime: Number.POSITIVE_INFINITY,
            queryFn: () => {
              if (answer === 'loading') return new Promise(() => {});
              if (answer === 'error') return Promise.reject(new Error('500: Wewnętrzny błąd serwera'));
              return Promise.resolve(defaultNotificationPreferences);
            },
          },
        },
      }),
    [answer],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Chrome/NotificationPreferencesCard',
  component: NotificationPreferencesCard,
  decorators: [
    (Story, { parameters }) => (
      <StoryServer answer={(parameters.answer as Answer | undefined) ?? 'preferences'}>
        <Story />
      </StoryServer>
    ),
  ],
  parameters: { answer: 'preferences' },
} satisfies Meta<typeof NotificationPreferencesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** D22's defaults: everything in the app, by e-mail the client's decisions and decisions on my quotes. */
export const Default: Story = {};

export const Failed: Story = { parameters: { answer: 'error' } };

export const Loading: Story = { parameters: { answer: 'loading' } };

/** The rows alone, switched locally: how they look on and off, light and dark, and on a phone. */
function LocalRows() {
  const [preferences, setPreferences] = useState<NotificationPreferences>(defaultNotificationPreferences);
  return (
    <Card>
      <CardContent>
        {notificationEvents.map((event) => (
          <NotificationPreferenceRow
            key={event}
            event={event}
            value={preferences[event]}
            onChange={(channel, on) =>
              setPreferences((current) => ({ ...current, [event]: { ...current[event], [channel]: on } }))
            }
          />
        ))}
      </CardContent>
    </Card>
  );
}

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <LocalRows />
    </ThemeSideBySide>
  ),
};

/** A 390 px phone: each event's two switches go under its name. */
export const Phone: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <LocalRows />
    </div>
  ),
};
