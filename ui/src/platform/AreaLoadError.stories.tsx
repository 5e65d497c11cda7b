import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSideBySide } from '../storybook/ThemeSideBySide.tsx';
import { AreaLoadError } from './AreaLoadError.tsx';

const meta = {
  title: 'Platform/AreaLoadError',
  component: AreaLoadError,
  args: { onRetry: () => {} },
} satisfies Meta<typeof AreaLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide>
      <AreaLoadError {...args} />
    </ThemeSideBySide>
  ),
};
