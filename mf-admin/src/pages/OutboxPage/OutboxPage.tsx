import {
  formatDateTime,
  mayResendMail,
  type OutboxItem,
  type OutboxStatus,
  outboxStatusLabels,
} from '@ppp/domain';
import {
  Badge,
  type BadgeVariant,
  Button,
  DataTable,
  ListCard,
  PageContainer,
  PageHeader,
  Pagination,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { OUTBOX_PAGE_SIZE, useOutbox, useResendMail } from '../../api.ts';
import { OutboxMailDialog } from './OutboxMailDialog.tsx';

const statusVariants: Record<OutboxStatus, BadgeVariant> = {
  held: 'warning',
  pending: 'neutral',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

const StyledOpen = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primaryText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-align: left;
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;

  &:focus-visible {
    outline: none;
    border-radius: ${({ theme }) => theme.radii.sm};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** A state's badge may be long ('Wstrzymana (poczta nie jest skonfigurowana)'): it wraps on a phone's card. */
const StyledState = styled(Badge)`
  height: auto;
  min-height: 22px;
  max-width: 100%;
  padding-block: 3px;
  line-height: 1.3;
  white-space: normal;

  > [aria-hidden='true'] {
    flex-shrink: 0;
  }
`;

const StyledError = styled.span`
  overflow-wrap: anywhere;
`;

/** /admin/outbox (D22): every mail the system wrote, its state and attempts; a row opens the mail. */
export function OutboxPage() {
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useOutbox(page);
  const resend = useResendMail();
  const total = outbox.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE));

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/admin"
        backLabel="Panel Administratora"
        title="Poczta wychodząca"
        subtitle="Wiadomości wysłane z systemu i ich stan"
      />
      <ListCard
        title="Wiadomości"
        description="Najnowsze na górze. Wstrzymaną lub nieudaną wiadomość można wysłać ponownie."
        query={{
          isPending: outbox.isPending,
          isError: outbox.isError,
          isSuccess: outbox.isSuccess,
          data: outbox.data?.items,
          refetch: outbox.refetch,
        }}
        loadingText="Ładowanie wiadomości..."
        errorTitle="Nie udało się załadować wiadomości"
        emptyTitle="Brak wiadomości"
        emptyDescription="Tu pojawią się wiadomości wysłane klientom, np. wyceny z przycisku 'Wyślij klientowi'."
        renderItems={(rows) => (
          <>
            <DataTable<OutboxItem>
              aria-label="Wiadomości"
              rows={rows}
              rowKey={(mail) => mail.id}
              cardTitleLevel={3}
              title={{
                header: 'Do',
                cell: (mail) => (
                  <StyledOpen
                    type="button"
                    onClick={() => setOpen(mail.id)}
                    aria-label={`Otwórz wiadomość do ${mail.to}: ${mail.subject}`}
                  >
                    {mail.to}
                  </StyledOpen>
                ),
              }}
              columns={[
                { header: 'Temat', cell: (mail) => mail.subject },
                {
                  header: 'Stan',
                  cell: (mail) => (
                    <StyledState variant={statusVariants[mail.status]} dot>
                      {outboxStatusLabels[mail.status]}
                    </StyledState>
                  ),
                },
                { header: 'Próby', cell: (mail) => String(mail.attempts), muted: true },
                {
                  header: 'Ostatni błąd',
                  cell: (mail) => <StyledError>{mail.lastError ?? '—'}</StyledError>,
                  muted: true,
                },
                { header: 'Utworzona', cell: (mail) => formatDateTime(mail.createdAt), muted: true },
              ]}
              actions={(mail) =>
                mayResendMail(mail) ? (
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => resend.mutate(mail.id)}
                    loading={resend.isPending && resend.variables === mail.id}
                    aria-label={`Wyślij ponownie wiadomość do ${mail.to}`}
                  >
                    Wyślij ponownie
                  </Button>
                ) : null
              }
            />
            {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onPageChange={setPage} /> : null}
          </>
        )}
      />
      {open !== null ? <OutboxMailDialog id={open} onClose={() => setOpen(null)} /> : null}
    </PageContainer>
  );
}
