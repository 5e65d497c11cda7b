import { type QuoteHeader, type QuoteKind, quoteKindEntries } from '@ppp/domain';
import {
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  PageContainer,
  PageHeader,
  useCan,
  WebEnquiryBadge,
} from '@ppp/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { QuoteAssessmentLink } from '../assessments/AssessmentNotice.tsx';
import { ClientDecisionCard } from './ClientDecisionCard.tsx';
import { QuoteClientCard } from './QuoteClientCard.tsx';
import { QuoteDetailActions } from './QuoteDetailActions.tsx';
import { QuoteFactsCard } from './QuoteFactsCard.tsx';
import { QuoteHistoryCard } from './QuoteHistoryCard.tsx';
import { QuoteSummaryCard } from './QuoteSummaryCard.tsx';
import { QuoteVersionsCard } from './QuoteVersionsCard.tsx';
import {
  openKindQuotePrint,
  useChangeKindQuoteStatus,
  useDeleteKindQuote,
  useFreshWhileOpen,
} from './quoteKindApi.ts';
import { QuoteColumns, QuoteStack } from './quoteLayout.ts';

const StyledNotes = styled.p`
  white-space: pre-wrap;
`;

/** The subtitle with a web enquiry's badge after it (D22). */
const StyledSubtitle = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export interface QuoteDetailSectionsProps {
  /** The kind (D20): its address and its status actions come from the registry. */
  kind: QuoteKind;
  quote: QuoteHeader;
  /** The kind's own facts after the shared ones, e.g. ['Schemat cenowy', name]. */
  extraFacts?: [string, ReactNode][];
  /** The title of the kind's items card ('Pozycje wyceny (2 pozycje)', 'Trasa'). */
  itemsTitle: string;
  /** What the kind's items card holds: its items, or a transport's route. */
  items: ReactNode;
  /** The kind's lines under the totals (item count, last change). */
  summaryNote?: ReactNode;
  /** 'page': two columns; 'dialog': one column, as in a list's preview. */
  layout?: 'page' | 'dialog';
}

/**
 * Everything a saved quote of any kind holds (D18, D20), laid out once: the client's decision (D22),
 * its facts with the status actions the user may take, the kind's items, notes, client, totals,
 * history and, on the page, its versions (D23).
 */
export function QuoteDetailSections({
  kind,
  quote,
  extraFacts,
  itemsTitle,
  items,
  summaryNote,
  layout = 'page',
}: QuoteDetailSectionsProps) {
  const changeStatus = useChangeKindQuoteStatus<QuoteHeader>(quoteKindEntries[kind].apiPath, quote.id);
  // A client's decision on its page shows here without a reload (D22).
  useFreshWhileOpen(quoteKindEntries[kind].apiPath, quote);
  const main = (
    <>
      <QuoteFactsCard quote={quote} kind={kind} change={changeStatus} extraRows={extraFacts} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">{itemsTitle}</CardTitle>
        </CardHeader>
        <CardContent>{items}</CardContent>
      </Card>
      {quote.notes ? (
        <Card>
          <CardHeader>
            {/* The same card as the form's notes (D20), shown only when the quote has some. */}
            <CardTitle as="h2">Uwagi do wyceny</CardTitle>
          </CardHeader>
          <CardContent>
            <StyledNotes>{quote.notes}</StyledNotes>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
  const side = (
    <>
      <QuoteClientCard client={quote.client} />
      <QuoteSummaryCard quote={quote}>{summaryNote}</QuoteSummaryCard>
    </>
  );
  const history = <QuoteHistoryCard history={quote.history} />;
  // D22: the client's decision comes first, above everything else the quote holds.
  const decision = <ClientDecisionCard history={quote.history} />;
  if (layout === 'dialog') {
    return (
      <QuoteStack>
        {decision}
        {main}
        {side}
        {history}
      </QuoteStack>
    );
  }
  return (
    <QuoteStack>
      {decision}
      <QuoteColumns>
        <QuoteStack>
          {main}
          {history}
          <QuoteVersionsCard base={quoteKindEntries[kind].apiPath} quote={quote} />
        </QuoteStack>
        <QuoteStack>{side}</QuoteStack>
      </QuoteColumns>
    </QuoteStack>
  );
}

export interface QuoteDetailShellProps extends Omit<QuoteDetailSectionsProps, 'layout'> {
  /** The back link's text; it leads to the kind's list. */
  backLabel: string;
  /** Under the title 'Wycena … {number}': 'Szczegóły wyceny', the route, the company. */
  subtitle?: string;
}

/**
 * The detail page of a saved quote of every kind (D18, D20): the header with the number, print, PDF,
 * sharing, duplicate, edit and delete, then the sections. A kind supplies only what differs.
 */
export function QuoteDetailShell({ backLabel, subtitle, ...sections }: QuoteDetailShellProps) {
  const { quote } = sections;
  const { apiPath, path, label, capabilities } = quoteKindEntries[sections.kind];
  // 'Usuń' for the kind's approvers (D1), on every kind's page (D20).
  const canDelete = useCan(capabilities.approve);
  const deleteQuote = useDeleteKindQuote(apiPath);
  const navigate = useNavigate();
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={path}
        backLabel={backLabel}
        title={`${label} ${quote.quoteNumber}`}
        subtitle={
          quote.source ? (
            <StyledSubtitle>
              {subtitle}
              <WebEnquiryBadge source={quote.source} />
            </StyledSubtitle>
          ) : (
            subtitle
          )
        }
        actions={
          <QuoteDetailActions
            status={quote.status}
            kind={sections.kind}
            quoteNumber={quote.quoteNumber}
            pdfUrl={`${apiPath}/${quote.id}/pdf`}
            sharing={{ ...quote, base: apiPath }}
            duplicate={{ base: apiPath, id: quote.id, editPath: (id) => `${path}/${id}/edit` }}
            onPrint={() => openKindQuotePrint(apiPath, quote.id)}
            onClientPrint={() => openKindQuotePrint(apiPath, quote.id, true)}
            editPath={`${path}/${quote.id}/edit`}
            onDelete={
              canDelete
                ? () => deleteQuote.mutateAsync(quote.id).then(() => navigate(path, { replace: true }))
                : undefined
            }
          />
        }
      />
      <QuoteAssessmentLink assessmentId={quote.assessmentId} />
      <QuoteDetailSections {...sections} />
    </PageContainer>
  );
}
