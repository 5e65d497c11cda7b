import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { useListAddress } from '../../hooks/useListAddress.ts';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { SourceFilter } from './SourceFilter.tsx';

/** The filter on a list address of its own, as a list page holds it. */
function FilterAt({ entry }: { entry: string }) {
  return (
    <MemoryRouter initialEntries={[entry]}>
      <AddressFilter />
    </MemoryRouter>
  );
}

function AddressFilter() {
  return <SourceFilter address={useListAddress()} />;
}

const meta = {
  title: 'Components/SourceFilter',
  component: FilterAt,
  args: { entry: '/quotes' },
} satisfies Meta<typeof FilterAt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Wszystkie">
        <FilterAt entry="/quotes" />
      </CatalogSection>
      <CatalogSection label="Z formularza">
        <FilterAt entry="/quotes?source=web" />
      </CatalogSection>
      <CatalogSection label="Od pracowników">
        <FilterAt entry="/quotes?source=staff" />
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
