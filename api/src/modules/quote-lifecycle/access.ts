import { can, type QuoteKindEntry } from '@ppp/domain';
import type { SessionUser } from '../../auth/current-user.ts';
import { Forbidden } from '../../http/errors.ts';

/** D1 for every kind: the kind's staff see all its quotes; everybody else only what they created. */
export const seesAllQuotes = (user: SessionUser, kind: QuoteKindEntry) =>
  can(user.role, kind.capabilities.viewAll);
export const approvesQuotes = (user: SessionUser, kind: QuoteKindEntry) =>
  can(user.role, kind.capabilities.approve);

/** 403 'Brak uprawnień' (D1) for somebody else's quote; the UI's toast adds the area's own text. */
export function assertMayOpen(user: SessionUser, kind: QuoteKindEntry, createdById: number | null) {
  if (!seesAllQuotes(user, kind) && createdById !== user.id) throw new Forbidden();
}
