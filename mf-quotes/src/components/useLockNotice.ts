import { quoteMessages } from '@ppp/domain';
import { useCan } from '@ppp/ui';

/** The lock notice of an approved or rejected quote (D3): how to reopen it, for those who may. */
export function useLockNotice(): string {
  return useCan('quotes.equipment:approve') ? quoteMessages.locked : quoteMessages.lockedForViewer;
}
