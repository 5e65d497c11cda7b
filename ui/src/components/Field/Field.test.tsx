import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Input } from '../Input/Input.tsx';
import { Select } from '../Select/Select.tsx';
import { Field } from './Field.tsx';

afterEach(cleanup);

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

describe('Field', () => {
  it('labels its control and describes it with the hint', () => {
    renderWithTheme(
      <Field label="Nazwa firmy" hint="Pełna nazwa z dokumentów.">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Nazwa firmy');
    expect(descriptionOf(input)).toBe('Pełna nazwa z dokumentów.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error under the field instead of the hint and marks the control invalid', () => {
    renderWithTheme(
      <Field label="Email" hint="Adres do wysyłki wyceny." error="Nieprawidłowy format email" required>
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(descriptionOf(input)).toBe('Nieprawidłowy format email');
    expect(screen.queryByText('Adres do wysyłki wyceny.')).toBeNull();
  });

  it('keeps the id of its control and works with a select', () => {
    renderWithTheme(
      <Field label="Kategoria">
        <Select id="category" placeholder="Wybierz kategorię">
          <option value="1">Klimatyzacje</option>
        </Select>
      </Field>,
    );
    expect(screen.getByLabelText('Kategoria').id).toBe('category');
  });
});
