import {
  type DepartmentEquipment,
  type DepartmentQuoteDetail,
  type DepartmentQuoteItem,
  departmentConfigs,
} from '@ppp/domain';
import { json, renderArea } from '@ppp/ui/test/area.tsx';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartmentQuoteForm } from './DepartmentQuoteForm.tsx';

// D23: a quote holds at most 500 items; the electrical and general form stops adding there.

const config = departmentConfigs.electrical;

function equipmentOf(id: number, name: string): DepartmentEquipment {
  return {
    id,
    name,
    categoryId: 1,
    category: { id: 1, name: 'Agregaty prądotwórcze' },
    description: null,
    model: null,
    power: null,
    engine: null,
    alternator: null,
    fuelConsumption75: null,
    fuelTankCapacity: null,
    dimensions: null,
    weight: null,
    imageUrl: null,
    quantity: 10,
    availableQuantity: 10,
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    pricing: [
      { id: id * 10, periodStart: 1, periodEnd: null, pricePerDay: '100.00', discountPercent: '0.00' },
    ],
    additionalEquipment: [],
  };
}

const small = equipmentOf(7, 'Agregat 20 kVA');

function itemOf(id: number, equipment: DepartmentEquipment): DepartmentQuoteItem {
  return {
    id,
    position: 1,
    equipmentId: equipment.id,
    equipment: { id: equipment.id, name: equipment.name, model: null, power: null, categoryName: null },
    quantity: 1,
    rentalPeriodDays: 7,
    ownPeriod: true,
    endsOn: null,
    pricePerDay: '100.00',
    discountPercent: '0.00',
    dayPrice: '100.00',
    baseCost: '700.00',
    additionalCost: '0.00',
    totalPrice: '700.00',
    notes: null,
    selectedAdditionalEquipment: [],
  };
}

const budowa = {
  id: 3,
  companyName: 'Budowa Sp. z o.o.',
  nip: null,
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
};

function quoteOf(overrides: Partial<DepartmentQuoteDetail> = {}): DepartmentQuoteDetail {
  return {
    id: 5,
    quoteNumber: 'ELE/2026/0005',
    status: 'draft',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    createdBy: null,
    isGuest: false,
    source: null,
    apiKeyId: null,
    clientId: budowa.id,
    client: budowa,
    vatRate: '23.00',
    currency: 'PLN',
    totalNet: '700.00',
    vatAmount: '161.00',
    totalGross: '861.00',
    notes: null,
    startsOn: '2027-03-01',
    rentalDays: 7,
    version: 1,
    validUntil: null,
    validUntilFixed: false,
    history: [],
    share: null,
    assessmentId: null,
    isGuestQuote: false,
    guestEmail: null,
    itemCount: 1,
    items: [itemOf(41, small)],
    ...overrides,
  };
}

function renderEdit(quote: DepartmentQuoteDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => json([])),
  );
  const form = (
    <DepartmentQuoteForm
      config={config}
      quote={quote}
      catalogue={[small]}
      vatRate="23.00"
      currency="PLN"
      readOnly={false}
    />
  );
  return renderArea(
    <Routes>
      <Route path={`${config.paths.list}/:id/edit`} element={form} />
    </Routes>,
    `${config.paths.list}/${quote.id}/edit`,
  );
}

const withItems = (count: number) =>
  quoteOf({
    items: Array.from({ length: count }, (_, index) => ({
      ...itemOf(100 + index, small),
      position: index + 1,
    })),
    itemCount: count,
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the items limit of the electrical and general form (D23)', () => {
  it('stops adding at 500 items and says why', () => {
    renderEdit(withItems(500));
    const picker = screen.getByPlaceholderText('Szukaj sprzętu...') as HTMLInputElement;
    expect(picker.disabled).toBe(true);
    expect(screen.getByText('Wycena może mieć najwyżej 500 pozycji')).toBeTruthy();
  });

  it('adds below it', () => {
    renderEdit(withItems(2));
    const picker = screen.getByPlaceholderText('Szukaj sprzętu...') as HTMLInputElement;
    expect(picker.disabled).toBe(false);
    expect(screen.queryByText('Wycena może mieć najwyżej 500 pozycji')).toBeNull();
  });
});
