import { formatMoney, formatPercent } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
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

const StyledTotals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space[2]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space[4]};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledGross = styled.div`
  display: contents;

  dt,
  dd {
    padding-top: ${({ theme }) => theme.space[2]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

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
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Podsumowanie</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledTotals aria-label="Wartość wyceny" aria-live="polite">
          <dt>Wartość netto</dt>
          <dd data-testid="live-total-net">{money(live.totals.totalNet)}</dd>
          <dt>VAT ({formatPercent(vatRate)})</dt>
          <dd data-testid="live-vat">{money(live.totals.vatAmount)}</dd>
          <StyledGross>
            <dt>Wartość brutto</dt>
            <dd data-testid="live-total-gross">{money(live.totals.totalGross)}</dd>
          </StyledGross>
        </StyledTotals>
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
