import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { Fieldset } from './Fieldset.tsx';

describe('Fieldset', () => {
  it('names its group by its legend, and its disabled state reaches every control in it', () => {
    renderWithTheme(
      <Fieldset disabled>
        <legend>Uprawnienia</legend>
        <Checkbox label="Wyceny" />
        <Checkbox label="Ocena potrzeb" />
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Uprawnienia' });
    expect(group.tagName).toBe('FIELDSET');
    // The controls' own `disabled` stays false: the fieldset's reaches them through :disabled.
    for (const box of screen.getAllByRole('checkbox')) expect(box.matches(':disabled')).toBe(true);
  });

  it('passes its attributes on: a class for the caller’s layout, a description of its error', () => {
    renderWithTheme(
      <Fieldset className="wide" aria-describedby="options-error" variant="card" stack={false}>
        <legend>Pozycja 1</legend>
      </Fieldset>,
    );
    const group = screen.getByRole('group', { name: 'Pozycja 1' });
    expect(group.classList.contains('wide')).toBe(true);
    expect(group.getAttribute('aria-describedby')).toBe('options-error');
  });
});
