// The versions of a quote (D23) as every kind's detail page reads them: the list, and the whole
// content of the kept ones (sent or decided) to compare.

import {
  diffQuoteVersions,
  isKeptWhole,
  type QuoteHeader,
  type QuoteVersion,
  type VersionDiff,
} from '@ppp/domain';
import { apiRequest } from '@ppp/ui';
import { useQueries, useQuery } from '@tanstack/react-query';
import { kindQuoteKey } from './quoteKindApi.ts';

/** The versions of a quote and their kept contents, under the quote's own key. */
const versionsOf = (base: string, id: number) => [...kindQuoteKey(base, id), 'versions'] as const;
/** `GET {base}/{id}/versions/{v}`: a kept version's content, the kind's detail answer (the default query). */
export const keptVersionKey = (base: string, id: number, version: number) =>
  [...versionsOf(base, id), version] as const;

/**
 * `GET {base}/{id}/versions`, read again whenever the quote shows a change they follow: a save (its
 * version), a decision (its status), a send or a share (its history and link).
 */
export const quoteVersionsKey = (base: string, quote: QuoteHeader) =>
  [
    ...versionsOf(base, quote.id),
    'list',
    [quote.version, quote.status, quote.history.length, quote.share?.expiresAt ?? ''].join(' '),
  ] as const;

export function useQuoteVersions(base: string, quote: QuoteHeader) {
  return useQuery<QuoteVersion[]>({
    queryKey: quoteVersionsKey(base, quote),
    queryFn: () => apiRequest<QuoteVersion[]>('GET', `${base}/${quote.id}/versions`),
    placeholderData: (previous) => previous,
  });
}

/** One comparison the card shows: from a kept version to the next kept one, or to the current one. */
export interface VersionComparison {
  from: number;
  to: number;
  /** Null while a content is loading, or when one could not be read. */
  diff: VersionDiff | null;
  isPending: boolean;
  isError: boolean;
}

/**
 * D23: what changed between each two consecutive kept versions, and from the last kept one to the
 * current version when that one was not sent (its content is the quote itself).
 */
export function useVersionComparisons(
  base: string,
  quote: QuoteHeader,
  versions: readonly QuoteVersion[],
): VersionComparison[] {
  const kept = versions.filter((entry) => isKeptWhole(entry.reason)).map((entry) => entry.version);
  const contents = useQueries({
    queries: kept.map((version) => ({
      queryKey: keptVersionKey(base, quote.id, version),
      // The current version's content is the quote as loaded; an older one never changes.
      enabled: version !== quote.version,
    })),
  });
  const contentOf = (version: number) => {
    if (version === quote.version) return { data: quote as unknown, isPending: false, isError: false };
    const query = contents[kept.indexOf(version)];
    return { data: query?.data, isPending: query?.isPending ?? true, isError: query?.isError ?? false };
  };
  const pairs: [number, number][] = kept.slice(1).map((version, index) => [kept[index], version]);
  const lastKept = kept.at(-1);
  if (lastKept !== undefined && lastKept < quote.version) pairs.push([lastKept, quote.version]);
  return pairs.map(([from, to]) => {
    const before = contentOf(from);
    const after = contentOf(to);
    const isPending = before.isPending || after.isPending;
    return {
      from,
      to,
      diff: isPending ? null : diffQuoteVersions(before.data, after.data),
      isPending,
      isError: before.isError || after.isError,
    };
  });
}
