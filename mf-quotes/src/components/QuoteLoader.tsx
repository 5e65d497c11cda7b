import { type QuoteDetail, quoteMessages } from '@ppp/domain';
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
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuote } from '../api.ts';

/** spec-1 §6: the toast text of a quote the user may not open (D1). */
export const QUOTE_FORBIDDEN_TEXT = quoteMessages.forbidden;

export interface QuoteLoaderProps {
  children: (quote: QuoteDetail) => ReactNode;
}

/** Reads /quotes/:id and shows spec-1's loading, error, not-found and no-permission states around the page. */
export function QuoteLoader({ children }: QuoteLoaderProps) {
  const { id } = useParams();
  // Ids are positive whole numbers; anything else (letters, 0) is an address with no quote.
  const quoteId = /^\d+$/.test(id ?? '') && Number(id) > 0 ? Number(id) : Number.NaN;
  const quote = useQuote(quoteId);
  const status = statusOf(quote.error);
  const forbidden = status === 403;
  const navigate = useNavigate();
  const toastShown = useRef(false);

  useEffect(() => {
    if (!forbidden) return;
    if (!toastShown.current) {
      toastShown.current = true;
      toast({ title: 'Brak uprawnień', description: QUOTE_FORBIDDEN_TEXT, variant: 'destructive' });
    }
    const timer = setTimeout(() => navigate('/'), FORBIDDEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [forbidden, navigate]);

  const notFound = Number.isNaN(quoteId) || status === 404 || (quote.isSuccess && !quote.data);
  usePageTitle(
    notFound ? 'Wycena nie znaleziona' : quote.isError && !forbidden ? 'Błąd ładowania wyceny' : null,
  );

  if (forbidden) return null;
  if (notFound) {
    return (
      <PageContainer width="narrow">
        <NotFoundState
          title="Wycena nie znaleziona"
          headingLevel={1}
          description="Nie można znaleźć wyceny o podanym ID."
          backTo="/quotes"
          backLabel="Powrót do wycen"
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
          backTo="/quotes"
          backLabel="Powrót do wycen"
          onRetry={() => void quote.refetch()}
        />
      </PageContainer>
    );
  }
  return children(quote.data);
}
