import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteHistoryCard, type QuoteHistoryCardProps } from './QuoteHistoryCard.tsx';

const anna = { id: 12, firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@ppp.pl' };
const piotr = { id: 3, firstName: 'Piotr', lastName: 'Wiśniewski', email: 'piotr.wisniewski@ppp.pl' };

/** Oldest first, as the detail answer lists them. */
const severalChanges: QuoteHistoryCardProps['history'] = [
  {
    fromStatus: 'draft',
    toStatus: 'pending',
    changedAt: '2026-11-03T09:14:00.000Z',
    changedBy: anna,
    actorName: null,
    comment: null,
    version: 1,
  },
  {
    fromStatus: 'pending',
    toStatus: 'rejected',
    changedAt: '2026-11-03T15:40:00.000Z',
    changedBy: piotr,
    actorName: null,
    comment: null,
    version: 1,
  },
  {
    fromStatus: 'rejected',
    toStatus: 'draft',
    changedAt: '2026-11-04T08:05:00.000Z',
    changedBy: piotr,
    actorName: null,
    comment: null,
    version: 1,
  },
  {
    fromStatus: 'draft',
    toStatus: 'pending',
    changedAt: '2026-11-04T10:30:00.000Z',
    changedBy: anna,
    actorName: null,
    comment: null,
    version: 1,
  },
  {
    fromStatus: 'pending',
    toStatus: 'approved',
    changedAt: '2026-11-04T12:02:00.000Z',
    changedBy: piotr,
    actorName: null,
    comment: null,
    version: 1,
  },
];

const meta = {
  title: 'Quotes/QuoteHistoryCard',
  component: QuoteHistoryCard,
  args: { history: severalChanges },
} satisfies Meta<typeof QuoteHistoryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, rejected, reopened, sent again and approved. */
export const SeveralChanges: Story = {};

/** A quote whose status was never changed. */
export const Empty: Story = { args: { history: [] } };

/** D17: the client decided on the shared page, with a comment; a change without a user reads 'System'. */
export const ClientDecision: Story = {
  args: {
    history: [
      severalChanges[0],
      {
        fromStatus: 'pending',
        toStatus: 'approved',
        changedAt: '2026-11-05T17:21:00.000Z',
        changedBy: null,
        actorName: 'Klient: Budimex S.A.',
        comment: 'Akceptujemy, prosimy o dostawę w poniedziałek do 7:00.',
        version: 1,
      },
      {
        fromStatus: 'approved',
        toStatus: 'draft',
        changedAt: '2026-11-06T07:45:00.000Z',
        changedBy: null,
        actorName: null,
        comment: null,
        version: 1,
      },
    ],
  },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <QuoteHistoryCard history={severalChanges} />
      <QuoteHistoryCard history={[]} />
    </ThemeSideBySide>
  ),
};
