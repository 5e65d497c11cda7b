import { type AssessmentListItem, pluralPl } from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  IconPlus,
  listSourceOf,
  PageContainer,
  PagedList,
  PageHeader,
  SourceFilter,
  useCan,
  useListAddress,
  usePageTitle,
} from '@ppp/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAssessment, useAssessmentList, useDeleteAssessment } from '../../api.ts';
import { AssessmentExportLinks } from '../../components/AssessmentExportLinks.tsx';
import { CreateQuoteDialog } from '../../components/CreateQuoteDialog.tsx';
import { AssessmentPreviewDialog } from './AssessmentPreviewDialog.tsx';
import { AssessmentsTable } from './AssessmentsTable.tsx';

const ASSESSMENTS_PAGE_SIZE = 20;

const countLabel = (count: number) => `${count} ${pluralPl(count, 'badanie', 'badania', 'badań')}`;

/**
 * 'Zapisane badania potrzeb' (/needs-assessment-list): paged, searchable, filtered by source (D22);
 * page, search and filter in the address (D5).
 */
/** What deleting an assessment leaves of the quotes made from it (D22: they stay, unlinked). */
export const madeQuotesNote = (numbers: readonly string[]) =>
  numbers.length === 1
    ? `Wycena utworzona z tego badania (${numbers[0]}) pozostanie, ale nie będzie już przy niej odnośnika do badania.`
    : `Wyceny utworzone z tego badania (${numbers.join(', ')}) pozostaną, ale nie będzie już przy nich odnośnika do badania.`;

export function AssessmentListPage() {
  usePageTitle('Zapisane badania potrzeb');
  const address = useListAddress();
  const { page, search, setSearchText, update } = address;
  const source = listSourceOf(address);
  const list = useAssessmentList({
    page,
    pageSize: ASSESSMENTS_PAGE_SIZE,
    search: search || undefined,
    source,
  });
  const canDelete = useCan('assessments:delete');
  const deleteAssessment = useDeleteAssessment();
  const [previewing, setPreviewing] = useState<AssessmentListItem | null>(null);
  const [quoting, setQuoting] = useState<AssessmentListItem | null>(null);
  const [deleting, setDeleting] = useState<AssessmentListItem | null>(null);
  // D22: the quotes made from it stay, without their link to it; the confirmation names them.
  const madeQuotes = useAssessment(deleting?.id ?? null).data?.quotes ?? [];

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Zapisane badania potrzeb"
        subtitle={list.data ? `Razem: ${countLabel(list.data.total)}` : 'Badania potrzeb klientów'}
        actions={
          <>
            {/* D26: the list as it is filtered now, as a file. */}
            <AssessmentExportLinks search={search || undefined} source={source} />
            <Button as={Link} to="/needs-assessment">
              <IconPlus size={16} />
              Nowe badanie
            </Button>
          </>
        }
      />
      <PagedList
        address={address}
        query={list}
        searchLabel="Szukaj badań"
        searchPlaceholder="Szukaj po numerze, firmie lub osobie kontaktowej..."
        filters={<SourceFilter address={address} />}
        resultText={(total) => `Znaleziono ${countLabel(total)}`}
        loadingText="Ładowanie badań..."
        errorTitle="Błąd ładowania badań"
        errorDescription="Nie udało się załadować listy badań potrzeb."
        empty={
          search || source ? (
            <EmptyState
              title="Brak wyników"
              description={
                search
                  ? `Żadne badanie nie pasuje do „${search}”.`
                  : 'Żadne badanie nie pasuje do wybranego źródła.'
              }
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearchText('');
                    update({ search: null, source: null, page: null });
                  }}
                >
                  {source ? 'Wyczyść filtry' : 'Wyczyść wyszukiwanie'}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title="Brak zapisanych badań"
              description="Zapisane badania potrzeb pojawią się tutaj."
              action={
                <Button as={Link} to="/needs-assessment">
                  <IconPlus size={16} />
                  Rozpocznij badanie
                </Button>
              }
            />
          )
        }
        renderItems={(items) => (
          <AssessmentsTable
            assessments={items}
            canDelete={canDelete}
            onPreview={setPreviewing}
            onCreateQuote={setQuoting}
            onDelete={setDeleting}
          />
        )}
      />
      <AssessmentPreviewDialog
        id={previewing?.id ?? null}
        number={previewing?.responseNumber ?? null}
        onClose={() => setPreviewing(null)}
        onCreateQuote={() => {
          setQuoting(previewing);
          setPreviewing(null);
        }}
      />
      <CreateQuoteDialog assessment={quoting} onClose={() => setQuoting(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć badanie potrzeb?"
        description={
          deleting
            ? `Czy na pewno chcesz usunąć badanie ${deleting.responseNumber}? Ta operacja jest nieodwracalna.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteAssessment.mutateAsync(deleting.id) : undefined)}
      >
        {madeQuotes.length > 0 ? <p>{madeQuotesNote(madeQuotes.map((quote) => quote.quoteNumber))}</p> : null}
      </ConfirmDialog>
    </PageContainer>
  );
}
