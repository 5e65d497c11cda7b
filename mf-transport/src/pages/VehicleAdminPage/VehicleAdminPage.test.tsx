import type { Vehicle } from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VehicleAdminPage } from './VehicleAdminPage.tsx';

// D21 in /admin/transport: how many of each vehicle there are ('Liczba sztuk'), and the depot
// address every new transport quote starts from ('Adres bazy').

const laweta: Vehicle = {
  id: 4,
  name: 'Laweta',
  description: null,
  costPerKm: '3.20',
  isActive: true,
  quantity: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Stubs fetch with answers keyed 'METHOD /path' (the query string ignored); records the bodies sent. */
function serve(routes: Record<string, (body: unknown) => Response>) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input).split('?')[0];
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url, body });
      const route = routes[`${method} ${url}`];
      return route ? route(body) : json({ message: 'Nie znaleziono' }, 404);
    }),
  );
  return (method: string, url: string) => sent.filter((c) => c.method === method && c.url === url);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the vehicles’ quantity (D21)', () => {
  it('is a column of the table and a field of the dialog; a refusal of approved holdings is told under it', async () => {
    const sent = serve({
      'GET /api/transport-vehicles': () => json([laweta]),
      'GET /api/transport-settings': () => json({ depotAddress: null }),
      'PUT /api/transport-vehicles/4': () =>
        json(
          {
            message: 'Sprzęt jest zarezerwowany w zatwierdzonych wycenach',
            quotes: [{ kind: 'transport', id: 1, quoteNumber: 'TRA/2027/0001', days: ['2027-04-12'] }],
          },
          409,
        ),
    });
    renderArea(<VehicleAdminPage />, '/admin/transport');
    // A table, or on a narrow screen cards with the same facts labelled (D19).
    expect(await screen.findByText('2 szt.')).toBeTruthy();
    expect(screen.getAllByText('Liczba sztuk', { exact: false }).length).toBeGreaterThan(0);

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj pojazd Laweta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edytuj pojazd' });
    const quantity = within(dialog).getByRole('textbox', { name: 'Liczba sztuk' });
    expect((quantity as HTMLInputElement).value).toBe('2');
    await userEvent.clear(quantity);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(
      await within(dialog).findByText('Liczba sztuk musi być liczbą całkowitą większą od 0'),
    ).toBeTruthy();
    await userEvent.type(quantity, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(sent('PUT', '/api/transport-vehicles/4')).toHaveLength(1));
    expect(sent('PUT', '/api/transport-vehicles/4')[0].body).toMatchObject({
      quantity: 1,
      costPerKm: '3.20',
    });
    // Under the quantity (and in the toast).
    await waitFor(() => expect(quantity.getAttribute('aria-invalid')).toBe('true'));
    const described = (quantity.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    // Naming the quotes and their days (D21), so the admin knows what to reopen.
    expect(described).toContain(
      'Sprzęt jest zarezerwowany w zatwierdzonych wycenach: TRA/2027/0001 (12.04.2027)',
    );
  });
});

describe('the depot address (D21)', () => {
  it('shows the stored address, saves a new one with a toast, and tells a refused one under the field', async () => {
    let stored: string | null = 'Baza, Radom';
    const sent = serve({
      'GET /api/transport-vehicles': () => json([laweta]),
      'GET /api/transport-settings': () => json({ depotAddress: stored }),
      'PUT /api/transport-settings': (body) => {
        const address = (body as { depotAddress: string | null }).depotAddress;
        if (address === 'zły')
          return json({ message: 'Zły adres', errors: { depotAddress: 'Zły adres' } }, 400);
        stored = address;
        return json({ depotAddress: stored });
      },
    });
    renderArea(<VehicleAdminPage />, '/admin/transport');
    const card = await screen.findByRole('form', { name: 'Adres bazy' });
    const address = within(card).getByRole('textbox', { name: 'Adres bazy' });
    expect((address as HTMLInputElement).value).toBe('Baza, Radom');

    await userEvent.clear(address);
    await userEvent.type(address, '  ul. Magazynowa 1, Warszawa ');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz adres bazy' }));
    expect(await screen.findByText('Adres bazy został zapisany')).toBeTruthy();
    expect(sent('PUT', '/api/transport-settings')[0].body).toEqual({
      depotAddress: 'ul. Magazynowa 1, Warszawa',
    });

    await userEvent.clear(address);
    await userEvent.type(address, 'zły');
    await userEvent.click(within(card).getByRole('button', { name: 'Zapisz adres bazy' }));
    expect(await within(card).findByText('Zły adres')).toBeTruthy();
  });
});
