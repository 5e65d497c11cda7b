import {
  formatDateText,
  formatDateTimeLong,
  formatMoney,
  isKeptWhole,
  type QuoteHeader,
  type QuoteVersion,
  type QuoteVersionReason,
  quoteVersionMessages,
  quoteVersionReasonLabels,
} from '@ppp/domain';
import { Badge, type BadgeVariant, Button, Card, CardContent, CardHeader, CardTitle, Spinner } from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QuoteNotice } from './quoteLayout.ts';
import { VersionDiffView } from './VersionDiffView.tsx';
import { useQuoteVersions, useVersionComparisons, type VersionComparison } from './versionsApi.ts';

const reasonVariants: Record<QuoteVersionReason, BadgeVariant> = {
  created: 'neutral',
  edited: 'neutral',
  sent: 'primary',
  accepted: 'success',
  declined: 'danger',
};

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const StyledVersion = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.md};

  &[aria-current='true'] {
    border-left-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledFacts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

const StyledSectionTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledComparison = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const StyledState = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface QuoteVersionsViewProps {
  versions: readonly QuoteVersion[];
  /** The quote's current version. */
  currentVersion: number;
  currency: string;
  /** Versions saved while the quote was shared (the history's 'Zmieniono po wysłaniu'). */
  changedAfterSending: readonly number[];
  comparisons: readonly VersionComparison[];
}

/**
 * The state D23 names: the current version was saved after an earlier one went to the client. Null
 * when nothing was sent before it, or once the client decided on it.
 */
export function changedAfterSendingNotice(versions: readonly QuoteVersion[], currentVersion: number) {
  const current = versions.find((entry) => entry.version === currentVersion);
  if (current && (current.reason === 'accepted' || current.reason === 'declined')) return null;
  const sentBefore = versions
    .filter((entry) => entry.version < currentVersion && isKeptWhole(entry.reason))
    .at(-1)?.version;
  if (sentBefore === undefined) return null;
  return current?.reason === 'sent'
    ? `${quoteVersionMessages.changedAfterSending}: klient widzi już wersję ${currentVersion} (wcześniej otrzymał wersję ${sentBefore}).`
    : `${quoteVersionMessages.changedAfterSending}: klient otrzymał wersję ${sentBefore}, a wersja ${currentVersion} nie została mu jeszcze wysłana.`;
}

function ComparisonBody({ comparison, currency }: { comparison: VersionComparison; currency: string }) {
  if (comparison.isPending) {
    return (
      <StyledState>
        <Spinner size="sm" decorative /> Ładowanie zmian...
      </StyledState>
    );
  }
  if (comparison.isError) return <StyledState role="alert">Nie udało się wczytać treści wersji.</StyledState>;
  if (!comparison.diff) return <StyledState>Tych wersji nie można porównać.</StyledState>;
  return <VersionDiffView diff={comparison.diff} currency={currency} />;
}

/** The 'Wersje' card's content (D23): the versions newest first, then what changed between them. */
export function QuoteVersionsView({
  versions,
  currentVersion,
  currency,
  changedAfterSending,
  comparisons,
}: QuoteVersionsViewProps) {
  if (versions.length === 0) {
    return <StyledState>Wycena nie ma jeszcze zapisanych wersji.</StyledState>;
  }
  const notice = changedAfterSendingNotice(versions, currentVersion);
  return (
    <>
      {notice ? <QuoteNotice role="status">{notice}</QuoteNotice> : null}
      <StyledList aria-label="Wersje wyceny">
        {[...versions].reverse().map((entry) => (
          <StyledVersion key={entry.version} aria-current={entry.version === currentVersion}>
            <StyledTitleRow>
              <strong>Wersja {entry.version}</strong>
              <Badge variant={reasonVariants[entry.reason]}>{quoteVersionReasonLabels[entry.reason]}</Badge>
              {entry.version === currentVersion ? <Badge variant="outline">Bieżąca</Badge> : null}
              {changedAfterSending.includes(entry.version) ? (
                <Badge variant="warning">{quoteVersionMessages.changedAfterSending}</Badge>
              ) : null}
            </StyledTitleRow>
            <StyledFacts>
              {formatDateTimeLong(entry.createdAt)} · netto {formatMoney(entry.totalNet, currency)} · brutto{' '}
              {formatMoney(entry.totalGross, currency)}
              {entry.validUntil ? ` · ważna do ${formatDateText(entry.validUntil)}` : ''}
            </StyledFacts>
          </StyledVersion>
        ))}
      </StyledList>
      {comparisons.length > 0 ? (
        <StyledSection aria-labelledby="quote-version-changes">
          <StyledSectionTitle id="quote-version-changes">Zmiany między wersjami</StyledSectionTitle>
          {[...comparisons].reverse().map((comparison) => (
            <StyledComparison
              key={`${comparison.from}-${comparison.to}`}
              aria-label={`Wersja ${comparison.from} → wersja ${comparison.to}`}
            >
              <strong>
                Wersja {comparison.from} → wersja {comparison.to}
                {comparison.to === currentVersion ? ' (bieżąca)' : ''}
              </strong>
              <ComparisonBody comparison={comparison} currency={currency} />
            </StyledComparison>
          ))}
        </StyledSection>
      ) : null}
    </>
  );
}

export interface QuoteVersionsCardProps {
  /** The kind's API address (`/api/quotes`, …). */
  base: string;
  quote: QuoteHeader;
}

/** 'Wersje' on every kind's detail page (D23), with its loading, error and empty states. */
export function QuoteVersionsCard({ base, quote }: QuoteVersionsCardProps) {
  const query = useQuoteVersions(base, quote);
  const comparisons = useVersionComparisons(base, quote, query.data ?? []);
  const changedAfterSending = quote.history
    .filter((change) => change.comment === quoteVersionMessages.changedAfterSending)
    .map((change) => change.version);
  let body: ReactNode;
  if (query.data) {
    body = (
      <QuoteVersionsView
        versions={query.data}
        currentVersion={quote.version}
        currency={quote.currency}
        changedAfterSending={changedAfterSending}
        comparisons={comparisons}
      />
    );
  } else if (query.isPending) {
    body = (
      <StyledState role="status">
        <Spinner size="sm" decorative /> Ładowanie wersji...
      </StyledState>
    );
  } else {
    body = (
      <StyledState role="alert">
        Nie udało się wczytać wersji wyceny.
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          Spróbuj ponownie
        </Button>
      </StyledState>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Wersje</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
