import { formatDate, formatMoney, isLockedStatus, type QuoteListItem, rentalPeriodLabel } from '@ppp/domain';
import {
  IconButton,
  IconEdit,
  IconEye,
  IconPrinter,
  IconTrash,
  StatusBadge,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { openQuotePrint } from '../../api.ts';

export interface QuotesTableProps {
  quotes: QuoteListItem[];
  /** Whether the delete action is offered (approvers, D1). */
  canDelete: boolean;
  onDelete: (quote: QuoteListItem) => void;
}

const StyledActions = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledNumber = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
`;

const StyledMoney = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const lockedHint = 'Zatwierdzonej lub odrzuconej wyceny nie można zmieniać. Najpierw otwórz ją ponownie.';

export const clientLabel = (quote: QuoteListItem) =>
  quote.client.companyName || quote.client.contactPerson || 'Klient bez nazwy';

/** The rows of 'Zarządzanie Wycenami' with their actions: view, edit, print, delete. */
export function QuotesTable({ quotes, canDelete, onDelete }: QuotesTableProps) {
  const navigate = useNavigate();
  return (
    <Table aria-label="Wyceny sprzętu">
      <THead>
        <Tr>
          <Th>Nr wyceny</Th>
          <Th>Klient</Th>
          <Th>Data utworzenia</Th>
          <Th>Okres wynajmu</Th>
          <Th align="right">Wartość netto</Th>
          <Th>Status</Th>
          <Th align="right">Akcje</Th>
        </Tr>
      </THead>
      <TBody>
        {quotes.map((quote) => {
          const locked = isLockedStatus(quote.status);
          return (
            <Tr key={quote.id}>
              <Td>
                <StyledNumber>{quote.quoteNumber}</StyledNumber>
              </Td>
              <Td>{clientLabel(quote)}</Td>
              <Td muted>{formatDate(quote.createdAt)}</Td>
              <Td muted>{quote.itemCount > 0 ? rentalPeriodLabel(quote.maxRentalPeriodDays) : '—'}</Td>
              <Td align="right">
                <StyledMoney>{formatMoney(quote.totalNet, quote.currency)}</StyledMoney>
              </Td>
              <Td>
                <StatusBadge status={quote.status} />
              </Td>
              <Td align="right">
                <StyledActions>
                  <IconButton
                    size="sm"
                    icon={<IconEye />}
                    aria-label={`Podgląd wyceny ${quote.quoteNumber}`}
                    onClick={() => navigate(`/quotes/${quote.id}`)}
                  />
                  <IconButton
                    size="sm"
                    icon={<IconEdit />}
                    aria-label={`Edytuj wycenę ${quote.quoteNumber}`}
                    title={locked ? lockedHint : undefined}
                    disabled={locked}
                    onClick={() => navigate(`/quotes/${quote.id}/edit`)}
                  />
                  <IconButton
                    size="sm"
                    icon={<IconPrinter />}
                    aria-label={`Drukuj wycenę ${quote.quoteNumber}`}
                    onClick={() => openQuotePrint(quote.id)}
                  />
                  {canDelete ? (
                    <IconButton
                      size="sm"
                      icon={<IconTrash />}
                      aria-label={`Usuń wycenę ${quote.quoteNumber}`}
                      title={locked ? lockedHint : undefined}
                      disabled={locked}
                      onClick={() => onDelete(quote)}
                    />
                  ) : null}
                </StyledActions>
              </Td>
            </Tr>
          );
        })}
      </TBody>
    </Table>
  );
}
