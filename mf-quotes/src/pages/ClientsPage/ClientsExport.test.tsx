import { cleanup, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderPage } from '../clientsTesting.tsx';
import { ClientsPage } from './ClientsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it("links 'Eksportuj CSV' and 'Eksportuj XLSX' of the address book with its search (D26)", async () => {
  renderPage('employee', '/clients?search=Lipowa', [{ path: '/clients', element: <ClientsPage /> }], () =>
    Response.json({ items: [], total: 0, page: 1, pageSize: 20 }),
  );
  const csv = await screen.findByRole('link', { name: 'Eksportuj CSV' });
  expect(csv.getAttribute('href')).toBe('/api/clients/export.csv?search=Lipowa');
  expect(screen.getByRole('link', { name: 'Eksportuj XLSX' }).getAttribute('href')).toBe(
    '/api/clients/export.xlsx?search=Lipowa',
  );
});
