import { getQueryFn, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as api from '../../api.ts';
import { equipmentExtrasKey, serviceCostsKey, serviceItemsKey } from '../../api.ts';
import { emptyClient, emptyItem, type QuoteFormValues } from './formModel.ts';
import { ItemsSection } from './ItemsSection.tsx';
import { draftForEquipment } from './itemOptions.ts';
import { useLiveQuote } from './livePricing.ts';
import {
  curtain,
  generator,
  generatorExtras,
  generatorServiceCosts,
  generatorServiceItems,
} from './testData.ts';

function Harness({ count = 0 }: { count?: number }) {
  const saved = { ...draftForEquipment(emptyItem(), generator), savedItemId: 11 };
  const many = Array.from({ length: count }, () => draftForEquipment(emptyItem(), generator));
  const form = useForm<QuoteFormValues>({
    defaultValues: {
      pricingSchemaId: '1',
      clientId: null,
      client: emptyClient,
      notes: '',
      startsOn: '',
      rentalDays: '1',
      items: count ? many : [saved, emptyItem()],
    },
  });
  return (
    <FormProvider {...form}>
      <ItemsSection
        equipment={[generator, curtain]}
        items={count ? many : [saved, emptyItem()]}
        prices={[]}
        currency="PLN"
        readOnly={false}
      />
    </FormProvider>
  );
}

// Every render of an item asks for its equipment's extras once: the count of renders.
vi.mock('../../api.ts', async (original) => {
  const actual = await original<typeof import('../../api.ts')>();
  return { ...actual, useEquipmentExtras: vi.fn(actual.useEquipmentExtras) };
});

const stocked = [{ ...generator, availableQuantity: 1000 }];

/** As the quote form runs it: the whole form renders on every change, the items priced live. */
function LiveHarness({ count }: { count: number }) {
  const form = useForm<QuoteFormValues>({
    defaultValues: {
      pricingSchemaId: '1',
      clientId: null,
      client: emptyClient,
      notes: '',
      // Dated (D21): the items show their free units over the quote's days.
      startsOn: '01.12.2026',
      rentalDays: '1',
      items: Array.from({ length: count }, () => draftForEquipment(emptyItem(), generator)),
    },
    mode: 'onTouched',
  });
  const items = useWatch({ control: form.control, name: 'items' });
  const live = useLiveQuote(items, stocked, 'first_day', '23');
  return (
    <FormProvider {...form}>
      <ItemsSection equipment={stocked} items={items} prices={live.prices} currency="PLN" readOnly={false} />
    </FormProvider>
  );
}

function renderSection(count = 0, harness: 'plain' | 'live' = 'plain') {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(equipmentExtrasKey(1), generatorExtras);
  client.setQueryData(serviceCostsKey(1), generatorServiceCosts);
  client.setQueryData(serviceItemsKey(1), generatorServiceItems);
  client.setQueryData(
    ['/api/equipment', { from: '2026-12-01', to: '2026-12-01' }],
    [{ id: 1, freeQuantity: 900 }],
  );
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        {harness === 'live' ? <LiveHarness count={count} /> : <Harness count={count} />}
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('removing items (spec-1 §5)', () => {
  it('asks before removing a saved item, and removes a new row at once', async () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Usunąć pozycję?' });
    expect(dialog.textContent).toContain('Agregat prądotwórczy 20 kVA');
    fireEvent.click(screen.getByRole('button', { name: 'Anuluj' }));
    expect(screen.getAllByRole('button', { name: /^Usuń pozycję \d$/ })).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 1' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń pozycję' }));
    // One item left: it cannot be removed, so no remove button remains.
    expect(screen.queryAllByRole('button', { name: /^Usuń pozycję \d$/ })).toHaveLength(0);
  });

  it('removes a row added in this form without asking, the focus going to “Dodaj pozycję”', async () => {
    renderSection();
    fireEvent.click(screen.getByRole('button', { name: 'Usuń pozycję 2' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryAllByRole('button', { name: /^Usuń pozycję \d$/ })).toHaveLength(0);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Dodaj pozycję' })),
    );
  });
});

describe('the items limit (D23)', () => {
  it('stops adding at 500 items and says why', () => {
    renderSection(500);
    const add = screen.getByText('Dodaj pozycję').closest('button') as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText('Wycena może mieć najwyżej 500 pozycji')).toBeTruthy();
  });

  it('adds below it', () => {
    renderSection(499);
    const add = screen.getByText('Dodaj pozycję').closest('button') as HTMLButtonElement;
    expect(add.disabled).toBe(false);
    expect(screen.queryByText('Wycena może mieć najwyżej 500 pozycji')).toBeNull();
  });
});

describe('a long quote (D23: up to 500 items)', () => {
  it('renders only the item being typed in, not every other', async () => {
    renderSection(40, 'live');
    const quantity = await screen.findByLabelText(/Ilość \(szt\.\)/);
    const renders = vi.mocked(api.useEquipmentExtras);
    for (const value of ['2', '3', '4']) {
      renders.mockClear();
      fireEvent.change(quantity, { target: { value } });
      await waitFor(() => expect(renders).toHaveBeenCalled());
      // The typed item renders (once or twice as its figures settle); the other 39 do not.
      expect(renders.mock.calls.length).toBeLessThan(5);
    }
  });
});
