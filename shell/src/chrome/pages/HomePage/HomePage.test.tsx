import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderChrome, testUser } from '../../testing.tsx';
import { HomePage } from './HomePage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const category = (id: number, name: string) => ({ id, name, description: null });
const equipment = [
  { id: 1, name: 'Nagrzewnica 30 kW', quantity: 4, category: category(2, 'Nagrzewnice') },
  { id: 2, name: 'Klimatyzator 5 kW', quantity: 6, category: category(1, 'Klimatyzacje') },
  { id: 3, name: 'Nagrzewnica 60 kW', quantity: 10, category: category(2, 'Nagrzewnice') },
];
const quote = {
  id: 41,
  quoteNumber: 'WYC/2026/0041',
  status: 'draft',
  createdAt: '2026-11-20T09:30:00.000Z',
  client: { id: 5, companyName: 'Budimex S.A.', contactPerson: null },
  totalNet: '12345.50',
  totalGross: '15184.97',
  currency: 'PLN',
};
const page = (items: unknown[]) => json({ items, total: items.length, page: 1, pageSize: 3 });

describe('HomePage data cards', () => {
  it("shows the admin the newest quotes and everybody's pieces per category, each leading on", async () => {
    const nameless = {
      ...quote,
      id: 42,
      quoteNumber: 'WYC/2026/0042',
      client: { id: 6, companyName: null, contactPerson: null },
    };
    const fetchMock = answerFetch({
      '/api/quotes': () => page([quote, nameless]),
      '/api/equipment': () => json(equipment),
    });
    renderChrome(<HomePage user={testUser} />);

    const recent = await screen.findByRole('region', { name: 'Ostatnie oferty' });
    const row = await within(recent).findByRole('link', { name: /WYC\/2026\/0041/ });
    // A client without a name reads as on the quotes list.
    expect(within(recent).getByRole('link', { name: /WYC\/2026\/0042/ }).textContent).toContain(
      'Klient bez nazwy',
    );
    expect(row.getAttribute('href')).toBe('/quotes/41');
    expect(row.textContent).toContain('Budimex S.A.');
    expect(row.textContent).toContain('12\u00a0345,50\u00a0zł');
    expect(row.textContent).toContain('20.11.2026');
    expect(within(recent).getByRole('link', { name: 'Zobacz wszystkie' }).getAttribute('href')).toBe(
      '/quotes',
    );
    expect(fetchMock).toHaveBeenCalledWith('/api/quotes?pageSize=3', expect.anything());

    const categories = screen.getByRole('region', { name: 'Kategorie sprzętu' });
    const links = await within(categories).findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Klimatyzacje6 szt.', '/equipment#category-1'],
      ['Nagrzewnice14 szt.', '/equipment#category-2'],
    ]);
  });

  it('keeps the newest quotes from everybody but the admin (D1)', async () => {
    const fetchMock = answerFetch({ '/api/equipment': () => json(equipment) });
    renderChrome(<HomePage user={{ ...testUser, role: 'employee' }} />);
    expect(await screen.findByText('Nagrzewnice')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Ostatnie oferty' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/quotes'))).toBe(false);
  });

  it('offers the first quote and says the catalogue is empty when there is nothing yet', async () => {
    answerFetch({ '/api/quotes': () => page([]), '/api/equipment': () => json([]) });
    renderChrome(<HomePage user={testUser} />);
    const create = await screen.findByRole('link', { name: 'Utwórz pierwszą ofertę' });
    expect(create.getAttribute('href')).toBe('/create-quote');
    expect(screen.getByRole('link', { name: 'Zobacz wszystkie' }).getAttribute('href')).toBe('/quotes');
    expect(await screen.findByText('Brak sprzętu w systemie')).toBeTruthy();
  });

  it('says when a card cannot load, and loads again on request', async () => {
    let equipmentAnswer = () => json({ message: 'Wewnętrzny błąd serwera' }, 500);
    answerFetch({ '/api/quotes': () => page([]), '/api/equipment': () => equipmentAnswer() });
    renderChrome(<HomePage user={testUser} />);
    const categories = screen.getByRole('region', { name: 'Kategorie sprzętu' });
    expect(within(categories).getByRole('status').textContent).toContain('Ładowanie kategorii...');
    const failure = await within(categories).findByRole('alert');
    expect(failure.textContent).toContain('Nie udało się załadować kategorii');

    equipmentAnswer = () => json(equipment);
    within(failure).getByRole('button', { name: 'Spróbuj ponownie' }).click();
    expect(await within(categories).findByText('14 szt.')).toBeTruthy();
  });
});
