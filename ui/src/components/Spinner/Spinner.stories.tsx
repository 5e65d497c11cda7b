import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  args: { size: 'md', label: 'Ładowanie' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Rozmiary: sm, md, lg">
        <Spinner size="sm" />
        <Spinner size="md" />
        <Spinner size="lg" />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
