import { isLockedStatus, itemCountLabel, type QuoteDetail } from '@ppp/domain';
import {
  QuoteClientCard,
  QuoteColumns,
  QuoteDetailActions,
  QuoteFactsCard,
  QuoteHistoryCard,
  QuoteStack,
} from '@ppp/quoting';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  IconPlus,
  PageContainer,
  PageHeader,
} from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { openQuotePrint, useChangeQuoteStatus } from '../../api.ts';
import { EquipmentQuoteLoader } from '../../components/EquipmentQuoteLoader.tsx';
import { QuoteItemView } from './QuoteItemView.tsx';
import { SummaryCard } from './QuoteSideCards.tsx';

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledNotes = styled.p`
  white-space: pre-wrap;
`;

/** Read-only view of one equipment quote (/quotes/:id). */
export function QuoteDetailPage() {
  return <EquipmentQuoteLoader>{(quote) => <QuoteDetailView quote={quote} />}</EquipmentQuoteLoader>;
}

function QuoteDetailView({ quote }: { quote: QuoteDetail }) {
  const changeStatus = useChangeQuoteStatus(quote.id);
  const locked = isLockedStatus(quote.status);
  const editPath = `/quotes/${quote.id}/edit`;
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/quotes"
        backLabel="Powrót do wycen"
        title={`Wycena ${quote.quoteNumber}`}
        subtitle="Szczegóły wyceny"
        actions={
          <QuoteDetailActions
            status={quote.status}
            pdfUrl={`/api/quotes/${quote.id}/pdf`}
            sharing={{ ...quote, base: '/api/quotes' }}
            duplicate={{ base: '/api/quotes', id: quote.id, editPath: (id) => `/quotes/${id}/edit` }}
            onPrint={() => openQuotePrint(quote.id)}
            editPath={editPath}
          />
        }
      />
      <QuoteColumns>
        <QuoteStack>
          <QuoteFactsCard
            quote={quote}
            kind="equipment"
            change={changeStatus}
            extraRows={[['Schemat cenowy', quote.pricingSchema?.name]]}
          />
          <Card>
            <CardHeader>
              <CardTitle as="h2">Pozycje wyceny ({itemCountLabel(quote.items.length)})</CardTitle>
            </CardHeader>
            <CardContent>
              {quote.items.length === 0 ? (
                <EmptyState
                  size="sm"
                  title="Brak pozycji w wycenie"
                  description="Dodaj sprzęt do wyceny, aby obliczyć jej wartość."
                  action={
                    locked ? null : (
                      <Button as={Link} to={editPath} size="sm">
                        <IconPlus size={16} />
                        Dodaj pierwszą pozycję
                      </Button>
                    )
                  }
                />
              ) : (
                <StyledItems>
                  {quote.items.map((item) => (
                    <QuoteItemView key={item.id} item={item} currency={quote.currency} />
                  ))}
                </StyledItems>
              )}
            </CardContent>
          </Card>
          {quote.notes ? (
            <Card>
              <CardHeader>
                <CardTitle as="h2">Uwagi do wyceny</CardTitle>
              </CardHeader>
              <CardContent>
                <StyledNotes>{quote.notes}</StyledNotes>
              </CardContent>
            </Card>
          ) : null}
          <QuoteHistoryCard history={quote.history} />
        </QuoteStack>
        <QuoteStack>
          <QuoteClientCard client={quote.client} />
          <SummaryCard quote={quote} />
        </QuoteStack>
      </QuoteColumns>
    </PageContainer>
  );
}
