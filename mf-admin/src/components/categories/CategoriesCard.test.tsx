import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, sentBodies } from '../../testing.tsx';
import { CategoriesCard } from './CategoriesCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const inUse = 'Nie można usunąć kategorii, która zawiera sprzęt. Najpierw usuń lub przenieś sprzęt.';
const vehicles = { id: 3, name: 'Pojazdy', description: 'Pojazdy dostawcze' };

describe('CategoriesCard', () => {
  it('warns before deleting and shows the server refusal for a category that holds equipment', async () => {
    answerFetch({
      'GET /api/equipment-categories': () => json([vehicles]),
      'GET /api/equipment': () => json([equipmentOf({ category: vehicles })]),
      'GET /api/equipment/inactive': () => json([]),
      'DELETE /api/equipment-categories/3': () => json({ message: inUse }, 409),
    });
    renderArea(<CategoriesCard />);
    const row = (await screen.findByText('Pojazdy dostawcze')).closest('tr') as HTMLElement;
    await within(row).findByText('1');
    fireEvent.click(within(row).getByRole('button', { name: 'Usuń kategorię: Pojazdy' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Usunąć kategorię?' });
    expect(confirm.textContent).toContain('Nie można usunąć kategorii, która zawiera sprzęt');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText(inUse)).toBeTruthy();
    expect(screen.getByText('Błąd')).toBeTruthy();
  });

  it('adds a category with a required name', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment-categories': () => json([]),
      'GET /api/equipment': () => json([]),
      'GET /api/equipment/inactive': () => json([]),
      'POST /api/equipment-categories': () => json({ id: 8, name: 'Osuszacze', description: null }, 201),
    });
    renderArea(<CategoriesCard />);
    expect(await screen.findByText('Brak kategorii')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj kategorię' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj kategorię' });
    const form = dialog.querySelector('form') as HTMLFormElement;
    fireEvent.submit(form);
    expect(await within(dialog).findByText('Nazwa kategorii jest wymagana')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Nazwa kategorii/), { target: { value: 'Osuszacze' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Kategoria została dodana')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-categories')).toEqual([
      { name: 'Osuszacze', description: null },
    ]);
  });
});
