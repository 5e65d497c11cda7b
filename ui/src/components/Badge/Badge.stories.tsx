import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Badge } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Administrator', variant: 'primary', dot: false },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['neutral', 'primary', 'success', 'warning', 'danger', 'outline'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Warianty">
        <Badge variant="neutral">Pracownik</Badge>
        <Badge variant="primary">Administrator</Badge>
        <Badge variant="success">Aktywny</Badge>
        <Badge variant="warning">Oczekuje na akceptację</Badge>
        <Badge variant="danger">Nieaktywny</Badge>
        <Badge variant="outline">24 pozycje</Badge>
      </CatalogSection>
      <CatalogSection label="Z kropką">
        <Badge variant="success" dot>
          Dostępny
        </Badge>
        <Badge variant="danger" dot>
          Niedostępny
        </Badge>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
