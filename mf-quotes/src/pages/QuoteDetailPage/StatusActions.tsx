import type { QuoteDetail } from '@ppp/domain';
import { Button, toastSuccess, useCan } from '@ppp/ui';
import styled from 'styled-components';
import { useChangeQuoteStatus } from '../../api.ts';
import { statusActionsFor } from './statusActions.ts';

export interface StatusActionsProps {
  quote: QuoteDetail;
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The buttons of the D3 transitions this user may make from the quote's status. */
export function StatusActions({ quote }: StatusActionsProps) {
  const canApprove = useCan('quotes.equipment:approve');
  const change = useChangeQuoteStatus(quote.id);
  const actions = statusActionsFor(quote.status, canApprove);
  if (actions.length === 0) return null;
  return (
    <StyledActions role="group" aria-label="Zmiana statusu">
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.variant}
          loading={change.isPending && change.variables === action.to}
          disabled={change.isPending}
          onClick={() => change.mutate(action.to, { onSuccess: () => toastSuccess(action.success) })}
        >
          {action.label}
        </Button>
      ))}
    </StyledActions>
  );
}
