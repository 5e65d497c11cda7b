import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState.tsx';
import { LoadingState } from './LoadingState.tsx';

/** What QueryState reads of a react-query query. */
export interface QueryStateQuery<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: QueryStateQuery<T>;
  /** 'Ładowanie pojazdów...' */
  loading: string;
  /** The failure's title and what it means; 'Spróbuj ponownie' loads again. */
  error: { title: string; description: string };
  /** What the page shows once the data is there (its own empty state included). */
  children: (data: T) => ReactNode;
}

/** One query's three states on a page: loading, failed with a retry, or its content. */
export function QueryState<T>({ query, loading, error, children }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingState text={loading} />;
  if (query.isError || query.data === undefined) {
    return (
      <ErrorState title={error.title} description={error.description} onRetry={() => void query.refetch()} />
    );
  }
  return <>{children(query.data)}</>;
}
