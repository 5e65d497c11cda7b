import { formatDateLong, isLockedStatus, itemCountLabel, type QuoteDetail } from '@ppp/domain';
import { QuoteDetailShell } from '@ppp/quoting';
import { Button, EmptyState, IconPlus } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { EquipmentQuoteLoader } from '../../components/EquipmentQuoteLoader.tsx';
import { QuoteItemView } from './QuoteItemView.tsx';

const StyledItems = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** Read-only view of one equipment quote (/quotes/:id): the shared detail page with the equipment items. */
export function QuoteDetailPage() {
  return (
    <EquipmentQuoteLoader>
      {(quote) => (
        <QuoteDetailShell
          kind="equipment"
          quote={quote}
          backLabel="Powrót do wycen"
          subtitle="Szczegóły wyceny"
          extraFacts={[['Schemat cenowy', quote.pricingSchema?.name]]}
          itemsTitle={`Pozycje wyceny (${itemCountLabel(quote.items.length)})`}
          items={<EquipmentItems quote={quote} />}
          summaryNote={
            <>
              Liczba pozycji: {quote.items.length}
              <br />
              Ostatnia modyfikacja: {formatDateLong(quote.updatedAt)}
            </>
          }
        />
      )}
    </EquipmentQuoteLoader>
  );
}

/** The items with their cost lines (spec-1); without any, the way to add the first one. */
function EquipmentItems({ quote }: { quote: QuoteDetail }) {
  if (quote.items.length === 0) {
    return (
      <EmptyState
        size="sm"
        title="Brak pozycji w wycenie"
        description="Dodaj sprzęt do wyceny, aby obliczyć jej wartość."
        action={
          isLockedStatus(quote.status) ? null : (
            <Button as={Link} to={`/quotes/${quote.id}/edit`} size="sm">
              <IconPlus size={16} />
              Dodaj pierwszą pozycję
            </Button>
          )
        }
      />
    );
  }
  return (
    <StyledItems>
      {quote.items.map((item) => (
        <QuoteItemView key={item.id} item={item} currency={quote.currency} startsOn={quote.startsOn} />
      ))}
    </StyledItems>
  );
}
