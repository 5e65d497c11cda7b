import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardContent, CardHeader, CardTitle } from '../components/Card/Card.tsx';
import { TotalsList } from './TotalsList.tsx';

const StyledFoot = styled.div`
  margin-top: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface QuoteSummaryCardProps {
  quote: { totalNet: string; vatRate: string; vatAmount: string; totalGross: string; currency: string };
  /** The kind's own lines under the figures (item count, last change). */
  children?: ReactNode;
}

/** 'Podsumowanie' of every kind's saved quote (D18): net, VAT and gross as the server stored them. */
export function QuoteSummaryCard({ quote, children }: QuoteSummaryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Podsumowanie</CardTitle>
      </CardHeader>
      <CardContent>
        <TotalsList
          aria-label="Podsumowanie wyceny"
          testIdPrefix="quote"
          totalNet={quote.totalNet}
          vatRate={quote.vatRate}
          vatAmount={quote.vatAmount}
          totalGross={quote.totalGross}
          currency={quote.currency}
        />
        {children ? <StyledFoot>{children}</StyledFoot> : null}
      </CardContent>
    </Card>
  );
}
