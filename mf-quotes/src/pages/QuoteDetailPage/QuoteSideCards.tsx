import { formatDateLong, type QuoteDetail } from '@ppp/domain';
import { QuoteSummaryCard } from '@ppp/quoting';

export interface QuoteCardProps {
  quote: QuoteDetail;
}

export function SummaryCard({ quote }: QuoteCardProps) {
  return (
    <QuoteSummaryCard quote={quote}>
      Liczba pozycji: {quote.items.length}
      <br />
      Ostatnia modyfikacja: {formatDateLong(quote.updatedAt)}
    </QuoteSummaryCard>
  );
}
