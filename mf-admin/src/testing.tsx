// Test helpers of the admin area: a fresh query cache, the theme, a router, the toasts, and a
// fetch that answers by method and URL.
import { type Equipment, isDefaultTierSet, type PriceTier, type User } from '@ppp/domain';
import { getQueryFn, ThemeModeProvider, Toaster } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

export function userOf(overrides: Partial<User>): User {
  return {
    id: 1,
    email: 'anna.nowak@firma.pl',
    firstName: 'Anna',
    lastName: 'Nowak',
    profileImageUrl: null,
    role: 'admin',
    isApproved: true,
    isActive: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** Stubs fetch with routes keyed 'METHOD /path'; answers 404 to anything else. */
export function answerFetch(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const route = routes[`${init?.method ?? 'GET'} ${url}`];
    return route ? route() : json({ message: 'Nie znaleziono' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders inside the area's providers, at /admin unless `path` says otherwise. */
export function renderArea(ui: ReactElement, path = '/admin') {
  const client = new QueryClient({
    // Like the shared client: the query key is the URL.
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return render(
    <QueryClientProvider client={client}>
      <ThemeModeProvider>
        <MemoryRouter initialEntries={[path]}>
          {ui}
          <Toaster />
        </MemoryRouter>
      </ThemeModeProvider>
    </QueryClientProvider>,
  );
}

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

/** The JSON bodies fetch was called with for one method and URL. */
export function sentBodies(
  fetchMock: ReturnType<typeof answerFetch>,
  method: string,
  url: string,
): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => input === url && (init?.method ?? 'GET') === method)
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}
