import { approveQuotesOf, can, viewAllQuotesOf } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Forbidden } from '../../http/errors.ts';

/** D1 for equipment quotes: the kind's staff see all; everybody else only what they created. */
export const seesAllQuotes = (user: SessionUser) => can(user.role, viewAllQuotesOf('equipment'));
export const approvesQuotes = (user: SessionUser) => can(user.role, approveQuotesOf('equipment'));

/** 403 'Brak uprawnień' (D1) for somebody else's quote; the UI's toast adds the area's own text. */
export function assertMayOpen(user: SessionUser, createdById: number | null) {
  if (!seesAllQuotes(user) && createdById !== user.id) throw new Forbidden();
}
