import { getQueryFn, lightTheme } from '@ppp/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { equipmentExtrasKey, serviceCostsKey, serviceItemsKey } from '../../api.ts';
import { emptyClient, emptyItem, type QuoteFormValues } from './formModel.ts';
import { ItemEditor } from './ItemEditor.tsx';
import {
  curtain,
  generator,
  generatorExtras,
  generatorServiceCosts,
  generatorServiceItems,
} from './testData.ts';

function Harness({ onValues }: { onValues: (read: () => QuoteFormValues) => void }) {
  const form = useForm<QuoteFormValues>({
    defaultValues: {
      pricingSchemaId: '1',
      clientId: null,
      client: emptyClient,
      notes: '',
      startsOn: '',
      rentalDays: '1',
      items: [emptyItem()],
    },
  });
  onValues(form.getValues);
  return (
    <FormProvider {...form}>
      <ul>
        <ItemEditor
          index={0}
          form={form}
          equipment={[generator, curtain]}
          live={{ state: 'empty' }}
          days="1"
          freeUnits={null}
          currency="PLN"
          readOnly={false}
        />
      </ul>
    </FormProvider>
  );
}

function renderEditor() {
  const client = new QueryClient({
    defaultOptions: { queries: { queryFn: getQueryFn, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(equipmentExtrasKey(1), generatorExtras);
  client.setQueryData(serviceCostsKey(1), generatorServiceCosts);
  client.setQueryData(serviceItemsKey(1), generatorServiceItems);
  let read: () => QuoteFormValues = () => {
    throw new Error('not rendered');
  };
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={lightTheme}>
        <Harness onValues={(getValues) => (read = getValues)} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { item: () => read().items[0] };
}

const option = (name: string) => screen.getByRole('switch', { name });

/** Types into the searchable equipment list and picks an option (D19). */
function pickEquipment(text: string, name: string | RegExp) {
  const input = screen.getByRole('combobox', { name: /Sprzęt/ });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByRole('option', { name }));
}

afterEach(cleanup);

describe('the item editor', () => {
  it('switches fuel on with its defaults when a generator is chosen', () => {
    renderEditor();
    pickEquipment('agregat', new RegExp(generator.name));
    expect((screen.getByRole('combobox', { name: /Sprzęt/ }) as HTMLInputElement).value).toBe(generator.name);
    expect(option('Koszt paliwa').getAttribute('aria-checked')).toBe('true');
    // On by default, its figures closed to one line until asked for (issue 10: a compact form).
    expect(screen.queryByLabelText('Cena paliwa (zł/l)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Szczegóły: Koszt paliwa' }));
    expect((screen.getByLabelText('Cena paliwa (zł/l)') as HTMLInputElement).value).toBe('6,50');
    expect((screen.getByLabelText('Spalanie (l/h)') as HTMLInputElement).value).toBe('4,20');
    expect((screen.getByLabelText('Godziny pracy dziennie') as HTMLInputElement).value).toBe('8');
    expect(screen.getByText('dostępne: 6 szt.')).toBeTruthy();
  });

  it('fills installation defaults when switched on and zeroes them when switched off', () => {
    const { item } = renderEditor();
    pickEquipment('agregat', new RegExp(generator.name));
    fireEvent.click(option('Koszt montażu'));
    const installation = screen.getByRole('group', { name: 'Koszt montażu' });
    expect((within(installation).getByLabelText('Stawka za km (zł)') as HTMLInputElement).value).toBe('1,15');
    expect((within(installation).getByLabelText('Stawka za technika (zł)') as HTMLInputElement).value).toBe(
      '150',
    );
    fireEvent.click(option('Koszt montażu'));
    expect(within(installation).queryByLabelText('Stawka za km (zł)')).toBeNull();
    expect(item()).toMatchObject({
      includeInstallationCost: false,
      travelRatePerKm: '0',
      numberOfTechnicians: '0',
    });
  });

  it('shows a typed rate the Polish way once left, and questions an unusual one under it (D20)', () => {
    const { item } = renderEditor();
    pickEquipment('agregat', new RegExp(generator.name));
    fireEvent.click(option('Koszt montażu'));
    const installation = screen.getByRole('group', { name: 'Koszt montażu' });
    const rate = within(installation).getByLabelText('Stawka za km (zł)') as HTMLInputElement;
    expect(rate.getAttribute('type')).toBe('text');
    expect(rate.getAttribute('inputmode')).toBe('decimal');
    fireEvent.change(rate, { target: { value: '9.8' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('9,80');
    expect(item().travelRatePerKm).toBe('9,80');
    expect(within(installation).queryByText(/Sprawdź wartość/)).toBeNull();
    fireEvent.change(rate, { target: { value: '980' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('980,00');
    expect(
      within(installation).getByText('Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km).'),
    ).toBeTruthy();
  });

  it('pre-fills the service costs from the first four service items, named after them', () => {
    renderEditor();
    pickEquipment('agregat', new RegExp(generator.name));
    fireEvent.click(option('Koszty serwisowe'));
    expect((screen.getByLabelText('Roboczogodziny serwisowe (zł)') as HTMLInputElement).value).toBe('200');
    expect((screen.getByLabelText('Olej silnikowy (zł)') as HTMLInputElement).value).toBe('120');
  });

  it('offers the extras and accessories of the equipment', () => {
    const { item } = renderEditor();
    pickEquipment('agregat', new RegExp(generator.name));
    fireEvent.click(screen.getByLabelText('Rozdzielnica budowlana (40,00 zł/szt.)'));
    fireEvent.click(screen.getByLabelText('Przewód 25 m 32 A (15,00 zł/szt.)'));
    expect(item()).toMatchObject({ selectedAdditional: [11], selectedAccessories: [12] });
  });

  it('finds equipment by category and shows what is not available as disabled', () => {
    renderEditor();
    const input = screen.getByRole('combobox', { name: /Sprzęt/ });
    fireEvent.change(input, { target: { value: 'kurtyny' } });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const unavailable = screen.getByRole('option', { name: new RegExp(curtain.name) });
    expect(unavailable.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('option', { name: new RegExp(generator.name) })).toBeNull();
    fireEvent.click(unavailable);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it("leaves an item's period empty for the quote's, shown in its field (D21)", () => {
    const { item } = renderEditor();
    const days = screen.getByLabelText('Okres pozycji (dni)') as HTMLInputElement;
    expect(days.placeholder).toBe('1');
    expect(screen.getByText('Puste: okres całej wyceny')).toBeTruthy();
    fireEvent.change(days, { target: { value: '5' } });
    fireEvent.blur(days);
    expect(item().rentalPeriodDays).toBe('5');
    expect(screen.getByText('Własny okres pozycji')).toBeTruthy();
    fireEvent.change(days, { target: { value: '' } });
    fireEvent.blur(days);
    expect(item().rentalPeriodDays).toBe('');
  });
});
