// The admin area's server calls (spec-1 section 7, "Admin: users"), as react-query hooks.
import type { Role, User } from '@ppp/domain';
import { apiRequest, handleApiError, toastSuccess } from '@ppp/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export const USERS_QUERY_KEY = ['/api/users'] as const;
export const PENDING_USERS_QUERY_KEY = ['/api/users/pending'] as const;

export function useUsers() {
  return useQuery<User[]>({ queryKey: USERS_QUERY_KEY });
}

export function usePendingUsers() {
  return useQuery<User[]>({ queryKey: PENDING_USERS_QUERY_KEY });
}

interface UserMutation<Variables> {
  request: (variables: Variables) => Promise<unknown>;
  success: string;
  failure: string;
}

/** A change to users: refresh both lists, say 'Sukces' or 'Błąd' (the server's message when it has one). */
function useUserMutation<Variables>({ request, success, failure }: UserMutation<Variables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => toastSuccess(success),
    onError: (error) => handleApiError(error, failure),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PENDING_USERS_QUERY_KEY }),
      ]),
  });
}

export const useChangeRole = () =>
  useUserMutation<{ id: number; role: Role }>({
    request: ({ id, role }) => apiRequest('PUT', `/api/users/${id}/role`, { role }),
    success: 'Rola użytkownika została zmieniona',
    failure: 'Nie udało się zmienić roli użytkownika',
  });

export const useToggleActive = () =>
  useUserMutation<number>({
    request: (id) => apiRequest('PUT', `/api/users/${id}/toggle-active`),
    success: 'Status użytkownika został zmieniony',
    failure: 'Nie udało się zmienić statusu użytkownika',
  });

export const useDeleteUser = () =>
  useUserMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}`),
    success: 'Użytkownik został usunięty',
    failure: 'Nie udało się usunąć użytkownika',
  });

export const useApproveUser = () =>
  useUserMutation<number>({
    request: (id) => apiRequest('POST', `/api/users/${id}/approve`),
    success: 'Użytkownik został zatwierdzony',
    failure: 'Nie udało się zatwierdzić użytkownika',
  });

export const useRejectUser = () =>
  useUserMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}/reject`),
    success: 'Użytkownik został odrzucony',
    failure: 'Nie udało się odrzucić użytkownika',
  });
