// The chrome's own server calls, as react-query hooks.
import type { UpdateProfile, User } from '@ppp/domain';
import { apiRequest, CURRENT_USER_QUERY_KEY } from '@ppp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';

/** PATCH /api/auth/user: first and last name (D2). The answer replaces the cached current user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfile) => apiRequest<User>('PATCH', '/api/auth/user', input),
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
