import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Field } from '../Field/Field.tsx';
import { DecimalInput } from './DecimalInput.tsx';

const meta = {
  title: 'Components/DecimalInput',
  component: DecimalInput,
  args: { kind: 'money', defaultValue: '9,8', disabled: false },
} satisfies Meta<typeof DecimalInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type '1234,5' or '9.8' and leave the field: it shows '1234,50', '9,80'. */
export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 240 }}>
      <DecimalInput aria-label="Kwota" {...args} />
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
      <CatalogSection label="Rodzaje: kwota, procent, dystans, godziny, liczba całkowita; błędna, nietypowa, wyłączona">
        <StyledColumn>
          <Field label="Cena za dobę (zł)">
            <DecimalInput kind="money" defaultValue="1234,50" />
          </Field>
          <Field label="Rabat ręczny (%)">
            <DecimalInput kind="percent" defaultValue="12,5" />
          </Field>
          <Field label="Dystans (km)">
            <DecimalInput kind="distance" defaultValue="23,5" />
          </Field>
          <Field label="Godziny pracy dziennie">
            <DecimalInput kind="hours" defaultValue="10,5" />
          </Field>
          <Field label="Ilość (szt.)">
            <DecimalInput kind="count" defaultValue="2" />
          </Field>
          <Field label="Koszt za km (zł)" error="Nieprawidłowa liczba">
            <DecimalInput kind="money" defaultValue="1.234,50" />
          </Field>
          <Field
            label="Koszt za km (zł)"
            warning="Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km)."
          >
            <DecimalInput kind="money" defaultValue="980,00" />
          </Field>
          <Field label="Stawka za technika (zł)">
            <DecimalInput kind="money" defaultValue="150,00" disabled />
          </Field>
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
