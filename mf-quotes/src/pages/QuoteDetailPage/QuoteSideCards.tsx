import { formatDateLong, type QuoteDetail } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, EmptyState, InfoList, TotalsList } from '@ppp/ui';
import styled from 'styled-components';

export interface QuoteCardProps {
  quote: QuoteDetail;
}

const StyledMeta = styled.p`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The client as stored (or as it was at approval, D3); each field only when present. */
export function ClientCard({ quote }: QuoteCardProps) {
  const { client } = quote;
  const rows: [string, string | null][] = [
    ['Firma', client.companyName],
    ['NIP', client.nip],
    ['Osoba kontaktowa', client.contactPerson],
    ['E-mail', client.email],
    ['Telefon', client.phone],
    ['Adres', client.address],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Dane klienta</CardTitle>
      </CardHeader>
      <CardContent>
        {rows.some(([, value]) => value) ? (
          <InfoList rows={rows} />
        ) : (
          <EmptyState size="sm" icon={null} title="Brak danych klienta" />
        )}
      </CardContent>
    </Card>
  );
}

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
