import { lightTheme } from '@ppp/ui';
import { answerFetch, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it, vi } from 'vitest';
import { ExportLinks } from './ExportLinks.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderLinks = (filters: Record<string, string | undefined>) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <ExportLinks listApiPath="/api/transport-quotes" filters={filters} />
    </ThemeProvider>,
  );

it('links both exports to the list with its current filters, as downloads', () => {
  renderLinks({ search: 'Kraków & co', status: 'pending', source: undefined });
  const csv = screen.getByRole('link', { name: 'Eksportuj CSV' });
  const xlsx = screen.getByRole('link', { name: 'Eksportuj XLSX' });
  expect(csv.getAttribute('href')).toBe(
    '/api/transport-quotes/export.csv?search=Krak%C3%B3w+%26+co&status=pending',
  );
  expect(xlsx.getAttribute('href')).toBe(
    '/api/transport-quotes/export.xlsx?search=Krak%C3%B3w+%26+co&status=pending',
  );
  expect(csv.hasAttribute('download')).toBe(true);
});

it('links the whole list when nothing is filtered, reachable by the keyboard', () => {
  renderLinks({});
  const csv = screen.getByRole('link', { name: 'Eksportuj CSV' });
  expect(csv.getAttribute('href')).toBe('/api/transport-quotes/export.csv');
  csv.focus();
  expect(document.activeElement).toBe(csv);
});

it('fetches the file on a click and saves it under the name the answer gives', async () => {
  answerFetch({
    'GET http://localhost:3000/api/transport-quotes/export.csv': () =>
      new Response('Numer;Klient\n', {
        headers: {
          'Content-Disposition': `attachment; filename="wyceny-transportu.csv"; filename*=UTF-8''wyceny-transportu.csv`,
        },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:eksport');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(`${this.download} ${this.href}`);
  });
  renderArea(<ExportLinks listApiPath="/api/transport-quotes" />, '/');
  await userEvent.click(screen.getByRole('link', { name: 'Eksportuj CSV' }));
  await waitFor(() => expect(saved).toEqual(['wyceny-transportu.csv blob:eksport']));
});

it("tells a refused export on the page ('Za dużo wierszy dla XLSX — użyj CSV'), saving nothing", async () => {
  answerFetch({
    'GET http://localhost:3000/api/transport-quotes/export.xlsx': () =>
      new Response(JSON.stringify({ message: 'Za dużo wierszy dla XLSX — użyj CSV' }), {
        status: 400,
        headers: { 'Content-Type': 'application/json' },
      }),
  });
  const createObjectURL = vi.fn(() => 'blob:eksport');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
  renderArea(<ExportLinks listApiPath="/api/transport-quotes" />, '/');
  await userEvent.click(screen.getByRole('link', { name: 'Eksportuj XLSX' }));
  expect(await screen.findByText('Za dużo wierszy dla XLSX — użyj CSV')).toBeTruthy();
  expect(createObjectURL).not.toHaveBeenCalled();
});
