import type { EquipmentExtra } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, sentBodies } from '../../testing.tsx';
import { ExtrasDialog } from './ExtrasDialog.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const extra = (id: number, type: EquipmentExtra['type'], name: string, price = '10.00'): EquipmentExtra => ({
  id,
  equipmentId: 1,
  type,
  name,
  price,
  position: id,
});

const fourOptions = [1, 2, 3, 4].map((id) => extra(id, 'additional', `Opcja ${id}`));

async function addTo(list: string, name: string, price: string) {
  const form = await screen.findByRole('form', { name: list });
  fireEvent.change(within(form).getByLabelText(/Nazwa/), { target: { value: name } });
  fireEvent.change(within(form).getByLabelText(/Cena/), { target: { value: price } });
  fireEvent.submit(form);
}

describe('ExtrasDialog', () => {
  it('lists options and accessories apart with their prices', async () => {
    answerFetch({
      'GET /api/equipment/1/additional': () =>
        json([
          extra(1, 'additional', 'Rozdzielnica budowlana', '40.00'),
          extra(2, 'accessories', 'Przewód 25 m'),
        ]),
    });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const options = await screen.findByRole('region', { name: 'Opcje dodatkowe' });
    expect(options.textContent).toContain('Rozdzielnica budowlana40,00\u00a0zł');
    expect(options.textContent).not.toContain('Przewód');
    expect(screen.getByRole('region', { name: 'Akcesoria' }).textContent).toContain('Przewód 25 m');
  });

  it('says "Limit osiągnięty" for a fifth option without calling the server', async () => {
    const fetchMock = answerFetch({ 'GET /api/equipment/1/additional': () => json(fourOptions) });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    await addTo('Dodaj opcję dodatkową', 'Piąta opcja', '5');
    expect(await screen.findByText('Limit osiągnięty')).toBeTruthy();
    expect(screen.getByText('Możesz dodać maksymalnie 4 pozycje')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-additional')).toEqual([]);
  });

  it('locks the add form of a full list with a note, and its button tells the limit before the fields', async () => {
    const fetchMock = answerFetch({ 'GET /api/equipment/1/additional': () => json(fourOptions) });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj opcję dodatkową' });
    const name = within(form).getByLabelText(/Nazwa/) as HTMLInputElement;
    expect(name.disabled).toBe(true);
    expect((within(form).getByLabelText(/Cena/) as HTMLInputElement).disabled).toBe(true);
    expect(form.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(form).getByText('Osiągnięto limit 4 pozycji. Usuń jedną z nich, aby dodać nową.'),
    ).toBeTruthy();
    // The other list is not full: its form stays open.
    const accessories = screen.getByRole('form', { name: 'Dodaj akcesorium' });
    expect((within(accessories).getByLabelText(/Nazwa/) as HTMLInputElement).disabled).toBe(false);

    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Limit osiągnięty')).toBeTruthy();
    expect(screen.getByText('Możesz dodać maksymalnie 4 pozycje')).toBeTruthy();
    expect(within(form).queryByText('Nazwa jest wymagana')).toBeNull();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-additional')).toEqual([]);

    // Editing an entry of the full list is still possible.
    fireEvent.click(screen.getByRole('button', { name: 'Edytuj: Opcja 2' }));
    const edit = screen.getByRole('form', { name: 'Edytuj: Opcja 2' });
    expect((within(edit).getByLabelText(/Nazwa/) as HTMLInputElement).disabled).toBe(false);
    expect(within(edit).queryByText(/Osiągnięto limit/)).toBeNull();
  });

  it('says once that a deletion cannot be undone', async () => {
    answerFetch({ 'GET /api/equipment/1/additional': () => json(fourOptions) });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń: Opcja 1' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Usunąć opcję dodatkową?' });
    expect(confirm.textContent?.match(/Tej operacji nie można cofnąć/g)).toHaveLength(1);
    expect(confirm.textContent).toContain('Pozycja „Opcja 1” zostanie usunięta.');
  });

  it('says "Limit osiągnięty" when the server refuses with its 409', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment/1/additional': () => json([]),
      'POST /api/equipment-additional': () => json({ message: 'Możesz dodać maksymalnie 4 pozycje' }, 409),
    });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    await addTo('Dodaj akcesorium', 'Przedłużacz', '12,50');
    expect(await screen.findByText('Limit osiągnięty')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment-additional')).toEqual([
      { equipmentId: 1, type: 'accessories', name: 'Przedłużacz', price: '12.50', position: 1 },
    ]);
  });

  it('needs a name and adds an option with a success toast', async () => {
    answerFetch({
      'GET /api/equipment/1/additional': () => json([]),
      'POST /api/equipment-additional': () => json(extra(9, 'additional', 'Rozdzielnica'), 201),
    });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    await addTo('Dodaj opcję dodatkową', '', '');
    expect(await screen.findByText('Nazwa jest wymagana')).toBeTruthy();
    await addTo('Dodaj opcję dodatkową', 'Rozdzielnica', '');
    expect(await screen.findByText('Pozycja została dodana')).toBeTruthy();
    expect(screen.getByText('Sukces')).toBeTruthy();
  });

  it('edits a price shown the Polish way and sends the decimal comma as a decimal (D20)', async () => {
    const fetchMock = answerFetch({
      'GET /api/equipment/1/additional': () => json([extra(1, 'additional', 'Rozdzielnica', '1250.00')]),
      'PATCH /api/equipment-additional/1': () => json(extra(1, 'additional', 'Rozdzielnica', '9.80')),
    });
    renderArea(<ExtrasDialog equipment={equipmentOf({})} onClose={() => {}} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj: Rozdzielnica' }));
    const form = screen.getByRole('form', { name: 'Edytuj: Rozdzielnica' });
    const price = within(form).getByLabelText(/Cena/) as HTMLInputElement;
    expect(price.type).toBe('text');
    expect(price.value).toBe('1250,00');
    fireEvent.change(price, { target: { value: '9,8' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Pozycja została zaktualizowana')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/equipment-additional/1')).toEqual([
      { name: 'Rozdzielnica', price: '9.80' },
    ]);
  });
});
