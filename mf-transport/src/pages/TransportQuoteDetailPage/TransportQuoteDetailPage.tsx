import { QuoteDetailShell } from '@ppp/quoting';
import { RouteFacts } from '../../components/RouteFacts.tsx';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';

/** /transport-quotes/{id} (D13): the shared detail page with the route as the quote's content. */
export function TransportQuoteDetailPage() {
  return (
    <TransportQuoteLoader>
      {(quote) => (
        <QuoteDetailShell
          kind="transport"
          quote={quote}
          backLabel="Powrót do wycen transportu"
          subtitle={`${quote.fromAddress} → ${quote.toAddress}`}
          itemsTitle="Trasa"
          items={<RouteFacts quote={quote} />}
        />
      )}
    </TransportQuoteLoader>
  );
}
