import type { Meta, StoryObj } from '@storybook/react-vite';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { WebEnquiryBadge } from './WebEnquiryBadge.tsx';

const meta = {
  title: 'Components/WebEnquiryBadge',
  component: WebEnquiryBadge,
  args: { source: 'Portal Budowlany' },
} satisfies Meta<typeof WebEnquiryBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Zapytanie z formularza partnera">
        <strong>WYC/2026/0042</strong>
        <WebEnquiryBadge source="Portal Budowlany" />
      </CatalogSection>
      <CatalogSection label="Wycena pracownika (bez oznaczenia)">
        <strong>WYC/2026/0043</strong>
        <WebEnquiryBadge source={null} />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
