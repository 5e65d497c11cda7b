import { isLockedStatus, type TransportQuoteDetail } from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  IconEdit,
  IconPrinter,
  IconTrash,
  PageContainer,
  PageHeader,
  useCan,
} from '@ppp/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { openTransportPrint, useDeleteTransportQuote } from '../../api.ts';
import { TransportQuoteLoader } from '../../components/TransportQuoteLoader.tsx';
import { TransportQuoteSections } from '../../components/TransportQuoteSections.tsx';

/** /transport-quotes/{id} (D13): everything of the card plus notes, history, status actions, print, edit, delete. */
export function TransportQuoteDetailPage() {
  return <TransportQuoteLoader>{(quote) => <DetailView quote={quote} />}</TransportQuoteLoader>;
}

function DetailView({ quote }: { quote: TransportQuoteDetail }) {
  const locked = isLockedStatus(quote.status);
  const canDelete = useCan('quotes.transport:approve');
  const deleteQuote = useDeleteTransportQuote();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/transport-quotes"
        backLabel="Powrót do wycen transportu"
        title={`Wycena transportu ${quote.quoteNumber}`}
        subtitle={`${quote.fromAddress} → ${quote.toAddress}`}
        actions={
          <>
            <Button variant="outline" onClick={() => openTransportPrint(quote.id)}>
              <IconPrinter size={16} />
              Drukuj
            </Button>
            {locked ? null : (
              <Button as={Link} to={`/transport-quotes/${quote.id}/edit`}>
                <IconEdit size={16} />
                Edytuj
              </Button>
            )}
            {canDelete && !locked ? (
              <Button variant="destructive" onClick={() => setConfirming(true)}>
                <IconTrash size={16} />
                Usuń
              </Button>
            ) : null}
          </>
        }
      />
      <TransportQuoteSections quote={quote} layout="page" />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Usunąć wycenę?"
        description={`Czy na pewno chcesz usunąć wycenę ${quote.quoteNumber}? Ta operacja jest nieodwracalna.`}
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() =>
          deleteQuote.mutateAsync(quote.id).then(() => navigate('/transport-quotes', { replace: true }))
        }
      />
    </PageContainer>
  );
}
