import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconEdit, IconEye, IconPrinter, IconTrash } from '../../icons/icons.tsx';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { Table, TBody, Td, THead, Th, Tr } from './Table.tsx';

const meta = {
  title: 'Components/Table',
  component: Table,
} satisfies Meta<typeof Table>;

export default meta;
type Story = StoryObj<typeof meta>;

const quotes = [
  {
    number: 'WYC/2026/0042',
    client: 'Budimex S.A.',
    date: '12.03.2026',
    period: '14 dni',
    net: '12 345,50 zł',
    status: 'approved',
  },
  {
    number: 'WYC/2026/0041',
    client: 'Eventy Pomorze Sp. z o.o.',
    date: '11.03.2026',
    period: '3 dni',
    net: '1 890,00 zł',
    status: 'pending',
  },
  {
    number: 'WYC/2026/0040',
    client: 'Hala Sportowa Łódź',
    date: '09.03.2026',
    period: '45+ dni',
    net: '48 120,00 zł',
    status: 'draft',
  },
  {
    number: 'WYC/2026/0039',
    client: 'Gmina Wieliczka',
    date: '02.03.2026',
    period: '1 dzień',
    net: '650,00 zł',
    status: 'rejected',
  },
];

function QuotesTable() {
  return (
    <Table aria-label="Wyceny">
      <THead>
        <Tr>
          <Th>Nr wyceny</Th>
          <Th>Klient</Th>
          <Th>Data utworzenia</Th>
          <Th>Okres wynajmu</Th>
          <Th align="right">Wartość netto</Th>
          <Th>Status</Th>
          <Th align="right">Akcje</Th>
        </Tr>
      </THead>
      <TBody>
        {quotes.map((quote) => (
          <Tr key={quote.number}>
            <Td style={{ fontWeight: 600 }}>{quote.number}</Td>
            <Td>{quote.client}</Td>
            <Td muted>{quote.date}</Td>
            <Td muted>{quote.period}</Td>
            <Td align="right">{quote.net}</Td>
            <Td>
              <StatusBadge status={quote.status} />
            </Td>
            <Td align="right" style={{ whiteSpace: 'nowrap' }}>
              <IconButton aria-label="Podgląd" size="sm" icon={<IconEye size={16} />} />
              <IconButton aria-label="Edytuj" size="sm" icon={<IconEdit size={16} />} />
              <IconButton aria-label="Drukuj" size="sm" icon={<IconPrinter size={16} />} />
              <IconButton aria-label="Usuń" size="sm" icon={<IconTrash size={16} />} />
            </Td>
          </Tr>
        ))}
      </TBody>
    </Table>
  );
}

export const Default: Story = { render: () => <QuotesTable /> };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide stacked>
      <QuotesTable />
    </ThemeSideBySide>
  ),
};

/** The bare table keeps its columns and scrolls sideways in its frame; lists use DataTable, which becomes cards on a phone. */
export const NarrowScreen: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <QuotesTable />
    </div>
  ),
};
