// The chrome's own server calls, as react-query hooks.
import type { Equipment, Page, QuoteListItem, UpdateProfile, User } from '@ppp/domain';
import { apiRequest, CURRENT_USER_QUERY_KEY } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/auth/user: first and last name (D2). The answer replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfile) => apiRequest<User>('PATCH', '/api/auth/user', input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}

const RECENT_QUOTES_COUNT = 3;

/**
 * GET /api/quotes?pageSize=3: the newest equipment quotes (the list is newest first, D5). Asked
 * afresh each time the home page opens: colleagues create quotes without this page knowing.
 */
export const useRecentQuotes = () =>
  useQuery<Page<QuoteListItem>>({
    queryKey: ['/api/quotes', { pageSize: RECENT_QUOTES_COUNT }],
    staleTime: 0,
  });

/** GET /api/equipment: the active catalogue, the same query (and cache) as the catalogue page's. */
export const useEquipment = () => useQuery<Equipment[]>({ queryKey: ['/api/equipment'] });
