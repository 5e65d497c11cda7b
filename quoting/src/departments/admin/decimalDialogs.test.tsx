import { type DepartmentCategory, type DepartmentEquipment, departmentConfigs } from '@ppp/domain';
import { renderWithTheme } from '@ppp/ui/test/render.tsx';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdditionalDialog } from './AdditionalDialog.tsx';
import { EquipmentDialog } from './EquipmentDialog.tsx';
import { TiersDialog } from './TiersDialog.tsx';

// D20 in the areas' catalogue dialogs: typed decimals are text read by the one parser, and an
// unusually high day price asks once before it is saved.

const category: DepartmentCategory = { id: 3, name: 'Agregaty', description: null, equipmentCount: 0 };

const equipment: DepartmentEquipment = {
  id: 7,
  name: 'Agregat 100 kVA',
  categoryId: 3,
  category: { id: 3, name: 'Agregaty' },
  description: null,
  model: null,
  power: null,
  engine: null,
  alternator: null,
  fuelConsumption75: '12.50',
  fuelTankCapacity: null,
  dimensions: null,
  weight: null,
  imageUrl: null,
  quantity: 4,
  availableQuantity: 4,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  pricing: [
    { id: 1, periodStart: 1, periodEnd: 2, pricePerDay: '120.00', discountPercent: '0.00' },
    { id: 2, periodStart: 3, periodEnd: null, pricePerDay: '110.00', discountPercent: '8.33' },
  ],
  additionalEquipment: [
    {
      id: 11,
      type: 'accessory',
      position: 1,
      name: 'Przedłużacz',
      description: null,
      pricePerDay: '15.5',
      isOptional: true,
    },
  ],
};

const warning = 'Sprawdź wartość: 150 000,00 zł to nietypowo dużo (zwykle do 100 000 zł).';

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const sentBodies = () =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT' || init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(equipment), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

function renderDialog(dialog: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithTheme(<QueryClientProvider client={queryClient}>{dialog}</QueryClientProvider>);
}

describe('the tier dialog (D20)', () => {
  it('shows the stored prices the Polish way, and the count fields are text fields', () => {
    renderDialog(<TiersDialog config={departmentConfigs.general} equipment={equipment} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Cena za dobę, próg 2')).toHaveProperty('value', '110,00');
    expect(screen.getByLabelText('Rabat w procentach, próg 2')).toHaveProperty('value', '8,33');
    expect(screen.getByRole('textbox', { name: 'Od dnia, próg 2' })).toHaveProperty('value', '3');
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
  });

  it('stops the first save of a price above 100 000 zł with the question; the second save goes through', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(<TiersDialog config={departmentConfigs.general} equipment={equipment} onClose={onClose} />);
    const price = screen.getByLabelText('Cena za dobę, próg 2');
    await user.clear(price);
    await user.type(price, '150000');
    await user.click(screen.getByRole('button', { name: 'Zapisz ceny' }));
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(document.activeElement).toBe(price);
    // Left, the price reads the Polish way (a no-break space groups the thousands).
    expect(price).toHaveProperty('value', '150\u00a0000,00');
    expect(sentBodies()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Zapisz ceny' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()).toEqual([
      {
        pricing: [
          { periodStart: 1, periodEnd: 2, pricePerDay: '120.00' },
          { periodStart: 3, periodEnd: null, pricePerDay: '150000.00' },
        ],
      },
    ]);
  });

  it("reads '95,5' typed as a price (sent as '95.50'), and marks '1.234,50' as 'Nieprawidłowa liczba'", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(
      <TiersDialog config={departmentConfigs.electrical} equipment={equipment} onClose={onClose} />,
    );
    const price = screen.getByLabelText('Cena za dobę, próg 2');
    await user.clear(price);
    await user.type(price, '1.234,50');
    await user.click(screen.getByRole('button', { name: 'Zapisz ceny' }));
    expect(await screen.findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies()).toEqual([]);

    await user.clear(price);
    await user.type(price, '95,5');
    await user.click(screen.getByRole('button', { name: 'Zapisz ceny' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    // Left, '95,5' reads '95,50' and is sent as '95.50'.
    expect(price).toHaveProperty('value', '95,50');
    expect(sentBodies()[0].pricing[1]).toEqual({ periodStart: 3, periodEnd: null, pricePerDay: '95.50' });
  });
});

describe('the equipment dialog (D20)', () => {
  it('stops the first save of a starting price above 100 000 zł; the second save goes through', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(
      <EquipmentDialog
        config={departmentConfigs.electrical}
        categories={[category]}
        equipment={null}
        onClose={onClose}
      />,
    );
    expect(screen.getByLabelText(/Cena początkowa/)).toHaveProperty('value', '100,00');
    expect(screen.queryAllByRole('spinbutton')).toHaveLength(0);
    await user.type(screen.getByLabelText(/Nazwa sprzętu/), 'Agregat 150 kVA');
    const start = screen.getByLabelText(/Cena początkowa/);
    await user.clear(start);
    await user.type(start, '150000');
    await user.click(screen.getByRole('button', { name: 'Dodaj sprzęt' }));
    expect(await screen.findByText(warning)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(start));
    expect(sentBodies()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Dodaj sprzęt' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()[0]).toMatchObject({
      name: 'Agregat 150 kVA',
      categoryId: 3,
      quantity: 1,
      availableQuantity: 1,
      createPricing: true,
      startingPrice: '150000.00',
    });
  });

  it("marks '1.234,50' as 'Nieprawidłowa liczba' and reads a comma in the technical figures", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(
      <EquipmentDialog
        config={departmentConfigs.general}
        categories={[category]}
        equipment={equipment}
        onClose={onClose}
      />,
    );
    const fuel = screen.getByLabelText('Spalanie przy 75% obciążenia');
    expect(fuel).toHaveProperty('value', '12,5');
    await user.clear(fuel);
    await user.type(fuel, '1.234,50');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(sentBodies()).toEqual([]);

    await user.clear(fuel);
    await user.type(fuel, '13,75');
    await user.clear(screen.getByRole('textbox', { name: /^Ilość/ }));
    await user.type(screen.getByRole('textbox', { name: /^Ilość/ }), '6');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()[0]).toMatchObject({ fuelConsumption75: '13.75', quantity: 6, availableQuantity: 4 });
  });

  it('keeps the whole-number messages of the quantity', async () => {
    const user = userEvent.setup();
    renderDialog(
      <EquipmentDialog
        config={departmentConfigs.electrical}
        categories={[category]}
        equipment={equipment}
        onClose={vi.fn()}
      />,
    );
    const quantity = screen.getByRole('textbox', { name: /^Ilość/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Ilość musi być większa od 0')).toBeTruthy();
  });
});

describe('the additional equipment dialog (D20)', () => {
  it("shows the price the Polish way, sends '16,5' as '16.50' and marks '1.234,50'", async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderDialog(
      <AdditionalDialog config={departmentConfigs.general} equipment={equipment} onClose={onClose} />,
    );
    const price = screen.getByLabelText(/Cena \/ doba/);
    expect(price).toHaveProperty('value', '15,50');
    await user.clear(price);
    await user.type(price, '1.234,50');
    await user.click(screen.getByRole('button', { name: 'Zapisz wyposażenie' }));
    expect(await screen.findByText('Nieprawidłowa liczba')).toBeTruthy();

    await user.clear(price);
    await user.type(price, '16,5');
    await user.click(screen.getByRole('button', { name: 'Zapisz wyposażenie' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies()[0].additionalEquipment[0]).toMatchObject({
      name: 'Przedłużacz',
      pricePerDay: '16.50',
    });
  });
});
