import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Switch } from './Switch.tsx';

const meta = {
  title: 'Components/Switch',
  component: Switch,
  args: { label: 'Aktywny', defaultChecked: true, size: 'md', disabled: false },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <CatalogSection label="Stany i rozmiary">
        <StyledColumn>
          <Switch label="Schemat domyślny" defaultChecked />
          <Switch label="Schemat aktywny" />
          <Switch label="Mały przełącznik" size="sm" defaultChecked />
          <Switch label="Wyłączony" disabled defaultChecked />
          <Switch aria-label="Bez etykiety" />
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
