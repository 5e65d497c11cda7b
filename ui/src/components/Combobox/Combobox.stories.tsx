import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Field } from '../Field/Field.tsx';
import { Combobox, type ComboboxOption } from './Combobox.tsx';

const options: ComboboxOption[] = [
  {
    value: '1',
    label: 'Agregat prądotwórczy 20 kVA',
    description: 'AG-20 · dostępne: 6 szt.',
    group: 'Agregaty prądotwórcze',
  },
  {
    value: '2',
    label: 'Agregat prądotwórczy 60 kVA',
    description: 'AG-60 · dostępne: 2 szt.',
    group: 'Agregaty prądotwórcze',
  },
  {
    value: '3',
    label: 'Maszt oświetleniowy LED',
    description: 'ML-4 · dostępne: 4 szt.',
    group: 'Maszty oświetleniowe',
  },
  {
    value: '4',
    label: 'Nagrzewnica olejowa 30 kW',
    description: 'NO-30 · niedostępny',
    group: 'Nagrzewnice',
    disabled: true,
  },
  {
    value: '5',
    label: 'Nagrzewnica elektryczna 9 kW',
    description: 'NE-9 · dostępne: 8 szt.',
    group: 'Nagrzewnice',
  },
];

function Example({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div style={{ maxWidth: 420, minHeight: 380 }}>
      <Field label="Sprzęt" required>
        <Combobox
          options={options}
          value={value}
          onChange={setValue}
          placeholder="Wpisz nazwę, model lub kategorię..."
        />
      </Field>
    </div>
  );
}

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: { options, value: '', onChange: () => {} },
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { render: () => <Example /> };

export const Chosen: Story = {
  render: () => (
    <ThemeSideBySide>
      <Example initial="3" />
    </ThemeSideBySide>
  ),
};
