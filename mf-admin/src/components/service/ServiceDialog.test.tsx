import { formatMoney } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, equipmentOf, json, renderArea, sentBodies } from '../../testing.tsx';
import { ServiceDialog } from './ServiceDialog.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const costs = {
  id: 1,
  equipmentId: 1,
  serviceIntervalMonths: null,
  serviceIntervalKm: null,
  serviceIntervalMotohours: 500,
  workerHours: '2.00',
  workerCostPerHour: '100.00',
};
const item = (id: number, itemName: string, itemCost: string, sortOrder: number) => ({
  id,
  equipmentId: 1,
  itemName,
  itemCost,
  sortOrder,
});

/** The text under a field: its error, question or hint, as the field points to it. */
const underField = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby')?.split(' ').pop() ?? '')?.textContent;

function answerService(routes: Record<string, () => Response> = {}) {
  return answerFetch({
    'GET /api/equipment/1/service-costs': () => json(costs),
    'GET /api/equipment/1/service-items': () =>
      json([item(5, 'Filtr oleju', '60.00', 1), item(4, 'Roboczogodziny serwisowe', '200.00', 0)]),
    ...routes,
  });
}

describe('ServiceDialog', () => {
  it('asks before closing with a typed, unsaved figure (D19), and closes at once when nothing is typed', async () => {
    answerService();
    const onClose = vi.fn();
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={onClose} />);
    const form = await screen.findByRole('form', { name: 'Koszty serwisu' });
    const hours = within(form).getByLabelText('Roboczogodziny na serwis');
    fireEvent.change(hours, { target: { value: '3' } });
    // The dialog's corner button asks too.
    fireEvent.click(screen.getAllByRole('button', { name: 'Zamknij' })[0]);
    expect(await screen.findByText('Masz niezapisane zmiany. Czy na pewno chcesz wyjść?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Zostań' }));
    expect((hours as HTMLInputElement).value).toBe('3');
    fireEvent.change(hours, { target: { value: '2' } });
    const [corner, footer] = await screen.findAllByRole('button', { name: 'Zamknij' });
    expect(corner).toBeTruthy();
    fireEvent.click(footer);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows the worker-hours item first and read-only, the others editable', async () => {
    answerService();
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const rows = within(await screen.findByRole('region', { name: 'Elementy serwisu' })).getAllByRole('row');
    expect(rows[1].textContent).toContain('Roboczogodziny serwisowe200,00\u00a0złWyliczane automatycznie');
    expect(within(rows[1]).queryAllByRole('button')).toHaveLength(0);
    expect(within(rows[2]).getByRole('button', { name: 'Usuń: Filtr oleju' })).toBeTruthy();
  });

  it('asks for the interval the category calls for and sends only that one', async () => {
    const fetchMock = answerService({
      'POST /api/equipment/1/service-costs': () => json({ ...costs, serviceIntervalMotohours: 250 }),
    });
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Koszty serwisu' });
    expect(within(form).queryByLabelText(/km/)).toBeNull();
    expect(within(form).queryByLabelText(/miesiące/)).toBeNull();
    fireEvent.change(within(form).getByLabelText('Interwał (motogodziny)'), {
      target: { value: '250' },
    });
    fireEvent.submit(form);
    expect(await screen.findByText('Koszty serwisu zostały zaktualizowane')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-costs')).toEqual([
      { equipmentId: 1, serviceIntervalMotohours: 250, workerHours: '2.00', workerCostPerHour: '100.00' },
    ]);
  });

  it('asks in kilometres for vehicles and in months for the other categories', async () => {
    answerService();
    const vehicle = equipmentOf({ category: { id: 3, name: 'Pojazdy', description: null } });
    renderArea(<ServiceDialog equipment={vehicle} onClose={() => {}} />);
    expect(await screen.findByLabelText('Interwał (km)')).toBeTruthy();
    cleanup();
    answerService();
    const heater = equipmentOf({ category: { id: 4, name: 'Nagrzewnice', description: null } });
    renderArea(<ServiceDialog equipment={heater} onClose={() => {}} />);
    expect(await screen.findByLabelText('Interwał (miesiące)')).toBeTruthy();
  });

  it('tells the limit of four items before checking the fields, the worker-hours item included', async () => {
    const fetchMock = answerService({
      'GET /api/equipment/1/service-items': () =>
        json([
          item(4, 'Roboczogodziny serwisowe', '200.00', 0),
          item(5, 'Filtr oleju', '60.00', 1),
          item(6, 'Filtr powietrza', '45.00', 2),
          item(7, 'Olej silnikowy', '120.00', 3),
        ]),
    });
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj element serwisu' });
    expect((within(form).getByLabelText(/Nazwa/) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).getByText(/Osiągnięto limit 4 pozycji/)).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Dodaj' }));
    expect(await screen.findByText('Limit osiągnięty')).toBeTruthy();
    expect(within(form).queryByText('Nazwa jest wymagana')).toBeNull();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-items')).toEqual([]);
  });

  it('needs a name for a new item and deletes one only after confirmation', async () => {
    const fetchMock = answerService({
      'DELETE /api/equipment-service-items/5': () => new Response(null, { status: 204 }),
    });
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj element serwisu' });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nazwa jest wymagana')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Usuń: Filtr oleju' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Usunąć element serwisu?' });
    expect(sentBodies(fetchMock, 'DELETE', '/api/equipment-service-items/5')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Element serwisu został usunięty')).toBeTruthy();
  });

  it('reads the figures as typed the Polish way (D20): text fields, one parser, request decimals', async () => {
    const fetchMock = answerService({
      'GET /api/equipment/1/service-costs': () => json({ ...costs, workerCostPerHour: '1250.00' }),
      'POST /api/equipment/1/service-costs': () => json(costs),
    });
    const vehicle = equipmentOf({ category: { id: 3, name: 'Pojazdy', description: null } });
    renderArea(<ServiceDialog equipment={vehicle} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Koszty serwisu' });
    const interval = within(form).getByLabelText('Interwał (km)') as HTMLInputElement;
    const hours = within(form).getByLabelText('Roboczogodziny na serwis') as HTMLInputElement;
    const rate = within(form).getByLabelText('Koszt roboczogodziny (zł)') as HTMLInputElement;
    for (const input of [interval, hours, rate]) expect(input.type).toBe('text');
    expect(interval.inputMode).toBe('numeric');
    expect(hours.inputMode).toBe('decimal');
    // Stored figures shown as every figure is shown: hours as they are, money with two places.
    expect(hours.value).toBe('2');
    expect(rate.value).toBe('1250,00');

    fireEvent.change(rate, { target: { value: '1.234,50' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(underField(rate)).toBe('Nieprawidłowa liczba');
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-costs')).toEqual([]);

    fireEvent.change(interval, { target: { value: '15000' } });
    fireEvent.blur(interval);
    expect(interval.value).toBe('15\u00a0000');
    fireEvent.change(hours, { target: { value: '2,5' } });
    fireEvent.change(rate, { target: { value: '9,8' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('9,80');
    expect(form.textContent).toContain(`roboczogodziny × koszt roboczogodziny = ${formatMoney('24.50')}`);
    fireEvent.submit(form);
    expect(await screen.findByText('Koszty serwisu zostały zaktualizowane')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-costs')).toEqual([
      { equipmentId: 1, serviceIntervalKm: 15000, workerHours: '2.50', workerCostPerHour: '9.80' },
    ]);
  });

  it('adds an item whose cost is typed with a decimal comma and refuses a text that is no number', async () => {
    const fetchMock = answerService({
      'POST /api/equipment/1/service-items': () => json(item(6, 'Filtr paliwa', '9.80', 2), 201),
    });
    renderArea(<ServiceDialog equipment={equipmentOf({})} onClose={() => {}} />);
    const form = await screen.findByRole('form', { name: 'Dodaj element serwisu' });
    const cost = within(form).getByLabelText('Koszt (zł)') as HTMLInputElement;
    expect(cost.type).toBe('text');
    fireEvent.change(within(form).getByLabelText(/Nazwa/), { target: { value: 'Filtr paliwa' } });
    fireEvent.change(cost, { target: { value: '1.234,50' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(underField(cost)).toBe('Nieprawidłowa liczba');
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-items')).toEqual([]);

    fireEvent.change(cost, { target: { value: '9,8' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Element serwisu został dodany')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/equipment/1/service-items')).toEqual([
      expect.objectContaining({ itemName: 'Filtr paliwa', itemCost: '9.80' }),
    ]);
  });
});
