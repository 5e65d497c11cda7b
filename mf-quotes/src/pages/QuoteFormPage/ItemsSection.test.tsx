import { getQueryFn, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { equipmentExtrasKey, serviceCostsKey, serviceItemsKey } from '../../api.ts';
import { emptyClient, emptyItem, type QuoteFormValues } from './formModel.ts';
import { ItemsSection } from './ItemsSection.tsx';
import { draftForEquipment } from './itemOptions.ts';
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

function renderSection(count = 0) {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(equipmentExtrasKey(1), generatorExtras);
  client.setQueryData(serviceCostsKey(1), generatorServiceCosts);
  client.setQueryData(serviceItemsKey(1), generatorServiceItems);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <Harness count={count} />
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
