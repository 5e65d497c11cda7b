import { formatDateLong, type QuoteDetail } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, TotalsList } from '@ppp/ui';
import styled from 'styled-components';

export interface QuoteCardProps {
  quote: QuoteDetail;
}

const StyledMeta = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Net, VAT, gross as the server stored them, the item count and the last change. */
export function SummaryCard({ quote }: QuoteCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Podsumowanie</CardTitle>
      </CardHeader>
      <CardContent>
        <TotalsList
          aria-label="Podsumowanie wyceny"
          testIdPrefix="quote"
          totalNet={quote.totalNet}
          vatRate={quote.vatRate}
          vatAmount={quote.vatAmount}
          totalGross={quote.totalGross}
          currency={quote.currency}
        />
        <StyledMeta>
          Liczba pozycji: {quote.items.length}
          <br />
          Ostatnia modyfikacja: {formatDateLong(quote.updatedAt)}
        </StyledMeta>
      </CardContent>
    </Card>
  );
}
