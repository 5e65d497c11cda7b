import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './client.ts';

/** The one query client of the page, shared by the shell and every micro-frontend (spec-1 §7). */
export const queryClient = new QueryClient({
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
