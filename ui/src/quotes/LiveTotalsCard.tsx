import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '../components/Card/Card.tsx';
import { TotalsList } from './TotalsList.tsx';

const StyledNote = styled.p`
  margin-top: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[5]};
`;

export interface LiveTotalsCardProps {
  /** The card's heading: 'Podsumowanie', or the kind's own ('Kalkulacja kosztów'). */
  title?: string;
  /** The figures' accessible name ('Wartość wyceny'). */
  label: string;
  /** Net, VAT and gross as the form computes them while it is filled in (domain's quoteTotals). */
  totals: { totalNet: string; vatAmount: string; totalGross: string };
  vatRate: string;
  currency: string;
  /** The kind's own lines above the figures (the transport formula). */
  lead?: ReactNode;
  /** A note under the figures (items not yet counted). */
  note?: ReactNode;
  /** The form's buttons, under everything. */
  children?: ReactNode;
}

/**
 * The summary card of every kind's quote form: its live net, VAT and gross and its buttons (D18).
 * A saved quote shows its stored figures in QuoteSummaryCard instead.
 */
export function LiveTotalsCard({
  title = 'Podsumowanie',
  label,
  totals,
  vatRate,
  currency,
  lead,
  note,
  children,
}: LiveTotalsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {lead}
        <TotalsList
          aria-label={label}
          live
          testIdPrefix="live"
          totalNet={totals.totalNet}
          vatRate={vatRate}
          vatAmount={totals.vatAmount}
          totalGross={totals.totalGross}
          currency={currency}
        />
        {note ? <StyledNote>{note}</StyledNote> : null}
        {children ? <StyledActions>{children}</StyledActions> : null}
      </CardContent>
    </Card>
  );
}
