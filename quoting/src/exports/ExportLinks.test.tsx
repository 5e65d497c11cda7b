import { lightTheme } from '@ppp/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, expect, it } from 'vitest';
import { ExportLinks } from './ExportLinks.tsx';

afterEach(cleanup);

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
