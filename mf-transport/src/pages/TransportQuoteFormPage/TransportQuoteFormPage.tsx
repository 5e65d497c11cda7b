import { isLockedStatus, type PricingSettings, type TransportQuoteDetail } from '@ppp/domain';
import { ErrorState, LoadingState, PageContainer, PageHeader } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useVehicles } from '../../api.ts';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { emptyTransportForm, valuesFromTransportQuote } from './formModel.ts';
import { TransportQuoteForm } from './TransportQuoteForm.tsx';

/** The vehicles the form offers (the active ones) and the pricing settings (VAT of a new quote). */
function useFormData() {
  const vehicles = useVehicles();
  const settings = useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });
  const queries = [vehicles, settings];
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    vehicles: (vehicles.data ?? []).filter((vehicle) => vehicle.isActive),
    settings: settings.data,
  };
}

function FormDataGate({
  data,
  children,
}: {
  data: ReturnType<typeof useFormData>;
  children: () => ReactNode;
}) {
  if (data.isError) {
    return (
      <ErrorState
        title="Błąd ładowania pojazdów"
        description="Nie udało się załadować pojazdów i ustawień potrzebnych do wyceny."
        onRetry={data.retry}
        backTo="/transport-quotes"
        backLabel="Powrót do wycen transportu"
      />
    );
  }
  if (data.isPending) return <LoadingState text="Ładowanie pojazdów..." />;
  return children();
}

/** /create-transport-quote (spec-2 §2): back to /dashboard; after saving, the new quote's page. */
export function CreateTransportQuotePage() {
  const data = useFormData();
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/dashboard"
        backLabel="Powrót do strony głównej"
        title="Nowa wycena transportu"
        subtitle="Wybierz klienta i pojazd, podaj trasę; koszt liczy się na bieżąco"
      />
      <FormDataGate data={data}>
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
      </FormDataGate>
    </PageContainer>
  );
}

/** /transport-quotes/:id/edit: the creation form, filled; a locked quote opens read-only (D3). */
export function EditTransportQuotePage() {
  return <TransportQuoteLoader>{(quote) => <EditView quote={quote} />}</TransportQuoteLoader>;
}

function EditView({ quote }: { quote: TransportQuoteDetail }) {
  const data = useFormData();
  const locked = isLockedStatus(quote.status);
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={`/transport-quotes/${quote.id}`}
        backLabel="Powrót do wyceny"
        title={`${locked ? 'Wycena' : 'Edycja wyceny'} ${quote.quoteNumber}`}
        subtitle={locked ? 'Podgląd — wycena jest zablokowana' : 'Zmień klienta, pojazd lub trasę'}
      />
      <FormDataGate data={data}>
        {() => {
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
      </FormDataGate>
    </PageContainer>
  );
}
