import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { placeholder: 'Uwagi do pozycji', rows: 3, disabled: false },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 420 }}>
      <Textarea aria-label="Uwagi" {...args} />
    </div>
  ),
};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 420px;
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Stany: zwykłe, błędne, wyłączone">
        <StyledColumn>
          <Textarea aria-label="Uwagi" placeholder="Uwagi do pozycji" />
          <Textarea aria-label="Opis" aria-invalid defaultValue="Za krótki opis" />
          <Textarea aria-label="Notatka" disabled defaultValue="Pole wyłączone" />
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
