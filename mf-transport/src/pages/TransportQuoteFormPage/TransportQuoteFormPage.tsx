import type { PricingSettings, TransportQuoteDetail } from '@ppp/domain';
import { QuoteFormPage, quoteFormDataOf } from '@ppp/quoting';
import { useQuery } from '@tanstack/react-query';
import { useVehicles } from '../../api.ts';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { emptyTransportForm, valuesFromTransportQuote } from './formModel.ts';
import { TransportQuoteForm } from './TransportQuoteForm.tsx';

/** The vehicles the form offers (the active ones) and the pricing settings (VAT of a new quote). */
function useFormData() {
  const vehicles = useVehicles();
  const settings = useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });
  return {
    ...quoteFormDataOf([vehicles, settings]),
    vehicles: (vehicles.data ?? []).filter((vehicle) => vehicle.isActive),
    settings: settings.data,
  };
}

const texts = {
  // spec-2 §2: the creation page leads back to /dashboard; after saving, the new quote's page.
  createTitle: 'Nowa wycena transportu',
  createSubtitle: 'Wybierz klienta i pojazd, podaj trasę; koszt liczy się na bieżąco',
  createBackTo: '/dashboard',
  createBackLabel: 'Powrót do strony głównej',
  editSubtitle: 'Zmień klienta, pojazd lub trasę',
  loading: 'Ładowanie pojazdów...',
  errorTitle: 'Błąd ładowania pojazdów',
  errorDescription: 'Nie udało się załadować pojazdów i ustawień potrzebnych do wyceny.',
  listLabel: 'Powrót do wycen transportu',
};

/** /create-transport-quote (spec-2 §2). */
export function CreateTransportQuotePage() {
  const data = useFormData();
  return (
    <QuoteFormPage kind="transport" quote={null} data={data} texts={texts}>
      {() => (
        <TransportQuoteForm
          quote={null}
          initialValues={emptyTransportForm}
          vehicles={data.vehicles}
          vatRate={data.settings?.vatRate ?? '23.00'}
          currency={data.settings?.currency ?? 'PLN'}
          readOnly={false}
        />
      )}
    </QuoteFormPage>
  );
}

/** /transport-quotes/:id/edit: the creation form, filled; a locked quote opens read-only (D3). */
export function EditTransportQuotePage() {
  return <TransportQuoteLoader>{(quote) => <EditView quote={quote} />}</TransportQuoteLoader>;
}

function EditView({ quote }: { quote: TransportQuoteDetail }) {
  const data = useFormData();
  return (
    <QuoteFormPage kind="transport" quote={quote} data={data} texts={texts}>
      {(locked) => {
        const values = valuesFromTransportQuote(quote);
        // An edit prices with an active vehicle (D13): a vehicle deactivated since must be chosen anew.
        const chosenActive = data.vehicles.some((vehicle) => String(vehicle.id) === values.vehicleId);
        return (
          <TransportQuoteForm
            key={quote.id}
            quote={quote}
            initialValues={locked || chosenActive ? values : { ...values, vehicleId: '' }}
            vehicles={data.vehicles}
            vatRate={quote.vatRate}
            currency={quote.currency}
            readOnly={locked}
          />
        );
      }}
    </QuoteFormPage>
  );
}
