import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import styled from 'styled-components';
import { CatalogSection, ThemeSideBySide } from '../../storybook/ThemeSideBySide.tsx';
import { Field } from '../Field/Field.tsx';
import { DateInput, type DateInputProps } from './DateInput.tsx';

const meta = {
  title: 'Components/DateInput',
  component: DateInput,
  // A fixed today, so the marked day does not move from one build to the next.
  args: { today: '2026-11-18', disabled: false },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const StyledColumn = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  width: 100%;
  max-width: 240px;
`;

function StartDate({ error, ...props }: DateInputProps & { error?: string }) {
  return (
    <StyledColumn>
      <Field label="Data rozpoczęcia" required error={error}>
        <DateInput {...props} />
      </Field>
    </StyledColumn>
  );
}

/** Type '1.12.2026' or paste '2026-12-01' and leave the field: it shows '01.12.2026'. */
export const Default: Story = {
  render: (args) => <StartDate {...args} />,
};

export const Filled: Story = {
  args: { defaultValue: '01.12.2026' },
  render: (args) => <StartDate {...args} />,
};

export const Invalid: Story = {
  args: { defaultValue: '31.02.2027' },
  render: (args) => <StartDate {...args} error="Nieprawidłowa data" />,
};

const openTheCalendar: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Wybierz datę z kalendarza' }));
  await canvas.findByRole('grid');
};

/** The calendar opened on the chosen day; today (18.11) is marked. */
export const OpenCalendar: Story = {
  args: { defaultValue: '24.11.2026' },
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ minHeight: 420 }}>
      <StartDate {...args} />
    </div>
  ),
  play: openTheCalendar,
};

export const OpenCalendarDark: Story = {
  ...OpenCalendar,
  globals: { theme: 'dark' },
};

export const Catalog: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <ThemeSideBySide>
      <CatalogSection label="Pusta, wypełniona, błędna, wyłączona">
        <StyledColumn>
          <Field label="Data rozpoczęcia" required>
            <DateInput today={args.today} />
          </Field>
          <Field label="Data rozpoczęcia" required>
            <DateInput today={args.today} defaultValue="01.12.2026" />
          </Field>
          <Field label="Data rozpoczęcia" required error="Nieprawidłowa data">
            <DateInput today={args.today} defaultValue="31.02.2027" />
          </Field>
          <Field label="Data rozpoczęcia">
            <DateInput today={args.today} defaultValue="01.12.2026" disabled />
          </Field>
        </StyledColumn>
      </CatalogSection>
    </ThemeSideBySide>
  ),
};
