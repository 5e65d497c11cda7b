import {
  formatDateLong,
  isLockedStatus,
  itemCountLabel,
  type QuoteDetail,
  quoteAuthorLabel,
} from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  EmptyState,
  IconEdit,
  IconInfo,
  IconPlus,
  IconPrinter,
  InfoList,
  PageContainer,
  PageHeader,
  QuoteClientCard,
  QuoteColumns,
  QuoteHistoryCard,
  QuoteNotice,
  QuoteStack,
  StatusActions,
  StatusBadge,
  useLockNotice,
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

const StyledStatusBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Read-only view of one equipment quote (/quotes/:id). */
export function QuoteDetailPage() {
  return <EquipmentQuoteLoader>{(quote) => <QuoteDetailView quote={quote} />}</EquipmentQuoteLoader>;
}

function QuoteDetailView({ quote }: { quote: QuoteDetail }) {
  const lockNotice = useLockNotice(quote.status, 'equipment');
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
          <>
            <Button variant="outline" onClick={() => openQuotePrint(quote.id)}>
              <IconPrinter size={16} />
              Drukuj
            </Button>
            {locked ? null : (
              <Button as={Link} to={editPath}>
                <IconEdit size={16} />
                Edytuj
              </Button>
            )}
          </>
        }
      />
      <QuoteColumns>
        <QuoteStack>
          <Card>
            <CardHeader>
              <CardTitle as="h2">Szczegóły wyceny</CardTitle>
            </CardHeader>
            <CardContent>
              <InfoList
                rows={[
                  ['Numer wyceny', quote.quoteNumber],
                  ['Status', <StatusBadge key="status" status={quote.status} />],
                  ['Data utworzenia', formatDateLong(quote.createdAt)],
                  ['Utworzył(a)', quoteAuthorLabel(quote)],
                  ['Schemat cenowy', quote.pricingSchema?.name],
                ]}
              />
              <StyledStatusBlock>
                {locked ? (
                  <QuoteNotice>
                    <IconInfo size={16} />
                    {lockNotice}
                  </QuoteNotice>
                ) : null}
                <StatusActions status={quote.status} kind="equipment" change={changeStatus} />
              </StyledStatusBlock>
            </CardContent>
          </Card>
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
