import {
  dayLabel,
  formatDateLong,
  formatDayLong,
  isLockedStatus,
  type QuoteKind,
  type QuoteStatus,
  quoteAuthorLabel,
} from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, IconInfo, InfoList, StatusBadge } from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { QuoteNotice } from './quoteLayout.ts';
import { StatusActions, type StatusChange } from './StatusActions.tsx';
import { useLockNotice } from './useLockNotice.ts';

const StyledStatusBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface QuoteFactsCardProps {
  quote: Parameters<typeof quoteAuthorLabel>[0] & {
    quoteNumber: string;
    status: QuoteStatus;
    createdAt: string;
    /** D21: the first rental day and the default period (older answers may lack them). */
    startsOn?: string | null;
    rentalDays?: number | null;
    /** D23: the version, and the day the offer is valid to (kept once sent, else from today). */
    version?: number;
    validUntil?: string | null;
    validUntilFixed?: boolean;
  };
  kind: QuoteKind;
  /** The kind's status mutation. */
  change: StatusChange;
  /** The kind's own facts after the shared ones, e.g. ['Schemat cenowy', name]. */
  extraRows?: [string, ReactNode][];
}

/**
 * 'Szczegóły wyceny' of every kind (D3, D18): number, status, date and author, then the lock notice
 * of a locked quote and the status changes the user may make.
 */
export function QuoteFactsCard({ quote, kind, change, extraRows = [] }: QuoteFactsCardProps) {
  const lockNotice = useLockNotice(quote.status, kind);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Szczegóły wyceny</CardTitle>
      </CardHeader>
      <CardContent>
        <InfoList
          rows={[
            ['Numer wyceny', quote.quoteNumber],
            ['Status', <StatusBadge key="status" status={quote.status} />],
            ['Data utworzenia', formatDateLong(quote.createdAt)],
            ['Utworzył(a)', quoteAuthorLabel(quote)],
            // D21: when the rental starts, or 'Bez terminu' (it then reserves nothing).
            ['Termin', quote.startsOn ? formatDayLong(quote.startsOn) : 'Bez terminu'],
            ...(quote.rentalDays
              ? ([['Okres wynajmu', dayLabel(quote.rentalDays)]] as [string, ReactNode][])
              : []),
            ...(quote.version === undefined
              ? []
              : ([['Wersja', String(quote.version)]] as [string, ReactNode][])),
            // A decided quote never sent has no offer to be valid.
            ...(quote.validUntil && (quote.validUntilFixed || !isLockedStatus(quote.status))
              ? ([
                  [
                    'Ważna do',
                    quote.validUntilFixed
                      ? formatDayLong(quote.validUntil)
                      : `${formatDayLong(quote.validUntil)} (jeśli zostanie wysłana dziś)`,
                  ],
                ] as [string, ReactNode][])
              : []),
            ...extraRows,
          ]}
        />
        <StyledStatusBlock>
          {isLockedStatus(quote.status) ? (
            <QuoteNotice>
              <IconInfo size={16} />
              {lockNotice}
            </QuoteNotice>
          ) : null}
          <StatusActions status={quote.status} kind={kind} change={change} />
        </StyledStatusBlock>
      </CardContent>
    </Card>
  );
}
