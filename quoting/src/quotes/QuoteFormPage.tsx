import { isLockedStatus, type QuoteKind, quoteKindEntries } from '@ppp/domain';
import { ErrorState, LoadingState, PageContainer, PageHeader } from '@ppp/ui';
import type { ReactNode } from 'react';
import type { AssessmentQuoteStartState } from '../assessments/assessmentsApi.ts';

/** What a quote form loads before it can be shown (the kind's catalogue, the pricing settings). */
export interface QuoteFormData {
  isPending: boolean;
  isError: boolean;
  /** Loads again what failed. */
  retry: () => void;
}

/** The loading state of several queries as one: pending or failed if any is, retrying those that failed. */
export function quoteFormDataOf(
  queries: readonly { isPending: boolean; isError: boolean; refetch: () => unknown }[],
): QuoteFormData {
  return {
    isPending: queries.some((query) => query.isPending),
    isError: queries.some((query) => query.isError),
    retry: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}

export interface QuoteFormPageProps {
  kind: QuoteKind;
  /** The quote being edited, or null on the creation page. */
  quote: { id: number; quoteNumber: string; status: string } | null;
  data: QuoteFormData;
  texts: {
    /** The creation page: its title and subtitle, and where its back link leads. */
    createTitle: string;
    createSubtitle: string;
    createBackTo: string;
    createBackLabel: string;
    /** Under 'Edycja wyceny {number}': what an edit may change. */
    editSubtitle: string;
    /** What is being loaded ('Ładowanie pojazdów...') and the failure's title and description. */
    loading: string;
    errorTitle: string;
    errorDescription: string;
    /** The error's way back to the kind's list ('Powrót do wycen transportu'). */
    listLabel: string;
  };
  /** The form, once its data is there; `locked` for a quote that opens read-only (D3). */
  children: (locked: boolean) => ReactNode;
  /** D22: a new quote made from the assessment of `?assessment=`: the form waits for it. */
  fromAssessment?: AssessmentQuoteStartState;
}

/**
 * The page around a quote form of any kind (D20): its header (a new quote's, an edit's, a locked
 * quote's 'Podgląd'), then the form once what it needs is loaded, with a retry when that fails.
 */
export function QuoteFormPage({
  kind,
  quote,
  data,
  texts,
  children,
  fromAssessment = { state: 'none' },
}: QuoteFormPageProps) {
  const { path } = quoteKindEntries[kind];
  const locked = quote !== null && isLockedStatus(quote.status);
  return (
    <PageContainer width="wide">
      {quote ? (
        <PageHeader
          backTo={`${path}/${quote.id}`}
          backLabel="Powrót do wyceny"
          title={`${locked ? 'Wycena' : 'Edycja wyceny'} ${quote.quoteNumber}`}
          subtitle={locked ? 'Podgląd — wycena jest zablokowana' : texts.editSubtitle}
        />
      ) : (
        <PageHeader
          backTo={texts.createBackTo}
          backLabel={texts.createBackLabel}
          title={texts.createTitle}
          subtitle={texts.createSubtitle}
        />
      )}
      {fromAssessment.state === 'error' ? (
        <ErrorState
          title="Nie udało się wczytać badania"
          description="Badanie potrzeb nie istnieje lub nie udało się go wczytać, więc wycena nie może z niego powstać."
          onRetry={fromAssessment.retry}
          backTo="/needs-assessment-list"
          backLabel="Powrót do listy badań"
        />
      ) : data.isError ? (
        <ErrorState
          title={texts.errorTitle}
          description={texts.errorDescription}
          onRetry={data.retry}
          backTo={path}
          backLabel={texts.listLabel}
        />
      ) : data.isPending ? (
        <LoadingState text={texts.loading} />
      ) : fromAssessment.state === 'loading' ? (
        <LoadingState text="Wczytywanie badania potrzeb..." />
      ) : (
        children(locked)
      )}
    </PageContainer>
  );
}
