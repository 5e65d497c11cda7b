import { isLockedStatus, type QuoteDetail } from '@ppp/domain';
import { ErrorState, LoadingState, PageContainer, PageHeader } from '@ppp/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useCategories, useEquipment, usePricingSchemas, usePricingSettings } from '../../api.ts';
import { EquipmentQuoteLoader } from '../../components/EquipmentQuoteLoader.tsx';
import { emptyClient, emptyItem, type QuoteFormValues, valuesFromQuote } from './formModel.ts';
import { draftForEquipment } from './itemOptions.ts';
import { QuoteForm } from './QuoteForm.tsx';

/** The catalogue the form prices with; loaded once, shared with the catalogue page through the cache. */
function useFormCatalogue() {
  const equipment = useEquipment();
  const categories = useCategories();
  const schemas = usePricingSchemas();
  const settings = usePricingSettings();
  const queries = [equipment, categories, schemas, settings];
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => queries.filter((query) => query.isError).forEach((query) => void query.refetch()),
    equipment: equipment.data ?? [],
    categories: categories.data ?? [],
    schemas: schemas.data ?? [],
    settings: settings.data,
  };
}

type FormCatalogue = ReturnType<typeof useFormCatalogue>;

function CatalogueGate({ catalogue, children }: { catalogue: FormCatalogue; children: () => ReactNode }) {
  if (catalogue.isError) {
    return (
      <ErrorState
        title="Błąd ładowania katalogu"
        description="Nie udało się załadować sprzętu i cenników potrzebnych do wyceny."
        onRetry={catalogue.retry}
        backTo="/quotes"
        backLabel="Powrót do wycen"
      />
    );
  }
  if (catalogue.isPending) return <LoadingState text="Ładowanie katalogu sprzętu..." />;
  return children();
}

/** /create-quote; `?equipment={id}` pre-adds that equipment and then leaves the address (spec-1 §2). */
export function CreateQuotePage() {
  const catalogue = useFormCatalogue();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const preselectedId = Number(params.get('equipment')) || null;
  const [initialValues, setInitialValues] = useState<QuoteFormValues | null>(null);
  // Opened from the catalogue with a chosen equipment: a new start, no earlier draft comes back.
  const [fromCatalogue] = useState(() => params.has('equipment'));

  useEffect(() => {
    if (initialValues || catalogue.isPending || catalogue.isError) return;
    const preselected = catalogue.equipment.find((entry) => entry.id === preselectedId);
    const defaultSchema = catalogue.schemas.find((schema) => schema.isDefault && schema.isActive);
    setInitialValues({
      pricingSchemaId: defaultSchema ? String(defaultSchema.id) : '',
      clientId: null,
      client: emptyClient,
      notes: '',
      items: [preselected ? draftForEquipment(emptyItem(), preselected) : emptyItem()],
    });
    if (params.has('equipment')) navigate('/create-quote', { replace: true });
  }, [initialValues, catalogue, preselectedId, params, navigate]);

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/quotes"
        backLabel="Powrót do wycen"
        title="Nowa wycena sprzętu"
        subtitle="Wybierz klienta i sprzęt; wartości przeliczają się na bieżąco"
      />
      <CatalogueGate catalogue={catalogue}>
        {() =>
          initialValues && catalogue.settings ? (
            <QuoteForm
              quote={null}
              initialValues={initialValues}
              restoresDraft={!fromCatalogue}
              equipment={catalogue.equipment}
              schemas={catalogue.schemas}
              vatRate={catalogue.settings.vatRate}
              currency={catalogue.settings.currency}
              readOnly={false}
            />
          ) : (
            <LoadingState text="Ładowanie katalogu sprzętu..." />
          )
        }
      </CatalogueGate>
    </PageContainer>
  );
}

/** /quotes/:id/edit: the same loading, error and not-found states as the detail page. */
export function EditQuotePage() {
  return <EquipmentQuoteLoader>{(quote) => <EditQuoteView quote={quote} />}</EquipmentQuoteLoader>;
}

function EditQuoteView({ quote }: { quote: QuoteDetail }) {
  const catalogue = useFormCatalogue();
  const locked = isLockedStatus(quote.status);
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={`/quotes/${quote.id}`}
        backLabel="Powrót do wyceny"
        title={`${locked ? 'Wycena' : 'Edycja wyceny'} ${quote.quoteNumber}`}
        subtitle={locked ? 'Podgląd — wycena jest zablokowana' : 'Zmień dane klienta, pozycje i koszty'}
      />
      <CatalogueGate catalogue={catalogue}>
        {() => (
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
      </CatalogueGate>
    </PageContainer>
  );
}
