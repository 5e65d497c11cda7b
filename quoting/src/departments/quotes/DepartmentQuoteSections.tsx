import {
  type DepartmentConfig,
  type DepartmentQuoteDetail,
  dayLabel,
  formatMoney,
  formatPercent,
} from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import styled from 'styled-components';
import { QuoteClientCard } from '../../quotes/QuoteClientCard.tsx';
import { QuoteFactsCard } from '../../quotes/QuoteFactsCard.tsx';
import { QuoteHistoryCard } from '../../quotes/QuoteHistoryCard.tsx';
import { QuoteSummaryCard } from '../../quotes/QuoteSummaryCard.tsx';
import { useChangeKindQuoteStatus } from '../../quotes/quoteKindApi.ts';
import { QuoteColumns, QuoteStack } from '../../quotes/quoteLayout.ts';

const StyledItems = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

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

const StyledNotes = styled.p`
  white-space: pre-wrap;
`;

export interface DepartmentQuoteSectionsProps {
  config: DepartmentConfig;
  quote: DepartmentQuoteDetail;
}

/** Everything an electrical or general quote holds (D8, D14, D18): facts, status, items, client, totals, history. */
export function DepartmentQuoteSections({ config, quote }: DepartmentQuoteSectionsProps) {
  const changeStatus = useChangeKindQuoteStatus<DepartmentQuoteDetail>(config.api.quotes, quote.id);
  const money = (amount: string) => formatMoney(amount, quote.currency);
  return (
    <QuoteColumns>
      <QuoteStack>
        <QuoteFactsCard quote={quote} kind={config.kind} change={changeStatus} />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Pozycje ({quote.itemCount})</CardTitle>
          </CardHeader>
          <CardContent>
            <StyledItems aria-label="Pozycje wyceny">
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
            </StyledItems>
          </CardContent>
        </Card>
        {quote.notes ? (
          <Card>
            <CardHeader>
              <CardTitle as="h2">Uwagi</CardTitle>
            </CardHeader>
            <CardContent>
              <StyledNotes>{quote.notes}</StyledNotes>
            </CardContent>
          </Card>
        ) : null}
        <QuoteHistoryCard history={quote.history} />
      </QuoteStack>
      <QuoteStack>
        <QuoteClientCard client={quote.client} />
        <QuoteSummaryCard quote={quote} />
      </QuoteStack>
    </QuoteColumns>
  );
}
