import { type QuoteKind, quoteNotFound } from '@ppp/domain';
import {
  ErrorState,
  FORBIDDEN_REDIRECT_MS,
  LoadingState,
  NotFoundState,
  PageContainer,
  statusOf,
  toast,
  usePageTitle,
} from '@ppp/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';

export interface QuoteLoaderProps<T> {
  /** The kind, whose spec words its not-found title. */
  kind: QuoteKind;
  /** The kind's read of one quote; called with NaN for an address that names no quote. */
  useQuote: (id: number) => UseQueryResult<T>;
  /** The kind's list, where the not-found and error states lead back. */
  listPath: string;
  listLabel: string;
  /** The toast text of a quote the user may not open (D1). */
  forbiddenText: string;
  children: (quote: T) => ReactNode;
}

/** The `:id` of the address as a quote id: a positive whole number, else NaN (no quote has it). */
function useQuoteIdParam() {
  const { id } = useParams();
  return /^\d+$/.test(id ?? '') && Number(id) > 0 ? Number(id) : Number.NaN;
}

/**
 * Reads the quote of the address (`:id`) for a detail or edit page of any kind (D18), with the
 * loading, error, not-found and no-permission states of spec-1 around the page.
 */
export function QuoteLoader<T>({
  kind,
  useQuote,
  listPath,
  listLabel,
  forbiddenText,
  children,
}: QuoteLoaderProps<T>) {
  const quoteId = useQuoteIdParam();
  const quote = useQuote(quoteId);
  const status = statusOf(quote.error);
  const forbidden = status === 403;
  const navigate = useNavigate();
  const toastShown = useRef(false);

  useEffect(() => {
    if (!forbidden) return;
    if (!toastShown.current) {
      toastShown.current = true;
      toast({ title: 'Brak uprawnień', description: forbiddenText, variant: 'destructive' });
    }
    const timer = setTimeout(() => navigate('/'), FORBIDDEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [forbidden, forbiddenText, navigate]);

  const notFound = Number.isNaN(quoteId) || status === 404 || (quote.isSuccess && !quote.data);
  usePageTitle(notFound ? quoteNotFound(kind) : quote.isError && !forbidden ? 'Błąd ładowania wyceny' : null);

  if (forbidden) return null;
  if (notFound) {
    return (
      <PageContainer width="narrow">
        <NotFoundState
          title={quoteNotFound(kind)}
          headingLevel={1}
          description="Nie można znaleźć wyceny o podanym ID."
          backTo={listPath}
          backLabel={listLabel}
        />
      </PageContainer>
    );
  }
  if (quote.isPending) {
    return (
      <PageContainer>
        <LoadingState text="Ładowanie wyceny..." />
      </PageContainer>
    );
  }
  if (quote.isError) {
    return (
      <PageContainer width="narrow">
        <ErrorState
          title="Błąd ładowania wyceny"
          headingLevel={1}
          description="Nie udało się załadować danych wyceny."
          backTo={listPath}
          backLabel={listLabel}
          onRetry={() => void quote.refetch()}
        />
      </PageContainer>
    );
  }
  return children(quote.data as T);
}
