// Test helpers of the admin area: the kit's area helpers (at /admin by default) and catalogue fixtures.
import { type Equipment, isDefaultTierSet, type PriceTier } from '@ppp/domain';
import { renderArea as renderAt } from '@ppp/ui/test/area.tsx';
import type { ReactElement } from 'react';

export { answerFetch, json, sentBodies, userOf } from '@ppp/ui/test/area.tsx';

/** Renders inside the area's providers, at /admin unless `path` says otherwise. */
export const renderArea = (ui: ReactElement, path = '/admin') => renderAt(ui, path);

const generators = { id: 7, name: 'Agregaty prądotwórcze', description: null };

export function tierOf(
  id: number,
  periodStart: number,
  periodEnd: number | null,
  pricePerDay: string,
): PriceTier {
  return { id, equipmentId: 1, periodStart, periodEnd, pricePerDay, discountPercent: '0.00' };
}

/** The five default tiers of spec-1 §9 (1–2, 3–7, 8–18, 19–29, 30+ at 100 zł). */
export const defaultTiers = (): PriceTier[] => [
  tierOf(11, 1, 2, '100.00'),
  tierOf(12, 3, 7, '100.00'),
  tierOf(13, 8, 18, '100.00'),
  tierOf(14, 19, 29, '100.00'),
  tierOf(15, 30, null, '100.00'),
];

/** An equipment as the API answers it; the default-pricing flag follows the tiers, as the server sets it. */
export function equipmentOf(overrides: Partial<Equipment>): Equipment {
  const pricing = overrides.pricing ?? defaultTiers();
  return {
    hasDefaultPricing: isDefaultTierSet(pricing),
    id: 1,
    name: 'Agregat prądotwórczy 20 kVA',
    description: null,
    model: 'PRAMAC GSW22',
    power: '20 kVA',
    quantity: 6,
    availableQuantity: 6,
    categoryId: generators.id,
    category: generators,
    fuelConsumption75: '4.20',
    dimensions: null,
    weight: null,
    engine: null,
    alternator: null,
    fuelTankCapacity: null,
    imageUrl: null,
    isActive: true,
    pricing,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
