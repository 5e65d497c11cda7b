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

const STATUS_ACTIONS_ID = 'quote-status-actions';

/**
 * The button just used is replaced by the new status's buttons: the focus goes to the first of
 * them, or to the page heading when the new status offers none, instead of being lost.
 */
function keepFocusAfterChange(framesLeft = 10) {
  requestAnimationFrame(() => {
    const next = document.querySelector<HTMLElement>(`#${STATUS_ACTIONS_ID} button:not([disabled])`);
    if (next) return next.focus();
    // The new buttons may render a frame or two later.
    if (framesLeft > 0) return keepFocusAfterChange(framesLeft - 1);
    const heading = document.querySelector<HTMLElement>('h1');
    heading?.setAttribute('tabindex', '-1');
    heading?.focus();
  });
}

/** The buttons of the D3 transitions this user may make from the quote's status. */
export function StatusActions({ quote }: StatusActionsProps) {
  const canApprove = useCan('quotes.equipment:approve');
  const change = useChangeQuoteStatus(quote.id);
  const actions = statusActionsFor(quote.status, canApprove);
  if (actions.length === 0) return null;
  return (
    <StyledActions role="group" aria-label="Zmiana statusu" id={STATUS_ACTIONS_ID}>
      {actions.map((action) => (
        <Button
          key={action.to}
          size="sm"
          variant={action.variant}
          loading={change.isPending && change.variables === action.to}
          disabled={change.isPending}
          onClick={() =>
            change.mutate(action.to, {
              onSuccess: () => {
                toastSuccess(action.success);
                keepFocusAfterChange();
              },
            })
          }
        >
          {action.label}
        </Button>
      ))}
    </StyledActions>
  );
}
