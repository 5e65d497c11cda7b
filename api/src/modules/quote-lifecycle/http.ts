import { quoteVersion } from '@ppp/domain';
import type { AppContext } from '../../http/context.ts';

/** A quote's detail answer, with its version as the entity tag (If-Match on edits, D5). */
export function withVersion<T extends { updatedAt: string }>(ctx: AppContext, quote: T) {
  ctx.set('ETag', quoteVersion(quote.updatedAt));
  return quote;
}
