import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, sentBodies, tierOf } from '../../testing.tsx';
import { EquipmentCard } from './EquipmentCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const categories = [
  { id: 42, name: 'Agregaty prądotwórcze', description: null },
  { id: 17, name: 'Klimatyzacje', description: null },
];
const heater = equipmentOf({
  id: 2,
  name: 'Klimatyzator przenośny 3,5 kW',
  model: null,
  categoryId: 17,
  category: categories[1],
  pricing: [tierOf(21, 1, null, '90.00')],
});
const generator = equipmentOf({ categoryId: 42, category: categories[0] });

function answerCatalogue(routes: Record<string, () => Response> = {}) {
  return answerFetch({
    'GET /api/equipment': () => json([generator, heater]),
    'GET /api/equipment-categories': () => json(categories),
    ...routes,
  });
}

const table = () => screen.findByRole('region', { name: 'Sprzęt' });

/** Opens the generator's edit dialog and saves it with another model. */
async function saveModel(model: string) {
  renderArea(<EquipmentCard />);
  await table();
  fireEvent.click(screen.getByRole('button', { name: `Edytuj: ${generator.name}` }));
  const dialog = screen.getByRole('dialog', { name: 'Edytuj sprzęt' });
  fireEvent.change(within(dialog).getByLabelText(/Model/), { target: { value: model } });
  fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
}

describe('EquipmentCard', () => {
  it('filters by category and marks equipment whose prices are still the default', async () => {
    answerCatalogue();
    renderArea(<EquipmentCard />);
    const rows = within(await table()).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1].textContent).toContain('Cennik domyślny');
    expect(rows[2].textContent).not.toContain('Cennik domyślny');

    fireEvent.change(screen.getByRole('combobox', { name: 'Filtruj według kategorii' }), {
      target: { value: '17' },
    });
    expect(
      within(await table())
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'NazwaKategoriaIlośćDostępneAkcje',
      expect.stringContaining('Klimatyzator przenośny 3,5 kWKlimatyzacje66'),
    ]);
  });

  it('preselects no category when category 23 of spec-1 §9 is absent and asks for one (spec-1 §5)', async () => {
    const fetchMock = answerCatalogue({
      'POST /api/equipment': () => json(equipmentOf({ id: 9, name: 'Nowy agregat' }), 201),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sprzęt' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj sprzęt' });
    const category = within(dialog).getByLabelText(/Kategoria/) as HTMLSelectElement;
    expect(category.value).toBe('');
    expect(category.selectedOptions[0]?.textContent).toBe('Wybierz kategorię');

    // Leaving the field without a choice marks it at once (D19).
    fireEvent.focus(category);
    fireEvent.blur(category);
    expect(await within(dialog).findByText('Kategoria jest wymagana')).toBeTruthy();
    fireEvent.change(category, { target: { value: '42' } });
    await waitFor(() => expect(within(dialog).queryByText('Kategoria jest wymagana')).toBeNull());

    fireEvent.change(within(dialog).getByLabelText(/Ilość całkowita/), { target: { value: '-1' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Nazwa jest wymagana')).toBeTruthy();
    expect(within(dialog).getByText('Ilość musi być nieujemna')).toBeTruthy();

    // An available figure above the total is ignored; lowering the total lowers it to the total.
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Nowy agregat' } });
    const total = within(dialog).getByLabelText(/Ilość całkowita/) as HTMLInputElement;
    const available = within(dialog).getByLabelText(/Dostępna ilość/) as HTMLInputElement;
    fireEvent.change(total, { target: { value: '5' } });
    fireEvent.change(available, { target: { value: '4' } });
    fireEvent.change(available, { target: { value: '7' } });
    expect(available.value).toBe('4');
    fireEvent.change(total, { target: { value: '3' } });
    fireEvent.blur(total);
    expect(available.value).toBe('3');
    fireEvent.change(available, { target: { value: '2' } });
    fireEvent.change(available, { target: { value: '9' } });
    expect(available.value).toBe('2');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Sprzęt został dodany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment')).toEqual([
      expect.objectContaining({ name: 'Nowy agregat', categoryId: 42, quantity: 3, availableQuantity: 2 }),
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses to save a new equipment whose category was not chosen', async () => {
    const fetchMock = answerCatalogue();
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sprzęt' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj sprzęt' });
    fireEvent.change(within(dialog).getByLabelText(/Nazwa/), { target: { value: 'Nowy agregat' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await within(dialog).findByText('Kategoria jest wymagana')).toBeTruthy();
    expect(
      within(dialog)
        .getByLabelText(/Kategoria/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(sentBodies(fetchMock, 'POST', '/api/equipment')).toHaveLength(0);
  });

  it('edits the fuel consumption and the stock as text fields read by the one parser (D20)', async () => {
    const fetchMock = answerCatalogue({ 'PUT /api/equipment/1': () => json(generator) });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: `Edytuj: ${generator.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Edytuj sprzęt' });
    const fuel = within(dialog).getByLabelText(/Zużycie paliwa/) as HTMLInputElement;
    const total = within(dialog).getByLabelText(/Ilość całkowita/) as HTMLInputElement;
    expect(dialog.querySelector('input[type="number"]')).toBeNull();
    expect([fuel.type, fuel.inputMode, total.inputMode]).toEqual(['text', 'decimal', 'numeric']);
    expect(fuel.value).toBe('4,2');

    fireEvent.change(fuel, { target: { value: '1.234,50' } });
    fireEvent.blur(fuel);
    expect(await within(dialog).findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(fuel.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(fuel, { target: { value: '4,25' } });
    fireEvent.change(total, { target: { value: '1200' } });
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Sprzęt został zaktualizowany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/equipment/1')).toEqual([
      expect.objectContaining({ fuelConsumption75: '4.25', quantity: 1200, availableQuantity: 6 }),
    ]);
  });

  it('sends the stock only when the edit changes it, so an old dialog never writes old figures back', async () => {
    const fetchMock = answerCatalogue({ 'PUT /api/equipment/1': () => json(generator) });
    await saveModel('AG-30');
    expect(await screen.findByText('Sprzęt został zaktualizowany')).toBeTruthy();
    const [sent] = sentBodies(fetchMock, 'PUT', '/api/equipment/1') as Record<string, unknown>[];
    expect(sent).toMatchObject({ name: generator.name, model: 'AG-30' });
    expect('quantity' in sent || 'availableQuantity' in sent).toBe(false);
  });

  it('saves over the equipment as it read it; saved meanwhile elsewhere, it says so and closes', async () => {
    const fetchMock = answerCatalogue({
      'PUT /api/equipment/1': () =>
        json(
          {
            message:
              'Sprzęt został w międzyczasie zmieniony (w innej karcie lub przez innego administratora). Otwórz go ponownie, aby zobaczyć najnowsze dane.',
          },
          412,
        ),
    });
    await saveModel('AG-30');
    expect(await screen.findByText(/Sprzęt został w międzyczasie zmieniony/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edytuj sprzęt' })).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('If-Match')).toBe(`"${generator.updatedAt}"`);
  });

  it('starts a new equipment in category 23 of spec-1 §9 when the list holds it', async () => {
    answerCatalogue({
      'GET /api/equipment-categories': () =>
        json([...categories, { id: 23, name: 'Nagrzewnice', description: null }]),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj sprzęt' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj sprzęt' });
    expect((within(dialog).getByLabelText(/Kategoria/) as HTMLSelectElement).value).toBe('23');
  });

  it('ignores a stock figure above the total in the quantity dialog and caps it when the total drops', async () => {
    const fetchMock = answerCatalogue({
      'PATCH /api/equipment/1/quantity': () => json(equipmentOf({ quantity: 4, availableQuantity: 4 })),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: `Zmień ilość: ${generator.name}` }));
    const dialog = screen.getByRole('dialog', { name: 'Zmień ilość' });
    const total = within(dialog).getByLabelText(/Ilość całkowita/) as HTMLInputElement;
    const available = within(dialog).getByLabelText(/Dostępna ilość/) as HTMLInputElement;
    fireEvent.change(available, { target: { value: '5' } });
    fireEvent.change(available, { target: { value: '8' } });
    expect(available.value).toBe('5');
    // A total typed digit by digit lowers nothing on the way ('12' over '8' passes through '1').
    fireEvent.change(total, { target: { value: '1' } });
    fireEvent.change(total, { target: { value: '12' } });
    fireEvent.blur(total);
    expect(available.value).toBe('5');
    fireEvent.change(total, { target: { value: '4' } });
    fireEvent.blur(total);
    expect(available.value).toBe('4');
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    expect(await screen.findByText('Ilość sprzętu została zaktualizowana')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/equipment/1/quantity')).toEqual([
      { quantity: 4, availableQuantity: 4 },
    ]);
  });

  it('deactivates only after confirmation and says so', async () => {
    const fetchMock = answerCatalogue({
      'DELETE /api/equipment/2': () => new Response(null, { status: 204 }),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Dezaktywuj: Klimatyzator przenośny 3,5 kW' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Dezaktywować sprzęt?' });
    expect(sentBodies(fetchMock, 'DELETE', '/api/equipment/2')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Dezaktywuj' }));
    expect(await screen.findByText('Sprzęt został dezaktywowany')).toBeTruthy();
  });

  it('names the approved quotes that hold the equipment when they keep it from going (D21)', async () => {
    answerCatalogue({
      'DELETE /api/equipment/2': () =>
        json(
          {
            message: 'Sprzęt jest zarezerwowany w zatwierdzonych wycenach',
            quotes: [
              { kind: 'equipment', id: 5, quoteNumber: 'WYC/2026/0005', days: ['2026-12-01', '2026-12-02'] },
              { kind: 'equipment', id: 9, quoteNumber: 'WYC/2026/0009', days: ['2027-01-22'] },
            ],
          },
          409,
        ),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Dezaktywuj: Klimatyzator przenośny 3,5 kW' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Dezaktywować sprzęt?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Dezaktywuj' }));
    expect(
      await screen.findByText(
        'Sprzęt jest zarezerwowany w zatwierdzonych wycenach: WYC/2026/0005 (01.12.2026–02.12.2026), WYC/2026/0009 (22.01.2027)',
      ),
    ).toBeTruthy();
  });

  it('shows the server message after a sync and the specification text when it fails', async () => {
    answerCatalogue({
      'POST /api/admin/sync-all-equipment': () =>
        json({ completed: 2, message: 'Uzupełniono dane 2 urządzeń.' }),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Synchronizuj urządzenia' }));
    expect(await screen.findByText('Uzupełniono dane 2 urządzeń.')).toBeTruthy();
    cleanup();
    dismissToast();

    answerCatalogue({
      'POST /api/admin/sync-all-equipment': () => json({ message: 'Wewnętrzny błąd serwera' }, 500),
    });
    renderArea(<EquipmentCard />);
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Synchronizuj urządzenia' }));
    expect(await screen.findByText('Nie udało się zsynchronizować urządzeń')).toBeTruthy();
    expect(screen.getByText('Błąd')).toBeTruthy();
  });
});
