import { type QuoteStatus, statusTransitions } from '@ppp/domain';

export interface StatusAction {
  to: QuoteStatus;
  label: string;
  success: string;
  variant: 'primary' | 'outline' | 'destructive';
}

/** The wording of each D3 transition, from the current status to the next. */
function describe(from: QuoteStatus, to: QuoteStatus): Omit<StatusAction, 'to'> {
  if (to === 'pending') {
    return {
      label: 'Przekaż do zatwierdzenia',
      success: 'Przekazano do zatwierdzenia',
      variant: 'primary',
    };
  }
  if (to === 'approved')
    return { label: 'Zatwierdź', success: 'Wycena została zatwierdzona', variant: 'primary' };
  if (to === 'rejected')
    return { label: 'Odrzuć', success: 'Wycena została odrzucona', variant: 'destructive' };
  return from === 'pending'
    ? {
        label: 'Cofnij do wersji roboczej',
        success: 'Wycena wróciła do wersji roboczej',
        variant: 'outline',
      }
    : { label: 'Otwórz ponownie', success: 'Wycena została otwarta ponownie', variant: 'outline' };
}

/**
 * The status changes the user may make now: every D3 transition from the status, those needing
 * the approve capability only for approvers. (Whoever sees the quote may edit it, D1.)
 */
export function statusActionsFor(status: QuoteStatus, canApprove: boolean): StatusAction[] {
  return Object.entries(statusTransitions[status] ?? {})
    .filter(([, needs]) => needs === 'edit' || canApprove)
    .map(([to]) => ({ to: to as QuoteStatus, ...describe(status, to as QuoteStatus) }));
}

/** The toast of a change made: a quote passed on names whom it was passed to (D22). */
export const successText = (
  action: Pick<StatusAction, 'to' | 'success'>,
  passedTo: readonly string[] = [],
) =>
  action.to === 'pending' && passedTo.length > 0
    ? `${action.success}: ${passedTo.join(', ')}`
    : action.success;
