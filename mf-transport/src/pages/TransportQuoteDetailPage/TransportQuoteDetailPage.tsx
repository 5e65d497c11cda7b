import { QuoteDetailShell } from '@ppp/quoting';
import { RouteFacts, tripFacts } from '../../components/RouteFacts.tsx';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { VehicleAvailabilityLinks } from '../../components/VehicleAvailabilityLinks.tsx';

/**
 * /transport-quotes/{id} (D13, D21): the shared detail page (its 'Termin' the trip's start) with the
 * trip's days, the route and its lines as the quote's content.
 */
export function TransportQuoteDetailPage() {
  return (
    <TransportQuoteLoader>
      {(quote) => (
        <QuoteDetailShell
          kind="transport"
          quote={quote}
          backLabel="Powrót do wycen transportu"
          subtitle={`${quote.fromAddress} → ${quote.toAddress}`}
          extraFacts={tripFacts(quote)}
          itemsTitle="Trasa i pojazdy"
          items={
            <>
              <RouteFacts quote={quote} />
              <VehicleAvailabilityLinks quote={quote} />
            </>
          }
        />
      )}
    </TransportQuoteLoader>
  );
}
