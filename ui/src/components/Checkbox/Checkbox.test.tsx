import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Checkbox } from './Checkbox.tsx';

afterEach(cleanup);

describe('Checkbox', () => {
  it('is named by its label alone and described by its description, which still toggles it', async () => {
    renderWithTheme(
      <Checkbox label="Dodaj przejazd powrotny" description="Każdy pojazd wraca tą samą trasą." />,
    );
    const box = screen.getByRole('checkbox', { name: 'Dodaj przejazd powrotny' });
    expect(screen.queryByRole('checkbox', { name: /pojazd/ })).toBeNull();
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Każdy pojazd wraca tą samą trasą.',
    );
    await userEvent.click(screen.getByText('Każdy pojazd wraca tą samą trasą.'));
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('without a description is named by its label as before', () => {
    renderWithTheme(<Checkbox label="Opcjonalne" />);
    expect(screen.getByRole('checkbox', { name: 'Opcjonalne' }).hasAttribute('aria-labelledby')).toBe(false);
  });
});
