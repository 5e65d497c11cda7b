import { approveQuotesOf, can, viewAllQuotesOf } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Forbidden } from '../../http/errors.ts';

/** D1 for equipment quotes: the kind's staff see all; everybody else only what they created. */
export const seesAllQuotes = (user: SessionUser) => can(user.role, viewAllQuotesOf('equipment'));
export const approvesQuotes = (user: SessionUser) => can(user.role, approveQuotesOf('equipment'));

export const EQUIPMENT_QUOTES_DENIED =
  'Dostęp do wycen jest dostępny tylko dla pracowników i administratorów.';

export function assertMayOpen(user: SessionUser, createdById: number | null) {
  if (!seesAllQuotes(user) && createdById !== user.id) throw new Forbidden(EQUIPMENT_QUOTES_DENIED);
}
