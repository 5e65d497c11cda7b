import { formatDateLong, formatMoney, formatPercent, type QuoteDetail } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, EmptyState } from '@ppp/ui';
import styled from 'styled-components';
import { InfoList } from './InfoList.tsx';

export interface QuoteCardProps {
  quote: QuoteDetail;
}

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space[2]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledGross = styled.div`
  display: contents;

  dt,
  dd {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

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
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Podsumowanie</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledTotals aria-label="Podsumowanie wyceny">
          <dt>Wartość netto</dt>
          <dd data-testid="quote-total-net">{money(quote.totalNet)}</dd>
          <dt>VAT ({formatPercent(quote.vatRate)})</dt>
          <dd data-testid="quote-vat">{money(quote.vatAmount)}</dd>
          <StyledGross>
            <dt>Wartość brutto</dt>
            <dd data-testid="quote-total-gross">{money(quote.totalGross)}</dd>
          </StyledGross>
        </StyledTotals>
        <StyledMeta>
          Liczba pozycji: {quote.items.length}
          <br />
          Ostatnia modyfikacja: {formatDateLong(quote.updatedAt)}
        </StyledMeta>
      </CardContent>
    </Card>
  );
}
