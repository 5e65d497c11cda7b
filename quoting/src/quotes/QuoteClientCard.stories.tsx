import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteClientCard, type QuoteClientCardProps } from './QuoteClientCard.tsx';

const budimex: QuoteClientCardProps['client'] = {
  companyName: 'Budimex S.A.',
  nip: '525-000-12-34',
  contactPerson: 'Anna Nowak',
  email: 'biuro@budimex.pl',
  phone: '601 234 567',
  address: 'ul. Siedmiogrodzka 9, 01-204 Warszawa',
};

const companyOnly: QuoteClientCardProps['client'] = {
  companyName: 'Budimex S.A.',
  nip: null,
  contactPerson: null,
  email: null,
  phone: null,
  address: null,
};

const meta = {
  title: 'Quotes/QuoteClientCard',
  component: QuoteClientCard,
  args: { client: budimex },
} satisfies Meta<typeof QuoteClientCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullClient: Story = {};

/** Each field only when present: an electrical or general quote needs no more than the company. */
export const CompanyNameOnly: Story = { args: { client: companyOnly } };

/** No field filled: the card's empty state. */
export const NoClientData: Story = {
  args: { client: { ...companyOnly, companyName: null } },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <QuoteClientCard client={budimex} />
      <QuoteClientCard client={companyOnly} />
    </ThemeSideBySide>
  ),
};
