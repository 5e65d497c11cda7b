import type { TransportQuoteDetail } from '@ppp/domain';
import { QuoteLoader } from '@ppp/quoting';
import type { ReactNode } from 'react';
import { useTransportQuote } from '../api.ts';

/** The kit's quote loader for /transport-quotes/:id and its edit page (D18). */
export function TransportQuoteLoader({ children }: { children: (quote: TransportQuoteDetail) => ReactNode }) {
  return (
    <QuoteLoader
      kind="transport"
      useQuote={useTransportQuote}
      listPath="/transport-quotes"
      listLabel="Powrót do wycen transportu"
      forbiddenText="Nie masz dostępu do tej wyceny transportu."
    >
      {children}
    </QuoteLoader>
  );
}
