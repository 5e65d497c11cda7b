import type { Notification, NotificationPage } from '@ppp/domain';
import { type Meta, type StoryObj, withRouter } from '@ppp/ui/storybook/index.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { NotificationsPage } from './NotificationsPage.tsx';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notifications: Notification[] = [
  {
    id: 5,
    event: 'clientDecision',
    title: 'Klient zaakceptował wycenę WYC/2026/0041',
    body: 'Budimex S.A. (Jan Kowalski): „Akceptujemy.\nProsimy o dostawę w poniedziałek do 7:00.”',
    link: '/quotes/41',
    createdAt: minutesAgo(4),
    readAt: null,
  },
  {
    id: 4,
    event: 'approvalRequest',
    title: 'Wycena ELE/2026/0007 czeka na zatwierdzenie',
    body: 'Przekazała: Anna Kowalska',
    link: '/electrical-quotes/7',
    createdAt: minutesAgo(95),
    readAt: null,
  },
  {
    id: 3,
    event: 'webEnquiry',
    title: 'Nowe zapytanie z formularza: TRA/2026/0012',
    body: 'Formularz na stronie partnera, klient: Mostostal Warszawa',
    link: '/transport-quotes/12',
    createdAt: minutesAgo(60 * 26),
    readAt: minutesAgo(60 * 20),
  },
  {
    id: 2,
    event: 'myQuoteDecided',
    title: 'Wycena WYC/2026/0038 została odrzucona',
    body: 'Odrzucił: Piotr Wiśniewski',
    link: '/quotes/38',
    createdAt: minutesAgo(60 * 24 * 3),
    readAt: minutesAgo(60 * 24 * 2),
  },
  {
    id: 1,
    event: 'mailFailed',
    title: 'Nie doręczono wiadomości do biuro@budimex.pl',
    body: '550 5.1.1 Mailbox unavailable',
    link: null,
    createdAt: minutesAgo(60 * 24 * 12),
    readAt: null,
  },
];

type Answer = 'list' | 'empty' | 'error' | 'loading';

/** A query cache answering the page's reads from the fixtures above, as the server would. */
function StoryServer({ answer, children }: { answer: Answer; children: ReactNode }) {
  const client = useMemo(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: {
            retry: false,
            queryFn: ({ queryKey }): Promise<NotificationPage> => {
              if (answer === 'loading') return new Promise(() => {});
              if (answer === 'error') return Promise.reject(new Error('500: Wewnętrzny błąd serwera'));
              const params = (queryKey[1] ?? {}) as { unread?: number; page?: number };
              const rows = answer === 'empty' ? [] : notifications;
              const items = params.unread ? rows.filter((row) => row.readAt === null) : rows;
              return Promise.resolve({
                items,
                total: items.length,
                page: params.page ?? 1,
                pageSize: 50,
                unread: rows.filter((row) => row.readAt === null).length,
              });
            },
          },
        },
      }),
    [answer],
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Chrome/NotificationsPage',
  component: NotificationsPage,
  decorators: [
    withRouter,
    (Story, { parameters }) => (
      <StoryServer answer={(parameters.answer as Answer | undefined) ?? 'list'}>
        <Story />
      </StoryServer>
    ),
  ],
  parameters: { layout: 'fullscreen', answer: 'list' },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Newest first: three unread (tinted, with a dot and their own check), two read. */
export const List: Story = {};

/** 'Brak powiadomień'. */
export const Empty: Story = { parameters: { answer: 'empty' } };

/** The list could not be read: 'Spróbuj ponownie'. */
export const Failed: Story = { parameters: { answer: 'error' } };

export const Loading: Story = { parameters: { answer: 'loading' } };

/** A 390 px phone: the filter and the count wrap under the heading, the rows keep their check button. */
export const Phone: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <NotificationsPage />
    </div>
  ),
};
