import { approveQuotesOf, type QuoteKind, type QuoteStatus } from '@ppp/domain';
import { Button, toastSuccess, useCan } from '@ppp/ui';
import styled from 'styled-components';
import { statusActionsFor, successText } from './statusActions.ts';

/** What the buttons need of the kind's status mutation (a react-query mutation of the new status). */
export interface StatusChange {
  isPending: boolean;
  variables: QuoteStatus | undefined;
  mutate: (to: QuoteStatus, options: { onSuccess: (changed: { passedTo?: string[] }) => void }) => void;
}

export interface StatusActionsProps {
  status: QuoteStatus;
  /** Whose approve capability opens approving and rejecting (D1, D18). */
  kind: QuoteKind;
  change: StatusChange;
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

/** The buttons of the D3 transitions this user may make from the quote's status, for every kind (D18). */
export function StatusActions({ status, kind, change }: StatusActionsProps) {
  const canApprove = useCan(approveQuotesOf(kind));
  const actions = statusActionsFor(status, canApprove);
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
              onSuccess: (changed) => {
                toastSuccess(successText(action, changed.passedTo));
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
