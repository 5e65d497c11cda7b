import { diffQuoteVersions, type QuoteVersion } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QuoteVersionsView, type QuoteVersionsViewProps } from './QuoteVersionsCard.tsx';

const item = (equipmentId: number, name: string, quantity: number, days: number, totalPrice: string) => ({
  equipmentId,
  equipment: { id: equipmentId, name },
  quantity,
  rentalPeriodDays: days,
  totalPrice,
});

const sentFirst = {
  items: [
    item(1, 'Koparka gąsienicowa 20 t', 1, 5, '4500.00'),
    item(2, 'Ładowarka teleskopowa', 1, 5, '2000.00'),
  ],
  totalNet: '6500.00',
  totalGross: '7995.00',
};
const changedAfter = {
  items: [
    item(1, 'Koparka gąsienicowa 20 t', 2, 5, '9000.00'),
    item(3, 'Zagęszczarka płytowa', 1, 5, '400.00'),
  ],
  totalNet: '9400.00',
  totalGross: '11562.00',
};

const versions: QuoteVersion[] = [
  {
    version: 1,
    createdAt: '2026-11-03T09:14:00.000Z',
    reason: 'sent',
    totalNet: '6500.00',
    totalGross: '7995.00',
    validUntil: '2026-11-17',
  },
  {
    version: 2,
    createdAt: '2026-11-04T12:40:00.000Z',
    reason: 'sent',
    totalNet: '9400.00',
    totalGross: '11562.00',
    validUntil: '2026-11-18',
  },
];

const comparison = {
  from: 1,
  to: 2,
  diff: diffQuoteVersions(sentFirst, changedAfter),
  isPending: false,
  isError: false,
};

function InCard(props: QuoteVersionsViewProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Wersje</CardTitle>
      </CardHeader>
      <CardContent>
        <QuoteVersionsView {...props} />
      </CardContent>
    </Card>
  );
}

const meta = {
  title: 'Quotes/QuoteVersionsCard',
  component: InCard,
  args: {
    versions,
    currentVersion: 2,
    currency: 'PLN',
    changedAfterSending: [2],
    comparisons: [comparison],
  },
} satisfies Meta<typeof InCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sent, then changed after sending while shared: the client now sees version 2. */
export const Default: Story = {};

/** A draft saved twice, never sent: totals only, nothing to compare. */
export const NeverSent: Story = {
  args: {
    versions: versions.map((entry, index) => ({
      ...entry,
      reason: index === 0 ? 'created' : 'edited',
      validUntil: null,
    })),
    changedAfterSending: [],
    comparisons: [],
  },
};

/** The client accepted version 2. */
export const Accepted: Story = {
  args: { versions: [versions[0], { ...versions[1], reason: 'accepted' }] },
};

/** The older version's content still loading. */
export const ComparisonLoading: Story = {
  args: { comparisons: [{ ...comparison, diff: null, isPending: true }] },
};

/** A quote without any version kept yet. */
export const Empty: Story = { args: { versions: [], comparisons: [] } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide>
      <InCard {...args} />
      <InCard
        {...args}
        versions={[versions[0]]}
        comparisons={[]}
        changedAfterSending={[]}
        currentVersion={1}
      />
    </ThemeSideBySide>
  ),
};
