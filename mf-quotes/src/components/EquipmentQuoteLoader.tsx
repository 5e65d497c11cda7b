import { type QuoteDetail, quoteMessages } from '@ppp/domain';
import { QuoteLoader } from '@ppp/quoting';
import type { ReactNode } from 'react';
import { useQuote } from '../api.ts';

/** The kit's quote loader for /quotes/:id and /quotes/:id/edit. */
export function EquipmentQuoteLoader({ children }: { children: (quote: QuoteDetail) => ReactNode }) {
  return (
    <QuoteLoader
      kind="equipment"
      useQuote={useQuote}
      listPath="/quotes"
      listLabel="Powrót do wycen"
      forbiddenText={quoteMessages.forbidden}
    >
      {children}
    </QuoteLoader>
  );
}
