import { clientDisplayName, formatDate, formatMoney, type QuoteListItem } from '@ppp/domain';
import { Button, EmptyState, IconPlus } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useRecentQuotes } from '../../api.ts';
import { CardError, CardLoading, DashboardCard } from './DashboardCard.tsx';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledRow = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 -${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledPair = styled.span<{ $align: 'start' | 'end' }>`
  display: flex;
  flex: ${({ $align }) => ($align === 'end' ? '0 0 auto' : '1 1 auto')};
  flex-direction: column;
  gap: 2px;
  min-width: 0;
  text-align: ${({ $align }) => ($align === 'end' ? 'right' : 'left')};

  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }

  span {
    overflow: hidden;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

function QuoteRow({ quote }: { quote: QuoteListItem }) {
  return (
    <StyledRow to={`/quotes/${quote.id}`}>
      <StyledPair $align="start">
        <strong>{quote.quoteNumber}</strong>
        <span>{clientDisplayName(quote.client)}</span>
      </StyledPair>
      <StyledPair $align="end">
        <strong>{formatMoney(quote.totalNet, quote.currency)}</strong>
        <span>{formatDate(quote.createdAt)}</span>
      </StyledPair>
    </StyledRow>
  );
}

/** The admin's 'Ostatnie oferty' (spec-1 section 2, D1): the three newest equipment quotes. */
export function RecentQuotesCard() {
  const quotes = useRecentQuotes();
  const items = quotes.data?.items ?? [];
  return (
    <DashboardCard
      title="Ostatnie oferty"
      description="Najnowsze wyceny sprzętu"
      action={
        <Button as={Link} to="/quotes" variant="outline" size="sm">
          Zobacz wszystkie
        </Button>
      }
    >
      {quotes.isPending ? (
        <CardLoading text="Ładowanie ofert..." />
      ) : quotes.isError ? (
        <CardError title="Nie udało się załadować ofert" onRetry={() => void quotes.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          size="sm"
          title="Brak ofert"
          description="Nie utworzono jeszcze żadnej wyceny sprzętu."
          action={
            <Button as={Link} to="/create-quote" size="sm">
              <IconPlus size={16} />
              Utwórz pierwszą ofertę
            </Button>
          }
        />
      ) : (
        <StyledList>
          {items.map((quote) => (
            <li key={quote.id}>
              <QuoteRow quote={quote} />
            </li>
          ))}
        </StyledList>
      )}
    </DashboardCard>
  );
}
