import { can, type QuoteKindEntry, quoteKinds, viewAllQuotesOf } from '@ppp/domain';
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

/**
 * D1 as a condition on `quote` rows, for lists that name quotes of every kind (a client's, an
 * assessment's): the kinds whose quotes the user sees all of, and their own of the others. Its two
 * `?` take seenQuoteParams.
 */
export const seenQuoteCondition = '(kind = any(?::text[]) or created_by_id = ?)';
export const seenQuoteParams = (user: SessionUser) => [
  // A Postgres array literal: the driver would spread a JS array into a list (kinds are a closed list).
  `{${quoteKinds.filter((kind) => can(user.role, viewAllQuotesOf(kind))).join(',')}}`,
  user.id,
];
