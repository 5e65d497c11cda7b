import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../components/Button/Button.tsx';
import { IconEdit, IconPrinter } from '../icons/icons.tsx';
import { withRouter } from '../storybook/decorators.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { PageHeader } from './PageHeader.tsx';

const meta = {
  title: 'Scaffolds/PageHeader',
  component: PageHeader,
  decorators: [withRouter],
  args: {
    title: 'Wycena WYC/2026/0042',
    subtitle: 'Szczegóły wyceny',
    backTo: '/quotes',
    backLabel: 'Powrót do wycen',
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const actions = (
  <>
    <Button variant="outline">
      <IconPrinter size={16} />
      Drukuj
    </Button>
    <Button>
      <IconEdit size={16} />
      Edytuj
    </Button>
  </>
);

export const Default: Story = { args: { actions } };

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <PageHeader
        title="Wycena WYC/2026/0042"
        subtitle="Szczegóły wyceny"
        backTo="/quotes"
        backLabel="Powrót do wycen"
        actions={actions}
      />
      <PageHeader title="Katalog Sprzętu" subtitle="Przeglądaj dostępny sprzęt i dodawaj go do wycen" />
      <PageHeader title="Panel Administratora" />
    </ThemeSideBySide>
  ),
};
