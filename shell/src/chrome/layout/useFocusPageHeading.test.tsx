import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFocusPageHeading } from './useFocusPageHeading.ts';

function Layout() {
  const content = useRef<HTMLDivElement>(null);
  useFocusPageHeading(content);
  return (
    <>
      <nav>
        <Link to="/quotes">Wyceny</Link>
      </nav>
      <div ref={content}>
        <Routes>
          <Route path="/" element={<h1>Strona główna</h1>} />
          <Route path="/quotes" element={<h1>Zarządzanie Wycenami</h1>} />
        </Routes>
      </div>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the focus after a navigation', () => {
  it('goes to the new page’s heading, not on the first load', async () => {
    vi.useFakeTimers();
    render(
      <MemoryRouter initialEntries={['/']}>
        <Layout />
      </MemoryRouter>,
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: 'Wyceny' });
    link.focus();
    fireEvent.click(link);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Zarządzanie Wycenami' }),
    );
  });
});
