import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '../components/Card/Card.tsx';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { LoadingState } from './LoadingState.tsx';

const meta = {
  title: 'Scaffolds/LoadingState',
  component: LoadingState,
  args: { text: 'Ładowanie...' },
} satisfies Meta<typeof LoadingState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <LoadingState />
      <Card>
        <LoadingState text="Ładowanie wyceny..." />
      </Card>
    </ThemeSideBySide>
  ),
};
