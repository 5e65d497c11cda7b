import { approveQuotesOf, lockNotice, type QuoteKind } from '@ppp/domain';
import { useCan } from '@ppp/ui';

/**
 * The lock notice of a quote in this status (D3): 'Wycena jest zatwierdzona…' or 'Wycena jest
 * odrzucona…', with how to reopen it for those who may; null while the quote is not locked.
 */
export function useLockNotice(status: string, kind: QuoteKind): string | null {
  return lockNotice(status, useCan(approveQuotesOf(kind)));
}
