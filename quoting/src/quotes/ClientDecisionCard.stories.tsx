import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClientDecisionCard, type ClientDecisionCardProps } from './ClientDecisionCard.tsx';

type Change = ClientDecisionCardProps['history'][number];

const anna = { id: 12, firstName: 'Anna', lastName: 'Kowalska', email: 'anna.kowalska@ppp.pl' };

const sent: Change = {
  fromStatus: 'draft',
  toStatus: 'pending',
  changedAt: '2026-11-03T09:14:00.000Z',
  changedBy: anna,
  actorName: null,
  comment: null,
  version: 1,
};

const byClient = (toStatus: string, comment: string | null): Change => ({
  fromStatus: 'pending',
  toStatus,
  changedAt: '2026-11-05T17:21:00.000Z',
  changedBy: null,
  actorName: 'Klient: Jan Kowalski',
  comment,
  version: 1,
});

const accepted = [
  sent,
  byClient('approved', 'Akceptujemy.\nProsimy o dostawę w poniedziałek do 7:00, brama od ul. Polnej.'),
];
const declined = [sent, byClient('rejected', 'Za drogo — mamy tańszą ofertę.')];
const held = [
  sent,
  byClient(
    'pending',
    'Bierzemy wszystko, jak najszybciej.\nAkceptacja wstrzymana — Brak wolnych sztuk: Agregat prądotwórczy 20 kVA (wolne 1 z 3) w dniach 12.03.2027–14.03.2027',
  ),
];

const meta = {
  title: 'Quotes/ClientDecisionCard',
  component: ClientDecisionCard,
  args: { history: accepted },
} satisfies Meta<typeof ClientDecisionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accepted on the client's page: the comment first, with its line breaks, then who and when. */
export const Accepted: Story = {};

export const Declined: Story = { args: { history: declined } };

/** D21: the acceptance came while the stock was short; the quote stays pending, the reason is shown. */
export const Held: Story = { args: { history: held } };

/** Declined without a comment. */
export const WithoutComment: Story = { args: { history: [sent, byClient('rejected', null)] } };

/** The client has not decided: nothing is shown. */
export const NotDecided: Story = { args: { history: [sent] } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <ClientDecisionCard history={accepted} />
      <ClientDecisionCard history={declined} />
      <ClientDecisionCard history={held} />
    </ThemeSideBySide>
  ),
};

/** A 390 px phone: the comment and the reason wrap inside the card. */
export const Phone: Story = {
  render: () => (
    <div style={{ maxWidth: 390 }}>
      <ClientDecisionCard history={held} />
    </div>
  ),
};
