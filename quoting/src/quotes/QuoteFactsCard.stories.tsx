import { SignedInAs, withSignedInUser } from '@ppp/ui/storybook/signedIn.tsx';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteFactsCard, type QuoteFactsCardProps } from './QuoteFactsCard.tsx';
import { idleStatusChange } from './StatusActions.stories.tsx';

const quote: QuoteFactsCardProps['quote'] = {
  quoteNumber: 'WYC/2026/0042',
  status: 'draft',
  createdAt: '2026-11-03T08:30:00.000Z',
  isGuest: false,
  source: null,
  createdBy: { firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@ppp.pl' },
};

const meta = {
  title: 'Quotes/QuoteFactsCard',
  component: QuoteFactsCard,
  decorators: [withSignedInUser],
  // Equipment quotes: only an administrator approves them.
  parameters: { signedInAs: 'employee' },
  args: {
    quote,
    kind: 'equipment',
    change: idleStatusChange,
    extraRows: [['Schemat cenowy', 'Cennik standardowy 2026']],
  },
  argTypes: { change: { control: false } },
} satisfies Meta<typeof QuoteFactsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A draft, with the equipment quote's own row ('Schemat cenowy'). */
export const Draft: Story = {};

/** Waiting for approval, seen by an administrator: approve, reject or take it back. */
export const PendingForApprover: Story = {
  args: { quote: { ...quote, status: 'pending' } },
  parameters: { signedInAs: 'admin' },
};

/** Locked: the notice says how to reopen it, and 'Otwórz ponownie' is offered. */
export const ApprovedForApprover: Story = {
  args: { quote: { ...quote, status: 'approved' } },
  parameters: { signedInAs: 'admin' },
};

/** Locked for an employee: the notice says who may reopen it, and no button is offered. */
export const ApprovedForEmployee: Story = { args: { quote: { ...quote, status: 'approved' } } };

export const RejectedForApprover: Story = {
  args: { quote: { ...quote, status: 'rejected' } },
  parameters: { signedInAs: 'admin' },
};

/** Sent in through the public API without a user: 'Wycena gościnna' with the API key's name. */
export const GuestQuote: Story = {
  args: {
    quote: { ...quote, isGuest: true, source: 'Formularz na stronie', createdBy: null },
    extraRows: [],
  },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <SignedInAs userRole="admin">
        <QuoteFactsCard quote={{ ...quote, status: 'pending' }} kind="equipment" change={idleStatusChange} />
        <QuoteFactsCard quote={{ ...quote, status: 'approved' }} kind="equipment" change={idleStatusChange} />
      </SignedInAs>
    </ThemeSideBySide>
  ),
};
