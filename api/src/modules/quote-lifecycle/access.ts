import { approveQuotesOf, can, type QuoteKind, viewAllQuotesOf } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Forbidden } from '../../http/errors.ts';

/** D1 for every kind: the kind's staff see all its quotes; everybody else only what they created. */
export const seesAllQuotes = (user: SessionUser, kind: QuoteKind) => can(user.role, viewAllQuotesOf(kind));
export const approvesQuotes = (user: SessionUser, kind: QuoteKind) => can(user.role, approveQuotesOf(kind));

/** 403 'Brak uprawnień' (D1) for somebody else's quote; the UI's toast adds the area's own text. */
export function assertMayOpen(user: SessionUser, kind: QuoteKind, createdById: number | null) {
  if (!seesAllQuotes(user, kind) && createdById !== user.id) throw new Forbidden();
}
