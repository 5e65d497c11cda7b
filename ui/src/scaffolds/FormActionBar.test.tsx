import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../components/Button/Button.tsx';
import { renderWithTheme } from '../test/render.tsx';
import { FormActionBar } from './FormActionBar.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('FormActionBar', () => {
  it('holds the figure and the main button, which submits the form around it', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithTheme(
      <form onSubmit={onSubmit}>
        <FormActionBar
          aria-label="Podsumowanie wyceny"
          label="Wartość brutto"
          value="1 230,00 zł"
          detail="netto 1 000,00 zł"
        >
          <Button type="submit">Utwórz wycenę</Button>
        </FormActionBar>
      </form>,
    );
    const bar = within(screen.getByRole('region', { name: 'Podsumowanie wyceny' }));
    expect(bar.getByText('Wartość brutto')).toBeTruthy();
    expect(bar.getByText('1 230,00 zł')).toBeTruthy();
    expect(bar.getByText('netto 1 000,00 zł')).toBeTruthy();
    fireEvent.click(bar.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('takes the user to the full summary when the figure is pressed', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderWithTheme(
      <>
        <section id="totals" tabIndex={-1} aria-label="Podsumowanie" />
        <FormActionBar
          aria-label="Podsumowanie wyceny"
          label="Wartość brutto"
          value="1 230,00 zł"
          summaryId="totals"
        >
          <Button>Zapisz zmiany</Button>
        </FormActionBar>
      </>,
    );
    fireEvent.click(
      screen.getByRole('button', { name: /Pokaż pełne podsumowanie: Wartość brutto 1 230,00 zł/ }),
    );
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Podsumowanie' }));
  });

  it('keeps room for itself at the end of the page, so nothing hides under it', () => {
    const { container } = renderWithTheme(
      <FormActionBar aria-label="Podsumowanie wyceny" label="Wartość brutto" value="0,00 zł">
        <Button>Zapisz</Button>
      </FormActionBar>,
    );
    const spacer = container.firstElementChild as HTMLElement;
    expect(spacer.getAttribute('aria-hidden')).toBe('true');
    expect(spacer.nextElementSibling?.getAttribute('role')).toBe('region');
  });
});
