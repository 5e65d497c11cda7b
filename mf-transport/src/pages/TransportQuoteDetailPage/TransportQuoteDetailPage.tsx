import type { TransportQuoteDetail } from '@ppp/domain';
import { QuoteDetailActions } from '@ppp/quoting';
import { PageContainer, PageHeader, useCan } from '@ppp/ui';
import { useNavigate } from 'react-router';
import { openTransportPrint, useDeleteTransportQuote } from '../../api.ts';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { TransportQuoteSections } from '../../components/TransportQuoteSections.tsx';

/** /transport-quotes/{id} (D13): everything of the card plus notes, history, status actions, print, edit, delete. */
export function TransportQuoteDetailPage() {
  return <TransportQuoteLoader>{(quote) => <DetailView quote={quote} />}</TransportQuoteLoader>;
}

function DetailView({ quote }: { quote: TransportQuoteDetail }) {
  const canDelete = useCan('quotes.transport:approve');
  const deleteQuote = useDeleteTransportQuote();
  const navigate = useNavigate();
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/transport-quotes"
        backLabel="Powrót do wycen transportu"
        title={`Wycena transportu ${quote.quoteNumber}`}
        subtitle={`${quote.fromAddress} → ${quote.toAddress}`}
        actions={
          <QuoteDetailActions
            status={quote.status}
            pdfUrl={`/api/transport-quotes/${quote.id}/pdf`}
            sharing={{ ...quote, base: '/api/transport-quotes' }}
            duplicate={{
              base: '/api/transport-quotes',
              id: quote.id,
              editPath: (id) => `/transport-quotes/${id}/edit`,
            }}
            onPrint={() => openTransportPrint(quote.id)}
            editPath={`/transport-quotes/${quote.id}/edit`}
            onDelete={
              canDelete
                ? () =>
                    deleteQuote
                      .mutateAsync(quote.id)
                      .then(() => navigate('/transport-quotes', { replace: true }))
                : undefined
            }
          />
        }
      />
      <TransportQuoteSections quote={quote} layout="page" />
    </PageContainer>
  );
}
