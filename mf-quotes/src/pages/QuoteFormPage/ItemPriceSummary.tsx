import { dayLabel, formatMoney, formatPercent } from '@ppp/domain';
import styled from 'styled-components';
import type { LivePrice } from './livePricing.ts';

export interface ItemPriceSummaryProps {
  live: LivePrice;
  quantity: number;
  days: number;
  currency: string;
  /** Its equipment was deleted from the catalogue: the saved value stays, never repriced (D8). */
  equipmentDeleted?: boolean;
}

const StyledSummary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space[1]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const StyledTotal = styled.p`
  margin-left: auto;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;

  span {
    margin-right: ${({ theme }) => theme.space[2]};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const StyledExcluded = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const hints: Record<Exclude<LivePrice['state'], 'priced' | 'stored' | 'saved' | 'invalid'>, string> = {
  empty: 'Wybierz sprzęt, aby obliczyć wartość pozycji.',
  loading: 'Obliczanie...',
};

/** The item's live figures from the domain engine: price per day, discount, rental and total. */
export function ItemPriceSummary({
  live,
  quantity,
  days,
  currency,
  equipmentDeleted,
}: ItemPriceSummaryProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  if (live.state === 'saved') {
    return (
      <StyledSummary>
        {equipmentDeleted ? null : (
          <span>Sprzęt jest nieaktywny — wartość zostanie przeliczona przy zapisie.</span>
        )}
        <StyledTotal>
          <span>{equipmentDeleted ? 'Zapisana wartość' : 'Ostatnio zapisana wartość'}</span>
          {money(live.totalPrice)}
        </StyledTotal>
      </StyledSummary>
    );
  }
  if (live.state === 'invalid') {
    return (
      <StyledSummary>
        <StyledExcluded role="status">Pozycja nie jest wliczona do sumy: {live.reason}</StyledExcluded>
      </StyledSummary>
    );
  }
  if (live.state !== 'priced' && live.state !== 'stored') {
    return (
      <StyledSummary>
        <span>{hints[live.state]}</span>
      </StyledSummary>
    );
  }
  const { price } = live;
  return (
    <StyledSummary>
      <StyledFacts>
        <div>
          <dt>Cena za dobę:</dt>
          <dd>{money(price.pricePerDay)}</dd>
        </div>
        <div>
          <dt>Rabat:</dt>
          <dd>{formatPercent(price.discountOverride ?? price.discountPercent)}</dd>
        </div>
        <div>
          <dt>Wynajem:</dt>
          <dd>
            {money(price.basePrice)} ({quantity} szt. × {dayLabel(days)})
          </dd>
        </div>
      </StyledFacts>
      <StyledTotal data-testid="item-total">
        <span>Wartość pozycji</span>
        {money(price.totalPrice)}
      </StyledTotal>
    </StyledSummary>
  );
}

const StyledLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** A closed item's figures on one line: how many for how long, and its value (or why it is not counted). */
export function ItemLine({ live, quantity, days, currency }: ItemPriceSummaryProps) {
  if (live.state === 'invalid') {
    return <StyledExcluded role="status">Pozycja nie jest wliczona do sumy: {live.reason}</StyledExcluded>;
  }
  const total =
    live.state === 'priced' || live.state === 'stored'
      ? live.price.totalPrice
      : live.state === 'saved'
        ? live.totalPrice
        : null;
  return (
    <StyledLine>
      <span>
        {quantity} szt.{Number.isFinite(days) ? ` × ${dayLabel(days)}` : ''}
      </span>
      {total !== null ? <strong data-testid="item-total">{formatMoney(total, currency)}</strong> : null}
    </StyledLine>
  );
}
