import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, sentBodies } from '../../testing.tsx';
import { InactiveEquipmentCard } from './InactiveEquipmentCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('InactiveEquipmentCard', () => {
  it('deletes for good only after an irreversible confirmation, with focus on Cancel', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment/inactive': () => json([equipmentOf({ isActive: false })]),
      'DELETE /api/equipment/1/permanent': () => json({ message: 'Wewnętrzny błąd serwera' }, 500),
    });
    renderArea(<InactiveEquipmentCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń trwale: Agregat prądotwórczy 20 kVA' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Trwale usunąć sprzęt?' });
    expect(confirm.textContent).toContain('Tej operacji nie można cofnąć');
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(sentBodies(fetchMock, 'DELETE', '/api/equipment/1/permanent')).toHaveLength(0);

    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń trwale' }));
    expect(await screen.findByText('Nie udało się całkowicie usunąć nieaktywnego sprzętu')).toBeTruthy();
  });

  it('activates an item again with its whole record', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment/inactive': () => json([equipmentOf({ isActive: false })]),
      'PUT /api/equipment/1': () => json(equipmentOf({})),
    });
    renderArea(<InactiveEquipmentCard />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Aktywuj ponownie: Agregat prądotwórczy 20 kVA' }),
    );
    expect(await screen.findByText('Sprzęt został ponownie aktywowany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/equipment/1')).toEqual([
      expect.objectContaining({ name: 'Agregat prądotwórczy 20 kVA', categoryId: 7, isActive: true }),
    ]);
  });
});
