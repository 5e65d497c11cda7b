import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Combobox, type ComboboxOption, filterOptions } from './Combobox.tsx';

const options: ComboboxOption[] = [
  { value: '1', label: 'Agregat prądotwórczy 20 kVA', description: 'AG-20', group: 'Agregaty prądotwórcze' },
  { value: '2', label: 'Maszt oświetleniowy LED', description: 'ML-4', group: 'Maszty oświetleniowe' },
  {
    value: '3',
    label: 'Nagrzewnica olejowa 30 kW',
    description: 'NO-30',
    group: 'Nagrzewnice',
    disabled: true,
  },
  { value: '4', label: 'Nagrzewnica elektryczna 9 kW', description: 'NE-9', group: 'Nagrzewnice' },
];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="eq">Sprzęt</label>
      <Combobox id="eq" options={options} value={value} onChange={setValue} />
      <output>{value}</output>
    </>
  );
}

afterEach(cleanup);

describe('filterOptions', () => {
  it('matches name, model or category, without case or Polish letters', () => {
    expect(filterOptions(options, 'oswietl').map((o) => o.value)).toEqual(['2']);
    expect(filterOptions(options, 'ne-9').map((o) => o.value)).toEqual(['4']);
    expect(filterOptions(options, 'nagrzewnice 9').map((o) => o.value)).toEqual(['4']);
    expect(filterOptions(options, '').length).toBe(4);
  });

  it('ranks a name that starts with the text, then a word that does, before other matches (issue 24)', () => {
    const fans: ComboboxOption[] = [
      { value: 'w', label: 'Wentylator przeciwwybuchowy', group: 'Wyciągi spalin' },
      { value: 'r', label: 'Rura do wyciągu spalin', group: 'Wyciągi spalin' },
      { value: 's', label: 'Wyciąg spalin mobilny', group: 'Wyciągi spalin' },
    ];
    expect(filterOptions(fans, 'wyciąg').map((o) => o.value)).toEqual(['s', 'r', 'w']);
    expect(filterOptions(fans, 'WYCIAG SPAL').map((o) => o.value)).toEqual(['s', 'r', 'w']);
  });
});

describe('Combobox (D19)', () => {
  it('filters while typing, moves by arrows past disabled options and picks with Enter', () => {
    renderWithTheme(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Sprzęt' });
    fireEvent.change(input, { target: { value: 'nagrz' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    // Nothing is highlighted before the arrows move (issue 24); ↓ goes to the first enabled option,
    // past the disabled oil heater.
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toContain('option-4');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('4');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Nagrzewnica elektryczna 9 kW');
  });

  it('opens with ArrowDown, goes to the end and back, and Escape closes without choosing', () => {
    renderWithTheme(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Sprzęt' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.getAttribute('aria-activedescendant')).toContain('option-4');
    fireEvent.keyDown(input, { key: 'Home' });
    expect(input.getAttribute('aria-activedescendant')).toContain('option-1');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('');
  });

  it('picks the best match with Enter alone after typing', () => {
    renderWithTheme(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Sprzęt' });
    fireEvent.change(input, { target: { value: 'maszt' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('2');
  });

  it('says when nothing matches', () => {
    renderWithTheme(<Harness />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Sprzęt' }), { target: { value: 'dźwig' } });
    expect(screen.getByText('Brak pasujących pozycji')).toBeTruthy();
  });
});
