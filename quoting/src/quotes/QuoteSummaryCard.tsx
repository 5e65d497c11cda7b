import type { ReactNode } from 'react';
import { TotalsCard } from './TotalsCard.tsx';

export interface QuoteSummaryCardProps {
  quote: { totalNet: string; vatRate: string; vatAmount: string; totalGross: string; currency: string };
  /** The kind's own lines under the figures (item count, last change). */
  children?: ReactNode;
}

/** 'Podsumowanie' of every kind's saved quote (D18): net, VAT and gross as the server stored them. */
export function QuoteSummaryCard({ quote, children }: QuoteSummaryCardProps) {
  return (
    <TotalsCard
      title="Podsumowanie"
      label="Podsumowanie wyceny"
      testIdPrefix="quote"
      totals={quote}
      vatRate={quote.vatRate}
      currency={quote.currency}
      note={children}
    />
  );
}
