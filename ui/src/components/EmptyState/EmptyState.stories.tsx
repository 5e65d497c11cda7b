import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconPlus, IconSearch } from '../../icons/icons.tsx';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'Nie masz jeszcze żadnych wycen',
    description: 'Utwórz pierwszą wycenę, a pojawi się na tej liście.',
    size: 'md',
    tone: 'neutral',
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'danger'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: {
    action: (
      <Button>
        <IconPlus size={16} />
        Utwórz pierwszą ofertę
      </Button>
    ),
  },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <Card>
        <EmptyState
          icon={<IconSearch size={24} />}
          title="Nie znaleziono sprzętu pasującego do kryteriów wyszukiwania"
          action={<Button variant="outline">Wyczyść filtry</Button>}
        />
      </Card>
      <Card>
        <EmptyState size="sm" title="Brak sprzętu w systemie" />
      </Card>
    </ThemeSideBySide>
  ),
};
