import { type AssessmentListItem, pluralPl } from '@ppp/domain';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  IconPlus,
  IconSearch,
  Input,
  LoadingState,
  PageContainer,
  PageHeader,
  Pagination,
  useCan,
  useListAddress,
  usePageTitle,
  useStayWithinPages,
  visuallyHidden,
} from '@ppp/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useAssessmentList, useDeleteAssessment } from '../../api.ts';
import { AssessmentPreviewDialog } from './AssessmentPreviewDialog.tsx';
import { AssessmentsTable } from './AssessmentsTable.tsx';

export const ASSESSMENTS_PAGE_SIZE = 20;

const StyledSearch = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledResultCount = styled.p`
  ${visuallyHidden}
`;

const StyledCard = styled(Card)`
  padding: ${({ theme }) => theme.space[4]};
`;

const countLabel = (count: number) => `${count} ${pluralPl(count, 'badanie', 'badania', 'badań')}`;

/** 'Zapisane badania potrzeb' (/needs-assessment-list): paged, searchable, page and search in the address (D5). */
export function AssessmentListPage() {
  usePageTitle('Zapisane badania potrzeb');
  const address = useListAddress();
  const { page, search, searchText, setSearchText, update } = address;
  const list = useAssessmentList({ page, pageSize: ASSESSMENTS_PAGE_SIZE, search: search || undefined });
  const canDelete = useCan('assessments:delete');
  const deleteAssessment = useDeleteAssessment();
  const [previewing, setPreviewing] = useState<AssessmentListItem | null>(null);
  const [deleting, setDeleting] = useState<AssessmentListItem | null>(null);

  const pageCount = list.data ? address.pageCountOf(list.data.total, list.data.pageSize) : 1;
  useStayWithinPages(address, list.isSuccess ? { items: list.data.items, pageCount } : null);

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Zapisane badania potrzeb"
        subtitle={list.data ? `Razem: ${countLabel(list.data.total)}` : 'Badania potrzeb klientów'}
        actions={
          <Button as={Link} to="/needs-assessment">
            <IconPlus size={16} />
            Nowe badanie
          </Button>
        }
      />
      <StyledSearch role="search">
        <Input
          type="search"
          icon={<IconSearch size={16} />}
          placeholder="Szukaj po numerze, firmie lub osobie kontaktowej..."
          aria-label="Szukaj badań"
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </StyledSearch>
      <StyledResultCount role="status">
        {list.data ? `Znaleziono ${countLabel(list.data.total)}` : ''}
      </StyledResultCount>
      <StyledCard>
        {list.isPending ? (
          <LoadingState text="Ładowanie badań..." />
        ) : list.isError ? (
          <ErrorState
            title="Błąd ładowania badań"
            description="Nie udało się załadować listy badań potrzeb."
            onRetry={() => void list.refetch()}
          />
        ) : list.data.items.length === 0 ? (
          search ? (
            <EmptyState
              title="Brak wyników"
              description={`Żadne badanie nie pasuje do „${search}”.`}
              action={
                <Button
                  variant="outline"
                  onClick={() => {
                    setSearchText('');
                    update({ search: null, page: null });
                  }}
                >
                  Wyczyść wyszukiwanie
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
        ) : (
          <>
            <AssessmentsTable
              assessments={list.data.items}
              canDelete={canDelete}
              onPreview={setPreviewing}
              onDelete={setDeleting}
            />
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={(next) => update({ page: next > 1 ? String(next) : null })}
            />
          </>
        )}
      </StyledCard>
      <AssessmentPreviewDialog
        id={previewing?.id ?? null}
        number={previewing?.responseNumber ?? null}
        onClose={() => setPreviewing(null)}
      />
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
      />
    </PageContainer>
  );
}
