import type { DepartmentConfig, DepartmentQuoteDetail, PricingSettings } from '@ppp/domain';
import { useQuery } from '@tanstack/react-query';
import { useAssessmentQuoteStart } from '../../assessments/assessmentsApi.ts';
import { QuoteFormPage, type QuoteFormPageProps, quoteFormDataOf } from '../../quotes/QuoteFormPage.tsx';
import { useDepartmentEquipment } from '../departmentApi.ts';
import { DepartmentQuoteForm } from './DepartmentQuoteForm.tsx';
import { DepartmentQuoteLoader } from './DepartmentQuoteLoader.tsx';

/** The area's active equipment and the pricing settings (VAT of a new quote). */
function useFormData(config: DepartmentConfig) {
  const equipment = useDepartmentEquipment(config);
  const settings = useQuery<PricingSettings>({ queryKey: ['/api/settings/pricing'] });
  return {
    ...quoteFormDataOf([equipment, settings]),
    equipment: equipment.data ?? [],
    settings: settings.data,
  };
}

const textsOf = (config: DepartmentConfig): QuoteFormPageProps['texts'] => ({
  createTitle: config.texts.createTitle,
  createSubtitle: 'Wybierz sprzęt, okres i wyposażenie; wartość liczy się na bieżąco',
  // spec-2 §2: electrical creation returns to /dashboard, general creation to /.
  createBackTo: config.department === 'general' ? '/' : '/dashboard',
  createBackLabel: 'Powrót do strony głównej',
  editSubtitle: config.typedPriceOnEdit
    ? 'Zmień klienta, pozycje, ilości, okresy, ceny za dobę lub uwagi'
    : 'Zmień klienta, pozycje, ilości, okresy lub uwagi; ceny wynikają z progów cennika',
  loading: 'Ładowanie sprzętu...',
  errorTitle: 'Błąd ładowania sprzętu',
  errorDescription: 'Nie udało się załadować sprzętu i ustawień potrzebnych do wyceny.',
  listLabel: `Powrót do listy: ${config.texts.listTitle}`,
});

/**
 * /create-electrical-quote, /create-general-quote (spec-2 §2): after creation, the new quote's page
 * (D20); `?assessment={id}` starts from that needs assessment (D22).
 */
export function CreateDepartmentQuotePage({ config }: { config: DepartmentConfig }) {
  const data = useFormData(config);
  // D22: `?assessment={id}` starts the quote from that needs assessment.
  const fromAssessment = useAssessmentQuoteStart();
  return (
    <QuoteFormPage
      kind={config.kind}
      quote={null}
      data={data}
      texts={textsOf(config)}
      fromAssessment={fromAssessment}
    >
      {() => (
        <DepartmentQuoteForm
          config={config}
          quote={null}
          catalogue={data.equipment}
          vatRate={data.settings?.vatRate ?? '23.00'}
          currency={data.settings?.currency ?? 'PLN'}
          readOnly={false}
          fromAssessment={fromAssessment.state === 'ready' ? fromAssessment.start : null}
        />
      )}
    </QuoteFormPage>
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
  return (
    <QuoteFormPage kind={config.kind} quote={quote} data={data} texts={textsOf(config)}>
      {(locked) => (
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
    </QuoteFormPage>
  );
}
