import type { DepartmentEquipment, DepartmentQuoteDetail, DepartmentQuoteItem } from '@ppp/domain';

// What the electrical and general form tests share: a catalogue item, a saved item of it, a client
// and a saved quote (an electrical draft of one item), each overridable.

/** An electrical catalogue item: 10 units at 100,00 zł a day. */
export function equipmentOf(id: number, name: string): DepartmentEquipment {
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

/** A saved item of `equipment`: one unit for 7 days. */
export function itemOf(id: number, equipment: DepartmentEquipment): DepartmentQuoteItem {
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

/** The item every fixture quote holds. */
export const small = equipmentOf(7, 'Agregat 20 kVA');

/** The quote's client as saved. */
export const budowa = {
  id: 3,
  companyName: 'Budowa Sp. z o.o.',
  nip: null,
  contactPerson: null,
  phone: null,
  email: null,
  address: null,
};

/** A saved electrical draft of one 7-day item of `small`, with `overrides`. */
export function quoteOf(overrides: Partial<DepartmentQuoteDetail> = {}): DepartmentQuoteDetail {
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
