import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { IconSearch } from '../../icons/icons.tsx';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';
import { Field } from './Field.tsx';

const meta = {
  title: 'Components/Field',
  component: Field,
  args: {
    label: 'Nazwa firmy',
    hint: 'Pełna nazwa z dokumentów rejestrowych.',
    error: '',
    required: false,
    children: <Input placeholder="np. Budimex S.A." />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Field {...args} />
    </div>
  ),
};

const StyledForm = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  max-width: 420px;
`;

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <ThemeSideBySide>
      <StyledForm>
        <Field label="Nazwa firmy" hint="Pełna nazwa z dokumentów rejestrowych.">
          <Input placeholder="np. Budimex S.A." />
        </Field>
        <Field
          label="Koszt za km (zł)"
          required
          warning="Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km)."
        >
          <Input inputMode="decimal" defaultValue="980,00" />
        </Field>
        <Field label="Email" required error="Nieprawidłowy format email">
          <Input type="email" defaultValue="biuro@firma" />
        </Field>
        <Field label="Kategoria" required>
          <Select placeholder="Wybierz kategorię" defaultValue="">
            <option value="1">Klimatyzacje</option>
            <option value="2">Nagrzewnice</option>
          </Select>
        </Field>
        <Field label="Uwagi" hint="Widoczne na wydruku wyceny.">
          <Textarea placeholder="Dodatkowe informacje dla klienta" />
        </Field>
        <Field label="Szukaj">
          <Input icon={<IconSearch size={16} />} placeholder="Szukaj sprzętu..." />
        </Field>
      </StyledForm>
    </ThemeSideBySide>
  ),
};
