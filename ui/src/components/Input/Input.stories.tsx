import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { IconSearch } from '../../icons/icons.tsx';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Input } from './Input.tsx';

const meta = {
  title: 'Components/Input',
  component: Input,
  args: { placeholder: 'Szukaj sprzętu...', disabled: false },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Input aria-label="Pole tekstowe" {...args} />
    </div>
  ),
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 360px;
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Stany: zwykłe, z ikoną, błędne, tylko do odczytu, wyłączone">
        <StyledColumn>
          <Input aria-label="Nazwa" placeholder="Nazwa sprzętu" />
          <Input aria-label="Szukaj" icon={<IconSearch size={16} />} placeholder="Szukaj sprzętu..." />
          <Input aria-label="Email" aria-invalid defaultValue="biuro@firma" />
          <Input aria-label="Numer" readOnly defaultValue="WYC/2026/0042" />
          <Input aria-label="Ilość" inputMode="numeric" disabled defaultValue="4" />
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
