import { getQueryFn } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { equipmentExtrasKey, serviceCostsKey, serviceItemsKey } from '../../api.ts';
import { emptyItem, type ItemDraft } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';
import { priceDraft, useLiveQuote } from './livePricing.ts';
import { generator, generatorExtras, generatorServiceCosts, generatorServiceItems } from './testData.ts';

// A long quote (D23: up to 500 items): a change of one item prices that item; the others keep their
// figures, the same objects, so their memoised editors do not render again.

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(equipmentExtrasKey(generator.id), generatorExtras);
  client.setQueryData(serviceCostsKey(generator.id), generatorServiceCosts);
  client.setQueryData(serviceItemsKey(generator.id), generatorServiceItems);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const catalogue = [{ ...generator, availableQuantity: 1000 }];
const drafts = (quantities: string[]): ItemDraft[] =>
  quantities.map((quantity) => ({
    ...draftForEquipment(emptyItem(), generator),
    rentalPeriodDays: '1',
    quantity,
  }));

describe('useLiveQuote', () => {
  it('keeps the figures of the items that did not change, and prices the one that did', () => {
    const { result, rerender } = renderHook(
      ({ items }: { items: ItemDraft[] }) => useLiveQuote(items, catalogue, 'first_day', '23'),
      { wrapper, initialProps: { items: drafts(['1', '1', '1']) } },
    );
    const before = result.current.prices;
    expect(before.map((live) => live.state)).toEqual(['priced', 'priced', 'priced']);

    // The form hands out new objects for every item on every change.
    const changed = drafts(['1', '4', '1']);
    rerender({ items: changed });
    const after = result.current.prices;
    expect(after[0]).toBe(before[0]);
    expect(after[2]).toBe(before[2]);
    expect(after[1]).not.toBe(before[1]);
    expect(after[1]).toEqual(
      priceDraft(
        changed[1],
        catalogue[0],
        { extras: generatorExtras, serviceCosts: generatorServiceCosts, serviceItems: generatorServiceItems },
        'first_day',
      ),
    );

    // The same drafts again, as new objects: nothing is priced anew.
    rerender({ items: drafts(['1', '4', '1']) });
    expect(result.current.prices[1]).toBe(after[1]);
  });

  it('answers an item over the stock with the same object while its figure and the stock stay', () => {
    const scarce = [{ ...generator, availableQuantity: 1 }];
    const { result, rerender } = renderHook(
      ({ items }: { items: ItemDraft[] }) => useLiveQuote(items, scarce, 'first_day', '23'),
      { wrapper, initialProps: { items: drafts(['1', '1']) } },
    );
    const over = result.current.prices[1];
    expect(over.state).toBe('invalid');
    rerender({ items: drafts(['1', '1']) });
    expect(result.current.prices[1]).toBe(over);
  });
});
