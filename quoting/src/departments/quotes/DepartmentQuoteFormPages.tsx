import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  isLockedStatus,
  type PricingSettings,
} from '@ppp/domain';
import { ErrorState, LoadingState, PageContainer, PageHeader } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDepartmentEquipment } from '../departmentApi.ts';
import { DepartmentQuoteForm } from './DepartmentQuoteForm.tsx';
import { DepartmentQuoteLoader } from './DepartmentQuoteLoader.tsx';

/** The area's active equipment and the pricing settings (VAT of a new quote). */
function useFormData(config: DepartmentConfig) {
  const equipment = useDepartmentEquipment(config);
  const settings = useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });
  const queries = [equipment, settings];
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    equipment: equipment.data ?? [],
    settings: settings.data,
  };
}

function FormDataGate({
  config,
  data,
  children,
}: {
  config: DepartmentConfig;
  data: ReturnType<typeof useFormData>;
  children: () => ReactNode;
}) {
  if (data.isError) {
    return (
      <ErrorState
        title="Błąd ładowania sprzętu"
        description="Nie udało się załadować sprzętu i ustawień potrzebnych do wyceny."
        onRetry={data.retry}
        backTo={config.paths.list}
        backLabel={`Powrót do listy: ${config.texts.listTitle}`}
      />
    );
  }
  if (data.isPending) return <LoadingState text="Ładowanie sprzętu..." />;
  return children();
}

/** /create-electrical-quote, /create-general-quote (spec-2 §2): after creation, the new quote's page (D20). */
export function CreateDepartmentQuotePage({ config }: { config: DepartmentConfig }) {
  const data = useFormData(config);
  return (
    <PageContainer width="wide">
      <PageHeader
        // spec-2 §2: electrical creation returns to /dashboard, general creation to /.
        backTo={config.department === 'general' ? '/' : '/dashboard'}
        backLabel="Powrót do strony głównej"
        title={config.texts.createTitle}
        subtitle="Wybierz sprzęt, okres i wyposażenie; wartość liczy się na bieżąco"
      />
      <FormDataGate config={config} data={data}>
        {() => (
          <DepartmentQuoteForm
            config={config}
            quote={null}
            catalogue={data.equipment}
            vatRate={data.settings?.vatRate ?? '23.00'}
            currency={data.settings?.currency ?? 'PLN'}
            readOnly={false}
          />
        )}
      </FormDataGate>
    </PageContainer>
  );
}

/** /electrical-quotes/{id}/edit, /general-quotes/{id}/edit: a locked quote opens read-only (D3). */
export function EditDepartmentQuotePage({ config }: { config: DepartmentConfig }) {
  return (
    <DepartmentQuoteLoader config={config}>
      {(quote) => <EditView config={config} quote={quote} />}
    </DepartmentQuoteLoader>
  );
}

function EditView({ config, quote }: { config: DepartmentConfig; quote: DepartmentQuoteDetail }) {
  const data = useFormData(config);
  const locked = isLockedStatus(quote.status);
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={`${config.paths.list}/${quote.id}`}
        backLabel="Powrót do wyceny"
        title={`${locked ? 'Wycena' : 'Edycja wyceny'} ${quote.quoteNumber}`}
        subtitle={
          locked
            ? 'Podgląd — wycena jest zablokowana'
            : config.typedPriceOnEdit
              ? 'Zmień klienta, pozycje, ilości, okresy, ceny za dobę lub uwagi'
              : 'Zmień klienta, pozycje, ilości, okresy lub uwagi; ceny wynikają z progów cennika'
        }
      />
      <FormDataGate config={config} data={data}>
        {() => (
          <DepartmentQuoteForm
            key={quote.id}
            config={config}
            quote={quote}
            catalogue={data.equipment}
            vatRate={quote.vatRate}
            currency={quote.currency}
            readOnly={locked}
          />
        )}
      </FormDataGate>
    </PageContainer>
  );
}
