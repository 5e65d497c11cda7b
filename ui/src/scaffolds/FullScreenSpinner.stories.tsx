import type { Meta, StoryObj } from '@storybook/react-vite';
import { FullScreenSpinner } from './FullScreenSpinner.tsx';

const meta = {
  title: 'Scaffolds/FullScreenSpinner',
  component: FullScreenSpinner,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenSpinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Light: Story = { globals: { theme: 'light' } };

export const Dark: Story = { globals: { theme: 'dark' } };
