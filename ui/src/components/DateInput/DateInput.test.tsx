import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Field } from '../Field/Field.tsx';
import { DateInput } from './DateInput.tsx';

afterEach(cleanup);

const today = '2026-11-18';

function Registered({ error }: { error?: string }) {
  const form = useForm({ defaultValues: { startsOn: '' } });
  return (
    <>
      <Field label="Data rozpoczęcia" error={error}>
        <DateInput today={today} {...form.register('startsOn')} />
      </Field>
      <output>{form.watch('startsOn')}</output>
    </>
  );
}

function Controlled({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Data rozpoczęcia">
        <DateInput today={today} value={value} onChange={(event) => setValue(event.target.value)} />
      </Field>
      <output>{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Data rozpoczęcia') as HTMLInputElement;
const calendarButton = () => screen.getByRole('button', { name: 'Wybierz datę z kalendarza' });
const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(calendarButton());
  const calendar = screen.getByRole('dialog', { name: 'Wybierz datę' });
  // The calendar's code loads when first opened (lazily): on a busy machine that takes over a second.
  const grid = await within(calendar).findByRole('grid', {}, { timeout: 10_000 });
  // The picker moves the focus to a day in an effect after it mounts; keys go there.
  await waitFor(() => expect(grid.contains(document.activeElement)).toBe(true));
  return calendar;
};

describe('DateInput (D21)', () => {
  it('shows a typed D.M.YYYY as DD.MM.YYYY once left, and the form holds what it shows', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Registered />);
    await user.type(field(), '1.12.2026');
    await user.tab();
    expect(field().value).toBe('01.12.2026');
    expect(screen.getByRole('status').textContent).toBe('01.12.2026');
  });

  it('shows a pasted YYYY-MM-DD as DD.MM.YYYY at once, a typed one once left', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    await user.click(field());
    await user.paste('2026-12-01');
    expect(field().value).toBe('01.12.2026');
    expect(screen.getByRole('status').textContent).toBe('01.12.2026');
    await user.clear(field());
    await user.type(field(), ' 2026-12-24 ');
    await user.tab();
    expect(field().value).toBe('24.12.2026');
    expect(screen.getByRole('status').textContent).toBe('24.12.2026');
  });

  it('leaves text that is no date as typed, for the form to mark', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Registered />);
    await user.type(field(), '31.02.2027');
    await user.tab();
    expect(field().value).toBe('31.02.2027');
  });

  it("puts Field's id, description and invalid state on the text input", () => {
    renderWithTheme(<Registered error="Nieprawidłowa data" />);
    expect(field().tagName).toBe('INPUT');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(field()).toHaveProperty('name', 'startsOn');
    const describedBy = field().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Nieprawidłowa data');
  });

  it('opens a Polish calendar with weeks from Monday, today marked and the chosen day selected', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled initial="01.12.2026" />);
    expect(calendarButton().getAttribute('aria-expanded')).toBe('false');
    const calendar = await openCalendar(user);
    expect(calendarButton().getAttribute('aria-expanded')).toBe('true');
    expect(within(calendar).getByText('Grudzień 2026')).toBeTruthy();
    const weekdays = within(calendar)
      .getAllByRole('columnheader', { hidden: true })
      .map((header) => header.textContent);
    expect(weekdays).toEqual(['Pn', 'Wt', 'Śr', 'Cz', 'Pt', 'So', 'Nd']);
    const chosen = within(calendar).getByRole('button', { name: /1 grudnia 2026, zaznaczony/ });
    // The picker moves the focus to the chosen day in an effect after it mounts.
    await waitFor(() => expect(document.activeElement).toBe(chosen));
  });

  it('marks today and opens on its month when the field is empty', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    const calendar = await openCalendar(user);
    expect(within(calendar).getByText('Listopad 2026')).toBeTruthy();
    expect(within(calendar).getByRole('button', { name: /^Dziś, środa, 18 listopada 2026/ })).toBeTruthy();
  });

  it('fills the field with the day picked and returns the focus to the button', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Registered />);
    const calendar = await openCalendar(user);
    await user.click(within(calendar).getByRole('button', { name: /24 listopada 2026/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field().value).toBe('24.11.2026');
    expect(screen.getByRole('status').textContent).toBe('24.11.2026');
    expect(document.activeElement).toBe(calendarButton());
  });

  it('is used by keyboard: arrows move the day, Enter picks it', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled initial="30.12.2026" />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/8 stycznia 2027/);
    await user.keyboard('{Enter}');
    expect(field().value).toBe('08.01.2027');
    expect(screen.getByRole('status').textContent).toBe('08.01.2027');
    expect(document.activeElement).toBe(calendarButton());
  });

  it('closes on Escape, returning the focus to the button, and leaves the field as it was', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled initial="01.12.2026" />);
    await openCalendar(user);
    await user.keyboard('{ArrowRight}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(calendarButton());
    expect(field().value).toBe('01.12.2026');
  });

  it('closes only itself on Escape inside a dialog', async () => {
    const user = userEvent.setup();
    let dialogOpen = true;
    renderWithTheme(
      <Dialog open title="Nowa wycena" onOpenChange={(open) => (dialogOpen = open)}>
        <Controlled />
      </Dialog>,
    );
    await openCalendar(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Wybierz datę' })).toBeNull();
    expect(dialogOpen).toBe(true);
  });

  it('closes when pressed outside', async () => {
    const user = userEvent.setup();
    renderWithTheme(<Controlled />);
    await openCalendar(user);
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
