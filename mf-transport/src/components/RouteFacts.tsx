import { formatDistance, formatMoney, type TransportQuoteDetail } from '@ppp/domain';
import { InfoList } from '@ppp/ui';

/** The route of a transport quote as saved (D13's vehicle snapshot): on the detail page and the preview. */
export function RouteFacts({ quote }: { quote: TransportQuoteDetail }) {
  return (
    <InfoList
      rows={[
        ['Pojazd', quote.vehicle.name],
        ['Skąd', quote.fromAddress],
        ['Dokąd', quote.toAddress],
        ['Dystans', formatDistance(quote.distance)],
        ['Cena za km', formatMoney(quote.vehicle.costPerKm, quote.currency)],
        ['Koszt transportu', formatMoney(quote.totalCost, quote.currency)],
      ]}
    />
  );
}
