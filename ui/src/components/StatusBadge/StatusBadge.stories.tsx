import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Components/StatusBadge',
  component: StatusBadge,
  args: { status: 'pending' },
  argTypes: {
    status: { control: 'inline-radio', options: ['draft', 'pending', 'approved', 'rejected', 'sent'] },
  },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Statusy wyceny">
        <StatusBadge status="draft" />
        <StatusBadge status="pending" />
        <StatusBadge status="approved" />
        <StatusBadge status="rejected" />
      </CatalogSection>
      <CatalogSection label="Nieznany status (pokazywany jako wersja robocza)">
        <StatusBadge status="sent" />
        <StatusBadge status={null} />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
