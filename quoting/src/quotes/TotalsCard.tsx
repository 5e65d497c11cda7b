import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { TotalsList } from './TotalsList.tsx';

const StyledNote = styled.div`
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

export interface TotalsCardProps {
  title: string;
  /** The figures' accessible name. */
  label: string;
  /** Figures that follow the form as it is filled in (announced politely), or a saved quote's. */
  live?: boolean;
  /** Test ids of the figures: `<prefix>-total-net`, … */
  testIdPrefix: string;
  totals: { totalNet: string; vatAmount: string; totalGross: string };
  vatRate: string;
  currency: string;
  /** Lines above the figures. */
  lead?: ReactNode;
  /** Muted lines under the figures. */
  note?: ReactNode;
  /** Buttons, under everything. */
  children?: ReactNode;
}

/** The one layout of every quote's totals card: a form's live one and a saved quote's summary. */
export function TotalsCard({
  title,
  label,
  live = false,
  testIdPrefix,
  totals,
  vatRate,
  currency,
  lead,
  note,
  children,
}: TotalsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {lead}
        <TotalsList
          aria-label={label}
          live={live}
          testIdPrefix={testIdPrefix}
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
