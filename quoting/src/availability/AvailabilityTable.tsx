import { type AvailabilityHolding, type EquipmentAvailability, formatDateText } from '@ppp/domain';
import { Table, TBody, Td, THead, Th, Tr, visuallyHidden } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { anonymousLabel, clientLabel, quotePath, statusLabel } from './holdingText.ts';
import { weekdayOf } from './month.ts';

export interface AvailabilityTableProps {
  days: EquipmentAvailability['days'];
  holdings: AvailabilityHolding[];
  /** What the tables show: 'Marzec 2027'. */
  label: string;
}

const StyledTables = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const StyledCaption = styled.caption`
  ${visuallyHidden}
`;

const StyledShort = styled.strong`
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** The timeline's figures as tables (D21 'readable as a table'): each day's units, then the holdings. */
export function AvailabilityTable({ days, holdings, label }: AvailabilityTableProps) {
  return (
    <StyledTables>
      <section aria-labelledby="availability-holdings-title">
        <h3 id="availability-holdings-title">Rezerwacje</h3>
        {holdings.length === 0 ? (
          <p>Brak rezerwacji w tym miesiącu</p>
        ) : (
          <Table aria-label={`Rezerwacje: ${label}`}>
            <StyledCaption>{`Rezerwacje: ${label}`}</StyledCaption>
            <THead>
              <Tr>
                <Th>Wycena</Th>
                <Th>Klient</Th>
                <Th>Status</Th>
                <Th align="right">Sztuki</Th>
                <Th>Od</Th>
                <Th>Do</Th>
              </Tr>
            </THead>
            <TBody>
              {holdings.map((holding, index) => (
                <Tr key={`${holding.quote?.id ?? `h${index}`}-${holding.startsOn}-${holding.endsOn}`}>
                  <Td>
                    {holding.quote ? (
                      <Link to={quotePath(holding.quote)}>{holding.quote.quoteNumber}</Link>
                    ) : (
                      anonymousLabel(holding.status)
                    )}
                  </Td>
                  <Td>{holding.quote ? clientLabel(holding.quote) : '—'}</Td>
                  <Td>{statusLabel(holding.status)}</Td>
                  <Td align="right">{holding.units}</Td>
                  <Td>{formatDateText(holding.startsOn)}</Td>
                  <Td>{formatDateText(holding.endsOn)}</Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </section>
      <section aria-labelledby="availability-days-title">
        <h3 id="availability-days-title">Dni</h3>
        <Table aria-label={`Dostępność w dniach: ${label}`}>
          <StyledCaption>{`Dostępność w dniach: ${label}`}</StyledCaption>
          <THead>
            <Tr>
              <Th>Data</Th>
              <Th align="right">Wolne</Th>
              <Th align="right">Zatwierdzone</Th>
              <Th align="right">Wstępne</Th>
            </Tr>
          </THead>
          <TBody>
            {days.map((day) => (
              <Tr key={day.date}>
                <Td>
                  {formatDateText(day.date)} ({weekdayOf(day.date).name})
                </Td>
                <Td align="right">{day.free <= 0 ? <StyledShort>{day.free}</StyledShort> : day.free}</Td>
                <Td align="right">{day.approved}</Td>
                <Td align="right">{day.tentative}</Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </section>
    </StyledTables>
  );
}
