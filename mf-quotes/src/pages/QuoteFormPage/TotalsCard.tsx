import { Card, CardContent, CardHeader, CardTitle, TotalsList } from '@ppp/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { LiveQuote } from './livePricing.ts';

export interface TotalsCardProps {
  live: LiveQuote;
  vatRate: string;
  currency: string;
  /** The form's buttons, under the totals. */
  children?: ReactNode;
}

const StyledPending = styled.p`
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

/** The quote's live net, VAT and gross (domain's quoteTotals over the items' engine totals). */
export function TotalsCard({ live, vatRate, currency, children }: TotalsCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Podsumowanie</CardTitle>
      </CardHeader>
      <CardContent>
        <TotalsList
          aria-label="Wartość wyceny"
          live
          testIdPrefix="live"
          totalNet={live.totals.totalNet}
          vatRate={vatRate}
          vatAmount={live.totals.vatAmount}
          totalGross={live.totals.totalGross}
          currency={currency}
        />
        {live.pending > 0 ? (
          <StyledPending>
            Nie wliczono pozycji bez wybranego sprzętu lub z niepoprawnymi wartościami ({live.pending}).
          </StyledPending>
        ) : null}
        {children ? <StyledActions>{children}</StyledActions> : null}
      </CardContent>
    </Card>
  );
}
