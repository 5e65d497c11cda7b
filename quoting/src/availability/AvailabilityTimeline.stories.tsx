import type { AvailabilityHolding, EquipmentAvailability } from '@ppp/domain';
import { withRouter } from '@ppp/ui/storybook/decorators.tsx';
import { ThemeSideBySide } from '@ppp/ui/storybook/ThemeSideBySide.tsx';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvailabilityTimeline } from './AvailabilityTimeline.tsx';
import { daysOfMonth } from './month.ts';

// March 2027 of a 4-unit excavator: two quotes the viewer may open, one they may not, one pending
// quote running on from February and one into April.
const holdings: AvailabilityHolding[] = [
  {
    status: 'approved',
    units: 2,
    startsOn: '2027-02-24',
    endsOn: '2027-03-05',
    quote: { id: 11, kind: 'equipment', quoteNumber: 'WYC/2027/0011', clientName: 'Budimex S.A.' },
  },
  {
    status: 'pending',
    units: 1,
    startsOn: '2027-03-08',
    endsOn: '2027-03-12',
    quote: {
      id: 14,
      kind: 'equipment',
      quoteNumber: 'WYC/2027/0014',
      clientName: 'Przedsiębiorstwo Robót Drogowych Mazowsze Sp. z o.o.',
    },
  },
  { status: 'approved', units: 4, startsOn: '2027-03-10', endsOn: '2027-03-18', quote: null },
  { status: 'pending', units: 3, startsOn: '2027-03-16', endsOn: '2027-03-16', quote: null },
  {
    status: 'approved',
    units: 2,
    startsOn: '2027-03-26',
    endsOn: '2027-04-06',
    quote: { id: 19, kind: 'equipment', quoteNumber: 'WYC/2027/0019', clientName: '' },
  },
];

const available = 4;
const days: EquipmentAvailability['days'] = daysOfMonth('2027-03').map((date) => {
  const held = (status: AvailabilityHolding['status']) =>
    holdings
      .filter((holding) => holding.status === status && holding.startsOn <= date && holding.endsOn >= date)
      .reduce((sum, holding) => sum + holding.units, 0);
  const approved = held('approved');
  return { date, free: Math.max(0, available - approved), approved, tentative: held('pending') };
});

const meta = {
  title: 'Availability/AvailabilityTimeline',
  component: AvailabilityTimeline,
  decorators: [withRouter],
  args: { days, holdings, today: '2027-03-09', label: 'Marzec 2027' },
} satisfies Meta<typeof AvailabilityTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month with bars of every kind; the days with no unit free (10–18 March) are marked. */
export const Default: Story = {};

/** No quote holds the item this month: only the days and their free units. */
export const EmptyMonth: Story = {
  args: {
    holdings: [],
    days: days.map((day) => ({ ...day, free: available, approved: 0, tentative: 0 })),
    today: '2027-04-01',
  },
};

/** A 390 px phone: the timeline scrolls sideways inside its frame, the page does not. */
export const Phone: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div style={{ maxWidth: 390, padding: 16 }}>
      <AvailabilityTimeline {...args} />
    </div>
  ),
};

/** Light and dark side by side. */
export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide stacked>
      <AvailabilityTimeline {...args} />
    </ThemeSideBySide>
  ),
};
