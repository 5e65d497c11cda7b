import type { PricingSchema } from '@ppp/domain';
import { getQueryFn, lightTheme, PHONE_MEDIA_QUERY } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { equipmentExtrasKey, serviceCostsKey, serviceItemsKey } from '../../api.ts';
import { emptyClient, emptyItem, type QuoteFormValues } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';
import { QuoteForm } from './QuoteForm.tsx';
import { generator, generatorExtras, generatorServiceCosts, generatorServiceItems } from './testData.ts';

const schema: PricingSchema = {
  id: 1,
  name: 'Standardowy',
  description: null,
  calculationMethod: 'first_day',
  isDefault: true,
  isActive: true,
};

/** The form of a new quote (one generator item unless `values` say otherwise); answers its fetch mock. */
function renderForm(values: Partial<QuoteFormValues> = {}) {
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json([]));
  vi.stubGlobal('fetch', fetchMock);
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(equipmentExtrasKey(1), generatorExtras);
  client.setQueryData(serviceCostsKey(1), generatorServiceCosts);
  client.setQueryData(serviceItemsKey(1), generatorServiceItems);
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <MemoryRouter initialEntries={['/create-quote']}>
          <QuoteForm
            quote={null}
            initialValues={{
              pricingSchemaId: '1',
              clientId: null,
              client: emptyClient,
              notes: '',
              startsOn: '',
              rentalDays: '1',
              items: [draftForEquipment(emptyItem(), generator)],
              ...values,
            }}
            equipment={[generator]}
            schemas={[schema]}
            vatRate="23.00"
            currency="PLN"
            readOnly={false}
          />
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quote form on a phone (D19)', () => {
  it('keeps the gross total and the main button in the bottom bar, the button only there', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderForm();
    const region = screen.getByRole('region', { name: 'Podsumowanie wyceny' });
    const bar = within(region);
    const gross = screen.getByTestId('live-total-gross').textContent ?? '';
    const net = screen.getByTestId('live-total-net').textContent ?? '';
    expect(gross).not.toBe('0,00\u00a0zł');
    expect(region.textContent).toContain(`Wartość brutto ${gross} netto ${net}`);
    expect(screen.getAllByRole('button', { name: 'Utwórz wycenę' })).toHaveLength(1);
    expect(bar.getByRole('button', { name: 'Utwórz wycenę' }).getAttribute('type')).toBe('submit');
    // The full summary stays in the page, with its other buttons.
    expect(screen.getByRole('button', { name: 'Zapisz jako wersję roboczą' })).toBeTruthy();
  });

  it('has no bar on a wide screen: the main button stays under the totals', () => {
    renderForm();
    expect(screen.queryByRole('region', { name: 'Podsumowanie wyceny' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Utwórz wycenę' })).toHaveLength(1);
  });
});

describe('a save stopped at an unusual figure out of sight (D20)', () => {
  it('opens the closed cost section, shows the question and focuses the figure; nothing is sent', async () => {
    const fetchMock = renderForm({
      client: { ...emptyClient, companyName: 'Stocznia Północ' },
      startsOn: '01.06.2027',
      items: [
        {
          ...draftForEquipment(emptyItem(), generator),
          includeInstallationCost: true,
          installationDistanceKm: '5500',
          travelRatePerKm: '2',
          numberOfTechnicians: '1',
          serviceRatePerTechnician: '100',
        },
      ],
    });
    // The installation's figures are closed ('Szczegóły'): the distance is not on the page.
    expect(screen.queryByRole('textbox', { name: 'Odległość (km)' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    const distance = await screen.findByRole('textbox', { name: 'Odległość (km)' });
    expect(
      await screen.findByText(/^Sprawdź wartość: 5\s500 km to nietypowo dużo \(zwykle do 5\s000 km\)\.$/),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(distance));
    expect(
      fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST'),
    ).toBe(false);
  });
});

describe('adding an item (D19)', () => {
  it('marks the new, untouched item only once its choice is left or a save is tried', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    expect(await screen.findByRole('heading', { name: 'Pozycja 2' })).toBeTruthy();
    // Adding checks the whole list (react-hook-form); its empty choice is not marked yet.
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByText('Wszystkie pozycje muszą mieć wybrany sprzęt')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Utwórz wycenę' }));
    expect(await screen.findByText('Wszystkie pozycje muszą mieć wybrany sprzęt')).toBeTruthy();
  });

  it('marks an empty choice once it is left', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    await screen.findByRole('heading', { name: 'Pozycja 2' });
    const added = screen.getAllByRole('combobox', { name: 'Sprzęt' }).at(-1) as HTMLElement;
    expect((added as HTMLInputElement).value).toBe('');
    fireEvent.focus(added);
    fireEvent.blur(added);
    expect(await screen.findByText('Wszystkie pozycje muszą mieć wybrany sprzęt')).toBeTruthy();
  });
});
