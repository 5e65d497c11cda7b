import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IconAlertTriangle, IconCheckCircle } from '../../icons/icons.tsx';
import { renderWithTheme } from '../../test/render.tsx';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Toaster } from './Toaster.tsx';
import {
  dismissToast,
  TOAST_DURATION_MS,
  toast,
  toastError,
  toastSuccess,
  toastWarning,
} from './toastStore.ts';

/** A dialog and a confirmation that opens over it. */
function Dialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Dialog open={outer} onOpenChange={setOuter} title="Cennik: Agregat">
        <button type="button" onClick={() => setInner(true)}>
          Usuń próg
        </button>
      </Dialog>
      <Dialog open={inner} onOpenChange={setInner} title="Usunąć próg cenowy?" role="alertdialog">
        <p>Tej operacji nie można cofnąć.</p>
      </Dialog>
    </>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows one toast at a time: a new toast replaces the current one', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toastSuccess('Wycena została zapisana');
      toastError('Nie udało się usunąć wyceny');
    });
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Błąd');
    expect(region.textContent).toContain('Nie udało się usunąć wyceny');
    expect(region.textContent).not.toContain('Wycena została zapisana');
    expect(screen.getAllByRole('button', { name: 'Zamknij powiadomienie' })).toHaveLength(1);
  });

  it('titles success and error toasts by convention', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toastSuccess('Zapisano');
    });
    expect(screen.getByRole('status').textContent).toContain('Sukces');
    act(() => {
      toastError('Nie zapisano');
    });
    expect(screen.getByRole('status').textContent).toContain('Błąd');
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('assertive');
  });

  it("marks a thing done only in part ('Nie wysłano') with a warning sign, never the success check", () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toastWarning('Nie wysłano', 'Wiadomość zapisana, ale nie wysłana: poczta nie jest skonfigurowana');
    });
    const region = screen.getByRole('status');
    expect(region.textContent).toContain('Nie wysłano');
    const drawn = region.querySelector('svg')?.outerHTML;
    expect(drawn).toBe(renderToStaticMarkup(<IconAlertTriangle size={18} />));
    expect(drawn).not.toBe(renderToStaticMarkup(<IconCheckCircle size={18} />));
    expect(region.getAttribute('aria-live')).toBe('polite');
  });

  it('closes by itself after about five seconds', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast({ title: 'Sukces', description: 'Zapisano' });
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(screen.getByRole('status').textContent).toContain('Zapisano');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('gives the replacing toast its full time', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toastSuccess('Pierwszy');
    });
    act(() => {
      vi.advanceTimersByTime(4000);
      toastSuccess('Drugi');
    });
    act(() => {
      vi.advanceTimersByTime(4000);
    });
    expect(screen.getByRole('status').textContent).toContain('Drugi');
  });

  it('closes with its close button', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toastError('Nie udało się dodać pozycji');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('dismissing an old handle leaves the newer toast alone', () => {
    renderWithTheme(<Toaster />);
    let first = { dismiss: () => {} };
    act(() => {
      first = toastSuccess('Pierwszy');
      toastSuccess('Drugi');
    });
    act(() => first.dismiss());
    expect(screen.getByRole('status').textContent).toContain('Drugi');
  });

  describe('while a modal dialog is open', () => {
    const viewportRegion = () =>
      within(screen.getByRole('region', { name: 'Powiadomienia' })).getByRole('status');

    it('shows the toast inside the top dialog, after its header and close button, never over them', () => {
      renderWithTheme(
        <>
          <Toaster />
          <Dialogs />
        </>,
      );
      act(() => {
        toastSuccess('Próg cenowy został dodany');
      });
      const dialog = screen.getByRole('dialog', { name: 'Cennik: Agregat' });
      const toastText = within(dialog).getByText('Próg cenowy został dodany');
      const title = within(dialog).getByRole('heading', { name: 'Cennik: Agregat' });
      const close = within(dialog).getByRole('button', { name: 'Zamknij' });
      // In the dialog's own flow, below the header: it pushes the body down instead of covering it.
      expect(title.compareDocumentPosition(toastText) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(close.compareDocumentPosition(toastText) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(title.parentElement?.parentElement?.contains(toastText)).toBe(false);
      expect(within(dialog).getByRole('status').getAttribute('aria-live')).toBe('polite');
      expect(viewportRegion().textContent).toBe('');
    });

    it('moves to a confirmation opened over the dialog, and to the corner once every dialog is closed', () => {
      renderWithTheme(
        <>
          <Toaster />
          <Dialogs />
        </>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Usuń próg' }));
      act(() => {
        toastError('Nie udało się usunąć progu cenowego');
      });
      const confirmation = screen.getByRole('alertdialog', { name: 'Usunąć próg cenowy?' });
      expect(within(confirmation).getByRole('status').textContent).toContain('Nie udało się usunąć');
      const outer = screen.getByRole('dialog', { name: 'Cennik: Agregat' });
      expect(within(outer).getByRole('status').textContent).toBe('');

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(within(outer).getByRole('status').textContent).toContain('Nie udało się usunąć');

      fireEvent.keyDown(document, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(viewportRegion().textContent).toContain('Nie udało się usunąć');
    });

    it('holds the timer while the toast in a dialog is hovered, and lets it run once the dialog closes', () => {
      renderWithTheme(
        <>
          <Toaster />
          <Dialogs />
        </>,
      );
      act(() => {
        toastSuccess('Zapisano');
      });
      const dialog = screen.getByRole('dialog', { name: 'Cennik: Agregat' });
      fireEvent.mouseEnter(within(dialog).getByRole('status'));
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS * 2);
      });
      expect(within(dialog).getByRole('status').textContent).toContain('Zapisano');

      // Closed while hovered: no mouseleave ever comes, yet the toast closes in its time.
      fireEvent.keyDown(document, { key: 'Escape' });
      expect(viewportRegion().textContent).toContain('Zapisano');
      act(() => {
        vi.advanceTimersByTime(TOAST_DURATION_MS + 100);
      });
      expect(viewportRegion().textContent).toBe('');
    });
  });
});
