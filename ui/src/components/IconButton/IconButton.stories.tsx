import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  IconClose,
  IconEdit,
  IconEye,
  IconMoreHorizontal,
  IconPrinter,
  IconTrash,
} from '../../icons/icons.tsx';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Edytuj', icon: <IconEdit size={16} />, variant: 'ghost', size: 'md' },
  argTypes: {
    icon: { control: false },
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'outline', 'ghost', 'destructive'],
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Akcje wiersza tabeli (ghost)">
        <IconButton aria-label="Podgląd" icon={<IconEye size={16} />} />
        <IconButton aria-label="Edytuj" icon={<IconEdit size={16} />} />
        <IconButton aria-label="Drukuj" icon={<IconPrinter size={16} />} />
        <IconButton aria-label="Usuń" icon={<IconTrash size={16} />} />
      </CatalogSection>
      <CatalogSection label="Warianty">
        <IconButton aria-label="Więcej" variant="primary" icon={<IconMoreHorizontal size={16} />} />
        <IconButton aria-label="Więcej" variant="secondary" icon={<IconMoreHorizontal size={16} />} />
        <IconButton aria-label="Więcej" variant="outline" icon={<IconMoreHorizontal size={16} />} />
        <IconButton aria-label="Usuń" variant="destructive" icon={<IconTrash size={16} />} />
        <IconButton aria-label="Niedostępne" variant="outline" disabled icon={<IconEdit size={16} />} />
      </CatalogSection>
      <CatalogSection label="Rozmiary">
        <IconButton aria-label="Zamknij" size="sm" variant="outline" icon={<IconClose size={14} />} />
        <IconButton aria-label="Zamknij" size="md" variant="outline" icon={<IconClose size={16} />} />
        <IconButton aria-label="Zamknij" size="lg" variant="outline" icon={<IconClose size={20} />} />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
