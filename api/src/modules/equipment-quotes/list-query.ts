import { type Page, type QuoteListItem, quoteKindEntries } from '@ppp/domain';
import {
  type QuotePageQuery,
  type QuotePageRow,
  type RunRows,
  readQuotePage,
} from '../quote-lifecycle/list-query.ts';

// The page's items as plain rows, in a second statement: building them as JSON per quote cost the
// database a third of the list's throughput.
const pageItemsSql = `select quote_id, id, equipment_name, quantity, rental_period_days, total_price
   from quote_item where quote_id = any(?::int[]) order by position, id`;
type PageItemRow = {
  quote_id: number;
  id: number;
  equipment_name: string;
  quantity: number;
  rental_period_days: number;
  total_price: string;
};

/**
 * Reads one page of the equipment quotes list: the kind's page with its total (shared by every
 * kind), then the page's items. Used by the API and by the benchmark's raw-pg floor.
 */
export async function readQuoteList(
  run: RunRows,
  query: Omit<QuotePageQuery, 'kind'>,
): Promise<Page<QuoteListItem>> {
  const { rows, total, totalIsEstimate } = await readQuotePage(run, {
    ...query,
    kind: quoteKindEntries.equipment,
  });
  const items = rows.length
    ? await run<PageItemRow>(pageItemsSql, [`{${rows.map((row) => row.id).join(',')}}`])
    : [];
  const itemsOf = new Map<number, QuoteListItem['items']>();
  for (const item of items) {
    const list = itemsOf.get(item.quote_id) ?? [];
    list.push({
      id: item.id,
      equipmentName: item.equipment_name,
      quantity: item.quantity,
      rentalPeriodDays: item.rental_period_days,
      totalPrice: item.total_price,
    });
    itemsOf.set(item.quote_id, list);
  }
  return {
    items: rows.map((row) => toListItem(row, itemsOf.get(row.id) ?? [])),
    total,
    totalIsEstimate,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function toListItem(row: QuotePageRow, items: QuoteListItem['items']): QuoteListItem {
  return {
    id: row.id,
    quoteNumber: row.quote_number,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    client: { id: row.client_id, companyName: row.company_name, contactPerson: row.contact_person },
    totalNet: row.total_net,
    totalGross: row.total_gross,
    currency: row.currency,
    items,
    itemCount: items.length,
    maxRentalPeriodDays: Math.max(0, ...items.map((item) => item.rentalPeriodDays)),
    startsOn: row.starts_on,
    createdBy: row.created_by_id
      ? { id: row.created_by_id, firstName: row.first_name, lastName: row.last_name, email: row.email }
      : null,
    isGuest: !row.created_by_id,
    source: row.source ?? null,
  };
}
