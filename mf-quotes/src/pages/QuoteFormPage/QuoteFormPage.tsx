import type { Equipment, QuoteDetail } from '@ppp/domain';
import { formFromAssessment, QuoteFormPage, quoteFormDataOf, useAssessmentQuoteStart } from '@ppp/quoting';
import { LoadingState } from '@ppp/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCategories, useEquipment, usePricingSchemas, usePricingSettings } from '../../api.ts';
import { EquipmentQuoteLoader } from '../../components/EquipmentQuoteLoader.tsx';
import { type AssessmentFormStart, valuesFromAssessment } from './assessmentValues.ts';
import { emptyClient, emptyItem, type QuoteFormValues, valuesFromQuote } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';
import { QuoteForm } from './QuoteForm.tsx';

/** The catalogue the form prices with; loaded once, shared with the catalogue page through the cache. */
function useFormCatalogue() {
  const equipment = useEquipment();
  const categories = useCategories();
  const schemas = usePricingSchemas();
  const settings = usePricingSettings();
  return {
    ...quoteFormDataOf([equipment, categories, schemas, settings]),
    equipment: equipment.data ?? [],
    categories: categories.data ?? [],
    schemas: schemas.data ?? [],
    settings: settings.data,
  };
}

const texts = {
  createTitle: 'Nowa wycena sprzętu',
  createSubtitle: 'Wybierz klienta i sprzęt; wartości przeliczają się na bieżąco',
  createBackTo: '/quotes',
  createBackLabel: 'Powrót do wycen',
  editSubtitle: 'Zmień dane klienta, pozycje i koszty',
  loading: 'Ładowanie katalogu sprzętu...',
  errorTitle: 'Błąd ładowania katalogu',
  errorDescription: 'Nie udało się załadować sprzętu i cenników potrzebnych do wyceny.',
  listLabel: 'Powrót do wycen',
};

/**
 * /create-quote; `?equipment={id}` pre-adds that equipment and then leaves the address (spec-1 §2);
 * `?assessment={id}` starts from that needs assessment (D22).
 */
export function CreateQuotePage() {
  const catalogue = useFormCatalogue();
  const fromAssessment = useAssessmentQuoteStart();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const preselectedId = Number(params.get('equipment')) || null;
  const [initialValues, setInitialValues] = useState<QuoteFormValues | null>(null);
  const [assessmentStart, setAssessmentStart] = useState<AssessmentFormStart | null>(null);
  // From the catalogue with a chosen equipment, a draft left unsaved comes back with it (QuoteForm's
  // `adds`); from an assessment, that assessment's own draft does (useQuoteForm).
  const [adds, setAdds] = useState<Equipment | null>(null);

  useEffect(() => {
    if (initialValues || catalogue.isPending || catalogue.isError) return;
    const defaultSchema = catalogue.schemas.find((schema) => schema.isDefault && schema.isActive);
    const pricingSchemaId = defaultSchema ? String(defaultSchema.id) : '';
    if (fromAssessment.state === 'loading' || fromAssessment.state === 'error') return;
    if (fromAssessment.state === 'ready') {
      const start = valuesFromAssessment(fromAssessment.start, catalogue.equipment, pricingSchemaId);
      setAssessmentStart(start);
      setInitialValues(start.values);
      return;
    }
    const preselected = catalogue.equipment.find((entry) => entry.id === preselectedId);
    setAdds(preselected ?? null);
    setInitialValues({
      pricingSchemaId,
      clientId: null,
      client: emptyClient,
      notes: '',
      startsOn: '',
      rentalDays: '1',
      items: [preselected ? draftForEquipment(emptyItem(), preselected) : emptyItem()],
    });
    if (params.has('equipment')) navigate('/create-quote', { replace: true });
  }, [initialValues, catalogue, fromAssessment, preselectedId, params, navigate]);

  return (
    <QuoteFormPage
      kind="equipment"
      quote={null}
      data={catalogue}
      texts={texts}
      fromAssessment={fromAssessment}
    >
      {() =>
        initialValues && catalogue.settings ? (
          <QuoteForm
            quote={null}
            initialValues={initialValues}
            adds={adds}
            fromAssessment={
              assessmentStart && fromAssessment.state === 'ready'
                ? formFromAssessment(fromAssessment.start, assessmentStart.suggested)
                : null
            }
            equipment={catalogue.equipment}
            schemas={catalogue.schemas}
            vatRate={catalogue.settings.vatRate}
            currency={catalogue.settings.currency}
            readOnly={false}
          />
        ) : (
          <LoadingState text={texts.loading} />
        )
      }
    </QuoteFormPage>
  );
}

/** /quotes/:id/edit: the same loading, error and not-found states as the detail page. */
export function EditQuotePage() {
  return <EquipmentQuoteLoader>{(quote) => <EditQuoteView quote={quote} />}</EquipmentQuoteLoader>;
}

function EditQuoteView({ quote }: { quote: QuoteDetail }) {
  const catalogue = useFormCatalogue();
  return (
    <QuoteFormPage kind="equipment" quote={quote} data={catalogue} texts={texts}>
      {(locked) => (
        <QuoteForm
          // The form starts from the quote as loaded (useForm reads defaultValues once), so a
          // later refetch never overwrites what is being typed.
          key={quote.id}
          quote={quote}
          initialValues={valuesFromQuote(quote, catalogue.equipment)}
          equipment={catalogue.equipment}
          schemas={catalogue.schemas}
          vatRate={quote.vatRate}
          currency={quote.currency}
          readOnly={locked}
        />
      )}
    </QuoteFormPage>
  );
}
