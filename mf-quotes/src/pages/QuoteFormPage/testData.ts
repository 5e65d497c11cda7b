import type { Equipment, EquipmentExtra, ServiceCosts, ServiceItem } from '@ppp/domain';

// A small catalogue for the form's tests, shaped like GET /api/equipment and its sub-resources.

export const generator: Equipment = {
  id: 1,
  name: 'Agregat prądotwórczy 20 kVA',
  description: 'Wyciszony agregat trójfazowy',
  model: 'PRAMAC GSW22',
  power: '20 kVA',
  quantity: 6,
  availableQuantity: 6,
  categoryId: 1,
  category: { id: 1, name: 'Agregaty prądotwórcze', description: null },
  fuelConsumption75: '4.20',
  dimensions: null,
  weight: null,
  engine: null,
  alternator: null,
  fuelTankCapacity: null,
  imageUrl: null,
  isActive: true,
  hasDefaultPricing: false,
  pricing: [
    { id: 1, equipmentId: 1, periodStart: 1, periodEnd: 2, pricePerDay: '180.00', discountPercent: '0.00' },
    { id: 2, equipmentId: 1, periodStart: 3, periodEnd: 7, pricePerDay: '162.00', discountPercent: '10.00' },
    {
      id: 3,
      equipmentId: 1,
      periodStart: 8,
      periodEnd: null,
      pricePerDay: '144.00',
      discountPercent: '20.00',
    },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export const curtain: Equipment = {
  ...generator,
  id: 2,
  name: 'Kurtyna powietrzna 1,5 m',
  model: 'FRICO PF',
  categoryId: 5,
  category: { id: 5, name: 'Kurtyny powietrzne', description: null },
  fuelConsumption75: null,
  availableQuantity: 0,
  pricing: [
    { id: 9, equipmentId: 2, periodStart: 1, periodEnd: null, pricePerDay: '70.00', discountPercent: '0.00' },
  ],
};

export const generatorExtras: EquipmentExtra[] = [
  { id: 11, equipmentId: 1, type: 'additional', name: 'Rozdzielnica budowlana', price: '40.00', position: 1 },
  { id: 12, equipmentId: 1, type: 'accessories', name: 'Przewód 25 m 32 A', price: '15.00', position: 2 },
];

export const generatorServiceCosts: ServiceCosts = {
  id: 1,
  equipmentId: 1,
  serviceIntervalMonths: null,
  serviceIntervalKm: null,
  serviceIntervalMotohours: 500,
  workerHours: '2.00',
  workerCostPerHour: '100.00',
};

export const generatorServiceItems: ServiceItem[] = [
  { id: 4, equipmentId: 1, itemName: 'Olej silnikowy', itemCost: '120.00', sortOrder: 3 },
  { id: 1, equipmentId: 1, itemName: 'Roboczogodziny serwisowe', itemCost: '200.00', sortOrder: 0 },
  { id: 2, equipmentId: 1, itemName: 'Filtr oleju', itemCost: '60.00', sortOrder: 1 },
  { id: 3, equipmentId: 1, itemName: 'Filtr paliwa', itemCost: '45.00', sortOrder: 2 },
];
