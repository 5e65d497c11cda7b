import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Uwzględnij koszt paliwa', disabled: false },
} satisfies Meta<typeof Checkbox>;

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
      <CatalogSection label="Stany">
        <StyledColumn>
          <Checkbox label="Uwzględnij koszt paliwa" />
          <Checkbox label="Uwzględnij montaż" defaultChecked />
          <Checkbox
            label="Uwzględnij demontaż"
            description="Dojazd i praca techników przy zwrocie sprzętu."
            defaultChecked
          />
          <Checkbox label="Koszt eksploatacji" disabled />
          <Checkbox label="Usługi serwisowe" disabled defaultChecked />
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
