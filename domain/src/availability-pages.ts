// D21: every catalogue item (equipment of the three catalogues, and vehicles) has an availability page
// in its kind's area. One list of where they live, read by the areas' routes, the links to them (the
// catalogues, the quotes' items) and the manifest's prefixes.
import type { QuoteKind } from './permissions.ts';

export interface CataloguePages {
  /** The prefix of the kind's item pages: `{itemsPath}/{id}/availability`. */
  itemsPath: string;
  /** The kind's catalogue list in the API (`from` / `to` add `freeQuantity`). */
  api: string;
  /** The area whose manifest entry owns `itemsPath`. */
  area: 'mf_quotes' | 'mf_transport' | 'mf_electrical' | 'mf_general';
  /** The page of an id that names no item of the catalogue. */
  notFound: string;
}

export const cataloguePages: Record<QuoteKind, CataloguePages> = {
  equipment: {
    itemsPath: '/equipment',
    api: '/api/equipment',
    area: 'mf_quotes',
    notFound: 'Nie znaleziono sprzętu',
  },
  transport: {
    itemsPath: '/vehicles',
    api: '/api/transport-vehicles',
    area: 'mf_transport',
    notFound: 'Nie znaleziono pojazdu',
  },
  electrical: {
    itemsPath: '/electrical-equipment',
    api: '/api/electrical-equipment',
    area: 'mf_electrical',
    notFound: 'Nie znaleziono sprzętu',
  },
  general: {
    itemsPath: '/general-equipment',
    api: '/api/general-equipment',
    area: 'mf_general',
    notFound: 'Nie znaleziono sprzętu',
  },
};

/** The route pattern of a kind's availability page, as its area mounts it. */
export const availabilityRoute = (kind: QuoteKind) => `${cataloguePages[kind].itemsPath}/:id/availability`;

/**
 * The availability page of one item (D21); with `month` ('YYYY-MM', or a day 'YYYY-MM-DD' whose month
 * it is) it opens on that month, else on the current one.
 */
export function availabilityPath(kind: QuoteKind, id: number, month?: string | null): string {
  const page = `${cataloguePages[kind].itemsPath}/${id}/availability`;
  return month ? `${page}?month=${month.slice(0, 7)}` : page;
}
