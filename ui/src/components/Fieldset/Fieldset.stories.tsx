import type { Meta, StoryObj } from '@storybook/react-vite';
import { ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Field } from '../Field/Field.tsx';
import { Input } from '../Input/Input.tsx';
import { Fieldset } from './Fieldset.tsx';

const meta = {
  title: 'Components/Fieldset',
  component: Fieldset,
  args: { variant: 'plain', legendTone: 'default', stack: 2, disabled: false },
  argTypes: {
    variant: { control: 'inline-radio', options: ['plain', 'card'] },
    legendTone: { control: 'inline-radio', options: ['default', 'quiet'] },
    stack: { control: 'inline-radio', options: [1, 2, 3, false] },
  },
} satisfies Meta<typeof Fieldset>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group of choices: the API key's rights. */
export const Plain: Story = {
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Fieldset {...args}>
        <legend>Uprawnienia</legend>
        <Checkbox label="Wyceny sprzętu" defaultChecked />
        <Checkbox label="Ocena potrzeb" />
      </Fieldset>
    </div>
  ),
};

/** A repeated row of the same fields: a vehicle line of a transport quote. */
export const Card: Story = {
  args: { variant: 'card' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Fieldset {...args}>
        <legend>Pojazd 1</legend>
        <Field label="Pojazd" required>
          <Input defaultValue="Ciągnik siodłowy" />
        </Field>
        <Field label="Dystans (km)" required>
          <Input defaultValue="120,5" inputMode="decimal" />
        </Field>
      </Fieldset>
    </div>
  ),
};

/** A filter's label beside the page's controls: the catalogue's period. */
export const Quiet: Story = {
  args: { legendTone: 'quiet', stack: 1 },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Fieldset {...args}>
        <legend>Okres</legend>
        <Field label="Od">
          <Input defaultValue="01.03.2027" />
        </Field>
      </Fieldset>
    </div>
  ),
};

/** Both themes side by side. */
export const Themes: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide>
      <Fieldset {...args} variant="card">
        <legend>Pozycja 1</legend>
        <Checkbox label="Opcjonalna" />
      </Fieldset>
    </ThemeSideBySide>
  ),
};
