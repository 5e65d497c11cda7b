import { costLines, dayLabel, formatMoney, formatPercent, parseItemNotes, type QuoteItem } from '@ppp/domain';
import { AvailabilityLink } from '@ppp/quoting';
import styled from 'styled-components';

export interface QuoteItemViewProps {
  item: QuoteItem;
  currency: string;
  /** The quote's first rental day: the item's availability page opens on its month (D21). */
  startsOn: string | null;
}

const StyledItem = styled.li`
  padding: ${({ theme }) => theme.space[4]} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
    padding-top: 0;
  }
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  align-items: flex-start;
`;

const StyledName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledMuted = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTotal = styled.div`
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledCostLines = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[3]};
    padding: 2px 0;
  }
  li span:last-child {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

const StyledNotes = styled.div`
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;

  strong {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

/**
 * One saved item: figures, every cost line switched on with a non-zero total, its notes, and the way
 * to its equipment's availability (D21).
 */
export function QuoteItemView({ item, currency, startsOn }: QuoteItemViewProps) {
  const money = (amount: string) => formatMoney(amount, currency);
  const lines = costLines(item, item.extras);
  const notes = parseItemNotes(item.notes).userNotes;
  const discount = item.discountOverride ?? item.discountPercent;
  return (
    <StyledItem>
      <StyledHead>
        <div>
          <StyledName>{item.equipment.name}</StyledName>
          <StyledMuted>
            {[item.equipment.category.name, item.equipment.model].filter(Boolean).join(' · ')}
          </StyledMuted>
          {item.equipmentId !== null ? (
            <AvailabilityLink
              kind="equipment"
              equipmentId={item.equipmentId}
              itemName={item.equipment.name}
              month={startsOn}
              appearance="link"
            />
          ) : null}
        </div>
        <StyledTotal>
          {money(item.totalPrice)}
          <StyledMuted>
            {item.quantity} szt. × {dayLabel(item.rentalPeriodDays)}
          </StyledMuted>
        </StyledTotal>
      </StyledHead>
      <StyledFigures>
        <div>
          <dt>Cena za dobę</dt>
          <dd>{money(item.pricePerDay)}</dd>
        </div>
        <div>
          <dt>{item.discountOverride !== null ? 'Rabat (ręczny)' : 'Rabat'}</dt>
          <dd>{formatPercent(discount)}</dd>
        </div>
        <div>
          <dt>Okres wynajmu</dt>
          <dd>{dayLabel(item.rentalPeriodDays)}</dd>
        </div>
        <div>
          <dt>Wynajem</dt>
          <dd>{money(item.basePrice)}</dd>
        </div>
      </StyledFigures>
      {lines.length > 0 ? (
        <StyledCostLines aria-label={`Koszty dodatkowe: ${item.equipment.name}`}>
          {lines.map((line) => (
            <li key={line.key}>
              <span>{line.label}</span>
              <span>{money(line.amount)}</span>
            </li>
          ))}
        </StyledCostLines>
      ) : null}
      {notes ? (
        <StyledNotes>
          <strong>Uwagi</strong>
          {notes}
        </StyledNotes>
      ) : null}
    </StyledItem>
  );
}
