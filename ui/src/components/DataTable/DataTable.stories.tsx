import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconEdit, IconEye, IconPrinter, IconTrash } from '../../icons/icons.tsx';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';
import { StatusBadge } from '../StatusBadge/StatusBadge.tsx';
import { DataTable, type DataTableColumn, type DataTableLayout } from './DataTable.tsx';

interface QuoteRow {
  number: string;
  client: string;
  date: string;
  period: string;
  net: string;
  status: string;
}

const quotes: QuoteRow[] = [
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
    client: 'Eventy Pomorze Sp. z o.o. — oddział w Gdańsku',
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
];

const columns: DataTableColumn<QuoteRow>[] = [
  { header: 'Klient', cell: (quote) => quote.client },
  { header: 'Data utworzenia', cell: (quote) => quote.date, muted: true },
  { header: 'Okres wynajmu', cell: (quote) => quote.period, muted: true },
  { header: 'Wartość netto', cell: (quote) => quote.net, align: 'right' },
  { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
];

function QuotesList({ layout, compactCards = false }: { layout: DataTableLayout; compactCards?: boolean }) {
  return (
    <DataTable
      aria-label="Wyceny"
      layout={layout}
      compactCards={compactCards}
      rows={quotes}
      rowKey={(quote) => quote.number}
      title={{ header: 'Nr wyceny', cell: (quote) => <strong>{quote.number}</strong> }}
      columns={columns}
      actions={(quote) => (
        <>
          <IconButton aria-label={`Podgląd wyceny ${quote.number}`} size="sm" icon={<IconEye />} />
          <IconButton aria-label={`Edytuj wycenę ${quote.number}`} size="sm" icon={<IconEdit />} />
          <IconButton aria-label={`Drukuj wycenę ${quote.number}`} size="sm" icon={<IconPrinter />} />
          <IconButton aria-label={`Usuń wycenę ${quote.number}`} size="sm" icon={<IconTrash />} />
        </>
      )}
    />
  );
}

const meta = {
  title: 'Components/DataTable',
  component: QuotesList,
  args: { layout: 'auto' },
  argTypes: { layout: { control: 'inline-radio', options: ['auto', 'table', 'cards'] } },
} satisfies Meta<typeof QuotesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A table on a wide screen; narrow the preview below 640 px and it becomes cards. */
export const Default: Story = {};

/** The same rows on a phone: one card per row, the number as its title, the buttons at its foot. */
export const PhoneCards: Story = {
  args: { layout: 'cards' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <QuotesList {...args} />
    </div>
  ),
};

/** Dense cards for long lists (issue 24): a quote in about 160 px, its facts on one wrapped line. */
export const CompactPhoneCards: Story = {
  args: { layout: 'cards', compactCards: true },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <QuotesList {...args} />
    </div>
  ),
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide stacked>
      <CatalogSection label="Tabela (szeroki ekran)">
        <div style={{ width: '100%' }}>
          <QuotesList layout="table" />
        </div>
      </CatalogSection>
      <CatalogSection label="Karty (telefon, poniżej 640 px)">
        <div style={{ width: 360 }}>
          <QuotesList layout="cards" />
        </div>
      </CatalogSection>
      <CatalogSection label="Karty zwarte (długie listy na telefonie)">
        <div style={{ width: 360 }}>
          <QuotesList layout="cards" compactCards />
        </div>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
