import { formatDateLong } from '@ppp/domain';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteSummaryCard, type QuoteSummaryCardProps } from './QuoteSummaryCard.tsx';

/** A saved quote's figures as the server stores them: 12 345,67 zł net, 23% VAT. */
const stored: QuoteSummaryCardProps['quote'] = {
  totalNet: '12345.67',
  vatRate: '23.00',
  vatAmount: '2839.50',
  totalGross: '15185.17',
  currency: 'PLN',
};

/** The equipment quote's own lines under the figures. */
const equipmentNote = (
  <>
    Liczba pozycji: 3
    <br />
    Ostatnia modyfikacja: {formatDateLong('2026-11-04T12:02:00.000Z')}
  </>
);

const meta = {
  title: 'Quotes/QuoteSummaryCard',
  component: QuoteSummaryCard,
  args: { quote: stored },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof QuoteSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** With the kind's lines under the figures (item count, last change). */
export const WithNote: Story = { args: { children: equipmentNote } };

/** Seven-figure totals, to check the column keeps them on one line. */
export const LargeAmounts: Story = {
  args: {
    quote: {
      totalNet: '1234567.89',
      vatRate: '23.00',
      vatAmount: '283950.61',
      totalGross: '1518518.50',
      currency: 'PLN',
    },
  },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <QuoteSummaryCard quote={stored}>{equipmentNote}</QuoteSummaryCard>
    </ThemeSideBySide>
  ),
};
