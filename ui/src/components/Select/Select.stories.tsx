import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Select } from './Select.tsx';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: { disabled: false },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const categories = ['Klimatyzacje', 'Nagrzewnice', 'Maszty oświetleniowe', 'Agregaty prądotwórcze'];

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 320 }}>
      <Select aria-label="Kategoria" {...args}>
        <option value="">Wszystkie kategorie</option>
        {categories.map((name) => (
          <option key={name}>{name}</option>
        ))}
      </Select>
    </div>
  ),
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 320px;
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Stany: z podpowiedzią, wybrane, błędne, wyłączone">
        <StyledColumn>
          <Select aria-label="Kategoria" placeholder="Wybierz kategorię" defaultValue="">
            {categories.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </Select>
          <Select aria-label="Status" defaultValue="pending">
            <option value="draft">Wersja robocza</option>
            <option value="pending">Oczekująca</option>
          </Select>
          <Select aria-label="Sprzęt" aria-invalid placeholder="Wybierz sprzęt" defaultValue="" />
          <Select aria-label="Waluta" disabled defaultValue="PLN">
            <option>PLN</option>
          </Select>
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
