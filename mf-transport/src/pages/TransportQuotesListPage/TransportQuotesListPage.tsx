import { foundQuotesLabel, type TransportQuoteDetail } from '@ppp/domain';
import { listStatusOf, QuoteListEmpty, QuoteStatusFilter } from '@ppp/quoting';
import {
  Button,
  ConfirmDialog,
  IconPlus,
  PageContainer,
  PagedList,
  PageHeader,
  useCan,
  useListAddress,
} from '@ppp/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDeleteTransportQuote, useTransportQuoteList } from '../../api.ts';
import { TransportPreviewDialog } from './TransportPreviewDialog.tsx';
import { TransportQuoteCards } from './TransportQuoteCards.tsx';

const TRANSPORT_PAGE_SIZE = 20;

/** 'Zapisane wyceny transportu' (/transport-quotes): search, status, pages in the address (D5). */
export function TransportQuotesListPage() {
  const address = useListAddress();
  const { page, search } = address;
  const status = listStatusOf(address);
  const canDelete = useCan('quotes.transport:approve');
  const list = useTransportQuoteList({
    page,
    pageSize: TRANSPORT_PAGE_SIZE,
    status,
    search: search || undefined,
  });
  const deleteQuote = useDeleteTransportQuote();
  const [previewing, setPreviewing] = useState<TransportQuoteDetail | null>(null);
  const [deleting, setDeleting] = useState<TransportQuoteDetail | null>(null);

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/dashboard"
        backLabel="Powrót do strony głównej"
        title="Zapisane wyceny transportu"
        subtitle="Trasy, pojazdy i koszty przygotowanych wycen"
        actions={
          <Button as={Link} to="/create-transport-quote">
            <IconPlus size={16} />
            Nowa wycena transportu
          </Button>
        }
      />
      <PagedList
        address={address}
        query={list}
        searchLabel="Szukaj wycen transportu"
        searchPlaceholder="Szukaj po numerze, firmie lub adresie..."
        filters={<QuoteStatusFilter address={address} />}
        resultText={foundQuotesLabel}
        loadingText="Ładowanie wycen transportu..."
        errorTitle="Błąd ładowania wycen"
        errorDescription="Nie udało się załadować wycen transportu."
        empty={
          <QuoteListEmpty
            address={address}
            emptyDescription="Utwórz pierwszą wycenę transportu: pojazd, trasa i koszt za kilometr."
            createTo="/create-transport-quote"
            createLabel="Nowa wycena transportu"
          />
        }
        renderItems={(items) => (
          <TransportQuoteCards
            quotes={items}
            canDelete={canDelete}
            onPreview={setPreviewing}
            onDelete={setDeleting}
          />
        )}
      />
      <TransportPreviewDialog
        id={previewing?.id ?? null}
        number={previewing?.quoteNumber ?? null}
        onClose={() => setPreviewing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć wycenę?"
        description={
          deleting
            ? `Czy na pewno chcesz usunąć wycenę ${deleting.quoteNumber}? Ta operacja jest nieodwracalna.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteQuote.mutateAsync(deleting.id) : undefined)}
      />
    </PageContainer>
  );
}
