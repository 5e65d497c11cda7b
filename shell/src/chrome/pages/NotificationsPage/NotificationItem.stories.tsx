import type { Notification } from '@ppp/domain';
import { type Meta, type StoryObj, ThemeSideBySide, withRouter } from '@ppp/ui/storybook/index.ts';
import { NotificationItem } from './NotificationItem.tsx';

/** The stories' clock: 26 November 2026, 14:30 in Warsaw. */
const now = new Date('2026-11-26T13:30:00.000Z');

const clientDecision: Notification = {
  id: 1,
  event: 'clientDecision',
  title: 'Klient zaakceptował wycenę WYC/2026/0041',
  body: 'Budimex S.A. (Jan Kowalski): „Akceptujemy.\nProsimy o dostawę w poniedziałek do 7:00.”',
  link: '/quotes/41',
  createdAt: '2026-11-26T13:18:00.000Z',
  readAt: null,
};

const webEnquiry: Notification = {
  id: 2,
  event: 'webEnquiry',
  title: 'Nowe zapytanie z formularza: TRA/2026/0012',
  body: 'Formularz na stronie partnera, klient: Mostostal Warszawa',
  link: '/transport-quotes/12',
  createdAt: '2026-11-25T08:05:00.000Z',
  readAt: '2026-11-25T09:00:00.000Z',
};

const mailFailed: Notification = {
  id: 3,
  event: 'mailFailed',
  title: 'Nie doręczono wiadomości do biuro@budimex.pl',
  body: '550 5.1.1 Mailbox unavailable',
  link: null,
  createdAt: '2026-11-12T16:40:00.000Z',
  readAt: null,
};

const meta = {
  title: 'Chrome/NotificationItem',
  component: NotificationItem,
  decorators: [withRouter],
  args: { notification: clientDecision, now, onMarkRead: () => {}, onOpen: () => {} },
} satisfies Meta<typeof NotificationItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unread: tinted, a dot, a bold title, 'Nieprzeczytane:' for screen readers and its own check button. */
export const Unread: Story = {};

/** Read: plain, no button; the title still opens the quote. */
export const Read: Story = { args: { notification: webEnquiry } };

/** A notification without a page to open (a mail that could not be delivered), dated in full. */
export const WithoutLink: Story = { args: { notification: mailFailed } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide>
      {[clientDecision, webEnquiry, mailFailed].map((notification) => (
        <NotificationItem key={notification.id} {...args} notification={notification} />
      ))}
    </ThemeSideBySide>
  ),
};

/** A 390 px phone: the title and body wrap, the check button keeps its place. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ maxWidth: 390 }}>
      <NotificationItem {...args} />
    </div>
  ),
};
