import {
  clientDisplayName,
  formatDate,
  foundQuotesLabel,
  type QuoteKind,
  type QuoteStatus,
  quoteDeleteConfirmation,
  quoteKindEntries,
} from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  IconPlus,
  listSourceOf,
  PageContainer,
  PagedList,
  PageHeader,
  SourceFilter,
  StatusBadge,
  useCan,
  useListAddress,
  usePhoneLayout,
  WebEnquiryBadge,
} from '@ppp/ui';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ExportLinks } from '../exports/ExportLinks.tsx';
import { QuoteListEmpty } from './QuoteListEmpty.tsx';
import { QuoteRowActions } from './QuoteRowActions.tsx';
import { listStatusOf, QuoteStatusFilter } from './QuoteStatusFilter.tsx';
import { openKindQuotePrint, useDeleteKindQuote, useKindQuoteList } from './quoteKindApi.ts';

const QUOTE_LIST_PAGE_SIZE = 20;

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

/** The number and, on a web enquiry, its badge (D22): one line while they fit. */
const StyledTitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The status and source filters side by side in the list's filter cell. */
const StyledFilterGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};

  /* Side by side where both labels fit whole ('Wszystkie statusy'); one under the other on a phone. */
  & > * {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

/** A sum in a list row: figures aligned, never broken (`as="span"` for a plain weight). */
export const QuoteListMoney = styled.strong`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** What a row of every kind's quote list has (D18). */
export interface QuoteListRow {
  id: number;
  quoteNumber: string;
  status: QuoteStatus;
  createdAt: string;
  client: { companyName: string | null; contactPerson: string | null };
  /** The API key's name of a web enquiry (D16, D22), null for a staff quote. */
  source: string | null;
}

/** The columns every kind's list shows alike; each kind places them among its own. */
export const quoteListColumns = {
  client: {
    header: 'Klient',
    cell: (quote) => clientDisplayName(quote.client),
  },
  createdAt: { header: 'Data utworzenia', cell: (quote) => formatDate(quote.createdAt), muted: true },
  status: { header: 'Status', cell: (quote) => <StatusBadge status={quote.status} /> },
} satisfies Record<string, DataTableColumn<QuoteListRow>>;

export interface QuoteListTexts {
  title: string;
  subtitle: string;
  /** The header's button to the kind's form. */
  create: string;
  /** The empty list's button, where it reads otherwise ('Utwórz wycenę'). */
  createFirst?: string;
  searchLabel: string;
  searchPlaceholder: string;
  loading: string;
  errorDescription: string;
  /** Why the list is empty while nothing is filtered. */
  emptyDescription: string;
  /** The empty list's title where the kind's spec names its own ('Brak wycen transportu'). */
  emptyTitle?: string;
  /** Names the table, or the list of cards on a phone. */
  rowsLabel: string;
  /** The toast after a deletion. */
  deleted?: string;
}

export interface QuoteListShellProps<TRow extends QuoteListRow> {
  /** The kind (D20): its addresses and who may delete come from the registry. */
  kind: QuoteKind;
  /** The kind's creation page. */
  createPath: string;
  texts: QuoteListTexts;
  /** The kind's columns after 'Nr wyceny'. */
  columns: readonly DataTableColumn<TRow>[];
  /** A back link to the dashboard above the title. */
  backToDashboard?: boolean;
  /** 'auto': a table, dense cards on a phone; 'cards': framed cards on every screen, dense on a phone. */
  layout?: 'auto' | 'cards';
  /** A preview dialog opened by the row's 'Podgląd' (given null when closed); without it the detail page opens. */
  preview?: (quote: TRow | null, close: () => void) => ReactNode;
}

/**
 * The saved quotes of a kind (D5, D18, D20): the header with the way to a new quote, search and status
 * in the address, the paged rows with their actions, both empty states and the deletion's question.
 * A kind supplies only its columns and texts.
 */
export function QuoteListShell<TRow extends QuoteListRow>({
  kind,
  createPath,
  texts,
  columns,
  backToDashboard = false,
  layout = 'auto',
  preview,
}: QuoteListShellProps<TRow>) {
  const { apiPath, path, capabilities } = quoteKindEntries[kind];
  const address = useListAddress();
  const { page, search } = address;
  const status = listStatusOf(address);
  const source = listSourceOf(address);
  const canDelete = useCan(capabilities.approve);
  const list = useKindQuoteList<TRow>(apiPath, {
    page,
    pageSize: QUOTE_LIST_PAGE_SIZE,
    status,
    source,
    search: search || undefined,
  });
  const deleteQuote = useDeleteKindQuote(apiPath, texts.deleted);
  const navigate = useNavigate();
  const phone = usePhoneLayout();
  const [previewing, setPreviewing] = useState<TRow | null>(null);
  const [deleting, setDeleting] = useState<TRow | null>(null);
  const confirmation = quoteDeleteConfirmation(kind, deleting?.quoteNumber ?? null);

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={backToDashboard ? '/dashboard' : undefined}
        backLabel={backToDashboard ? 'Powrót do strony głównej' : undefined}
        title={texts.title}
        subtitle={texts.subtitle}
        actions={
          <>
            {/* D26: the list as it is filtered now, as a file. */}
            <ExportLinks listApiPath={apiPath} filters={{ search, status, source }} />
            <Button as={Link} to={createPath}>
              <IconPlus size={16} />
              {texts.create}
            </Button>
          </>
        }
      />
      <PagedList
        address={address}
        query={list}
        searchLabel={texts.searchLabel}
        searchPlaceholder={texts.searchPlaceholder}
        filters={
          <StyledFilterGroup>
            <QuoteStatusFilter address={address} />
            <SourceFilter address={address} />
          </StyledFilterGroup>
        }
        resultText={foundQuotesLabel}
        loadingText={texts.loading}
        errorTitle="Błąd ładowania wycen"
        errorDescription={texts.errorDescription}
        empty={
          <QuoteListEmpty
            address={address}
            emptyDescription={texts.emptyDescription}
            emptyTitle={texts.emptyTitle}
            createTo={createPath}
            createLabel={texts.createFirst ?? texts.create}
          />
        }
        renderItems={(items) => (
          <DataTable
            aria-label={texts.rowsLabel}
            layout={layout}
            rows={items}
            rowKey={(quote) => quote.id}
            title={{
              header: 'Nr wyceny',
              cell: (quote) => (
                <StyledTitle>
                  <StyledNumber>{quote.quoteNumber}</StyledNumber>
                  <WebEnquiryBadge source={quote.source} />
                </StyledTitle>
              ),
            }}
            columns={columns}
            cardTitleLevel={2}
            // Chosen cards stay framed on a wide screen; on a phone every list is dense (issue 24).
            compactCards={layout === 'auto' || phone}
            actions={(quote) => (
              <QuoteRowActions
                quote={quote}
                onPreview={() => (preview ? setPreviewing(quote) : navigate(`${path}/${quote.id}`))}
                onEdit={() => navigate(`${path}/${quote.id}/edit`)}
                onPrint={() => openKindQuotePrint(apiPath, quote.id)}
                onDelete={canDelete ? () => setDeleting(quote) : undefined}
              />
            )}
          />
        )}
      />
      {preview?.(previewing, () => setPreviewing(null))}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={confirmation.title}
        description={confirmation.description}
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteQuote.mutateAsync(deleting.id) : undefined)}
      />
    </PageContainer>
  );
}
