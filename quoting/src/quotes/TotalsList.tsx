import { formatMoney, formatPercent } from '@ppp/domain';
import styled from 'styled-components';

export interface TotalsListProps {
  totalNet: string;
  vatRate: string;
  vatAmount: string;
  totalGross: string;
  currency: string;
  'aria-label': string;
  /** Prefix of the test ids (`{prefix}-total-net`, `{prefix}-vat`, `{prefix}-total-gross`). */
  testIdPrefix: string;
  /** Announce changes (the live totals of the form). */
  live?: boolean;
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
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** Net, VAT and gross of a quote, as the detail page and the form's live summary show them. */
export function TotalsList({
  totalNet,
  vatRate,
  vatAmount,
  totalGross,
  currency,
  testIdPrefix,
  live = false,
  'aria-label': label,
}: TotalsListProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <StyledTotals aria-label={label} aria-live={live ? 'polite' : undefined}>
      <dt>Wartość netto</dt>
      <dd data-testid={`${testIdPrefix}-total-net`}>{money(totalNet)}</dd>
      <dt>VAT ({formatPercent(vatRate)})</dt>
      <dd data-testid={`${testIdPrefix}-vat`}>{money(vatAmount)}</dd>
      <StyledGross>
        <dt>Wartość brutto</dt>
        <dd data-testid={`${testIdPrefix}-total-gross`}>{money(totalGross)}</dd>
      </StyledGross>
    </StyledTotals>
  );
}
