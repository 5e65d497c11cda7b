import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render.tsx';
import { Toaster } from './Toaster.tsx';
import { dismissToast, TOAST_DURATION_MS, toast, toastError, toastSuccess } from './toastStore.ts';

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
});
