import {
  type Department,
  type DepartmentQuoteDetail,
  dayLabel,
  formatMoney,
  formatPercent,
} from '@ppp/domain';
import styled from 'styled-components';
import { AvailabilityLink } from '../../availability/AvailabilityLink.tsx';
import { QuoteItemList } from '../../quotes/quoteLayout.ts';

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[1]} ${({ theme }) => theme.space[4]};
  padding-bottom: ${({ theme }) => theme.space[3]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
    padding-bottom: 0;
  }

  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  strong {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const StyledLines = styled.ul`
  grid-column: 1 / -1;
  margin: 0;
  padding-left: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

const StyledAvailability = styled.div`
  margin-top: ${({ theme }) => theme.space[1]};
`;

export interface DepartmentQuoteItemsProps {
  quote: DepartmentQuoteDetail;
  /** Whose catalogue the items are of: their availability pages (D21). */
  kind: Department;
}

/**
 * An electrical or general quote's items as saved (D8, D14): each with its extras and notes, and the
 * way to its equipment's availability (D21).
 */
export function DepartmentQuoteItems({ quote, kind }: DepartmentQuoteItemsProps) {
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return (
    <QuoteItemList as="ol" aria-label="Pozycje wyceny">
      {quote.items.map((item) => (
        <StyledItem key={item.id}>
          <div>
            <h3>{item.equipment.name}</h3>
            <span>
              {item.quantity} szt. × {dayLabel(item.rentalPeriodDays)} × {money(item.dayPrice)}/doba
              {Number(item.discountPercent) > 0
                ? ` (bazowa ${money(item.pricePerDay)}, rabat ${formatPercent(item.discountPercent)})`
                : ''}
            </span>
            {item.equipmentId !== null ? (
              <StyledAvailability>
                <AvailabilityLink
                  kind={kind}
                  equipmentId={item.equipmentId}
                  itemName={item.equipment.name}
                  month={quote.startsOn}
                  appearance="link"
                />
              </StyledAvailability>
            ) : null}
          </div>
          <strong>{money(item.totalPrice)}</strong>
          {item.selectedAdditionalEquipment.length > 0 || item.notes ? (
            <StyledLines>
              {item.selectedAdditionalEquipment.map((extra) => (
                <li key={extra.id}>
                  {extra.name}: {extra.quantity} szt. × {dayLabel(item.rentalPeriodDays)} ×{' '}
                  {money(extra.pricePerDay)} = {money(extra.totalPrice)}
                </li>
              ))}
              {item.notes ? <li>Uwagi: {item.notes}</li> : null}
            </StyledLines>
          ) : null}
        </StyledItem>
      ))}
    </QuoteItemList>
  );
}
