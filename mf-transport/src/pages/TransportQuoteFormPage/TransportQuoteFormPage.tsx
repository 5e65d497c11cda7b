import type { PricingSettings, TransportQuoteDetail } from '@ppp/domain';
import { formFromAssessment, QuoteFormPage, quoteFormDataOf, useAssessmentQuoteStart } from '@ppp/quoting';
import { useQuery } from '@tanstack/react-query';
import { useTransportSettings, useVehicles } from '../../api.ts';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { newTransportForm, transportFormFromAssessment, valuesFromTransportQuote } from './formModel.ts';
import { TransportQuoteForm } from './TransportQuoteForm.tsx';

/**
 * The vehicles the form offers (the active ones, and on an edit the quote's own: D4, a vehicle
 * deactivated since still prices the quote that uses it), the pricing settings (VAT of a new quote)
 * and the transport settings (the depot a new quote starts from, D21).
 */
function useFormData(quote?: TransportQuoteDetail) {
  const vehicles = useVehicles();
  const settings = useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });
  const transport = useTransportSettings();
  const own = new Set(quote?.vehicles.map((line) => line.vehicleId));
  return {
    ...quoteFormDataOf([vehicles, settings, transport]),
    vehicles: (vehicles.data ?? []).filter((vehicle) => vehicle.isActive || own.has(vehicle.id)),
    settings: settings.data,
    depotAddress: transport.data?.depotAddress ?? null,
  };
}

const texts = {
  // spec-2 §2: the creation page leads back to /dashboard; after saving, the new quote's page.
  createTitle: 'Nowa wycena transportu',
  createSubtitle: 'Wybierz klienta, termin i pojazdy, podaj trasę; koszt liczy się na bieżąco',
  createBackTo: '/dashboard',
  createBackLabel: 'Powrót do strony głównej',
  editSubtitle: 'Zmień klienta, termin, pojazdy lub trasę',
  loading: 'Ładowanie pojazdów...',
  errorTitle: 'Błąd ładowania pojazdów',
  errorDescription: 'Nie udało się załadować pojazdów i ustawień potrzebnych do wyceny.',
  listLabel: 'Powrót do wycen transportu',
};

/** /create-transport-quote (spec-2 §2); `?assessment={id}` starts from that needs assessment (D22). */
export function CreateTransportQuotePage() {
  const data = useFormData();
  const fromAssessment = useAssessmentQuoteStart();
  const start = fromAssessment.state === 'ready' ? fromAssessment.start : null;
  return (
    <QuoteFormPage kind="transport" quote={null} data={data} texts={texts} fromAssessment={fromAssessment}>
      {() => (
        <TransportQuoteForm
          quote={null}
          initialValues={
            start
              ? transportFormFromAssessment(start, data.depotAddress)
              : newTransportForm(data.depotAddress)
          }
          fromAssessment={start ? formFromAssessment(start) : null}
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
  const data = useFormData(quote);
  return (
    <QuoteFormPage kind="transport" quote={quote} data={data} texts={texts}>
      {(locked) => {
        const values = valuesFromTransportQuote(quote);
        // A vehicle deleted since has no line to price: it must be chosen anew.
        const offered = (vehicleId: string) =>
          data.vehicles.some((vehicle) => String(vehicle.id) === vehicleId);
        const vehicles = values.vehicles.map((line) =>
          locked || offered(line.vehicleId) ? line : { ...line, vehicleId: '' },
        );
        return (
          <TransportQuoteForm
            key={quote.id}
            quote={quote}
            initialValues={{ ...values, vehicles }}
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
