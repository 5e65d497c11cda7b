import { messages } from '@ppp/domain';
import { MutationCache, type Query, QueryCache, QueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '../auth/useCurrentUser.ts';
import { errorMessageOf, getQueryFn, statusOf } from './client.ts';
import { handleApiError } from './errors.ts';

const isCurrentUserQuery = (query: Query<unknown, unknown, unknown, readonly unknown[]>) =>
  query.queryKey[0] === CURRENT_USER_QUERY_KEY[0];

/**
 * What any failed read means beyond its own screen (spec-1 §8, D1): an expired session (401) says
 * so and goes to sign in; an account deactivated or not approved meanwhile (403 with that message)
 * asks again who is signed in, so the shell shows that state instead of the page. The current-user
 * read itself answers these as states, not errors.
 */
function onQueryError(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>) {
  if (isCurrentUserQuery(query)) return;
  const status = statusOf(error);
  if (status === 401) {
    handleApiError(error, '');
    return;
  }
  recheckAccountOn(error);
}

/** A 403 saying the account was deactivated or is not approved: ask again who is signed in. */
function recheckAccountOn(error: unknown) {
  const message = errorMessageOf(error, '');
  if (
    statusOf(error) === 403 &&
    (message === messages.inactive || message.includes(messages.pendingApproval))
  ) {
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  }
}

/** The one query client of the page, shared by the shell and every micro-frontend (spec-1 §7). */
export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onQueryError }),
  // A change's own handler tells its failure; the account's state is rechecked here for all of them.
  mutationCache: new MutationCache({ onError: (error) => recheckAccountOn(error) }),
  defaultOptions: {
    queries: {
      queryFn: getQueryFn,
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchOnWindowFocus: false,
      refetchInterval: false,
    },
    mutations: {
      retry: false,
    },
  },
});
