import { foundQuotesLabel, type QuoteListItem } from '@ppp/domain';
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
import { useDeleteQuote, useQuoteList } from '../../api.ts';
import { QuotesTable } from './QuotesTable.tsx';

const QUOTES_PAGE_SIZE = 20;

/** 'Zarządzanie Wycenami' (/quotes): filters and paging in the address, so Back returns to the same view. */
export function QuotesListPage() {
  const address = useListAddress();
  const { page, search } = address;
  const status = listStatusOf(address);
  const canDelete = useCan('quotes.equipment:approve');
  const list = useQuoteList({ page, pageSize: QUOTES_PAGE_SIZE, status, search: search || undefined });
  const deleteQuote = useDeleteQuote();
  const [deleting, setDeleting] = useState<QuoteListItem | null>(null);

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Zarządzanie Wycenami"
        subtitle="Zapisane wyceny sprzętu"
        actions={
          <Button as={Link} to="/create-quote">
            <IconPlus size={16} />
            Nowa wycena
          </Button>
        }
      />
      <PagedList
        address={address}
        query={list}
        searchLabel="Szukaj wycen"
        searchPlaceholder="Szukaj po numerze wyceny lub nazwie firmy..."
        filters={<QuoteStatusFilter address={address} />}
        resultText={foundQuotesLabel}
        loadingText="Ładowanie wycen..."
        errorTitle="Błąd ładowania wycen"
        errorDescription="Nie udało się załadować listy wycen."
        empty={
          <QuoteListEmpty
            address={address}
            emptyDescription="Nie masz jeszcze żadnych wycen"
            createTo="/create-quote"
            createLabel="Utwórz wycenę"
          />
        }
        renderItems={(items) => <QuotesTable quotes={items} canDelete={canDelete} onDelete={setDeleting} />}
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
