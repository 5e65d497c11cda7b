// Admin: users (spec-1 section 7).
import type { Role, User } from '@ppp/domain';
import { apiRequest } from '@ppp/ui';
import { useQuery } from '@tanstack/react-query';
import { PENDING_USERS_QUERY_KEY, USERS_QUERY_KEY, useAdminMutation } from './shared.ts';

export const useUsers = () => useQuery<User[]>({ queryKey: USERS_QUERY_KEY });
export const usePendingUsers = () => useQuery<User[]>({ queryKey: PENDING_USERS_QUERY_KEY });

// ---- users ----

const users = () => [USERS_QUERY_KEY, PENDING_USERS_QUERY_KEY];

/** Changes a role over the one the page showed (`from`): changed meanwhile, the answer is 412. */
export const useChangeRole = () =>
  useAdminMutation<{ id: number; role: Role; from: Role }>({
    request: ({ id, role, from }) =>
      apiRequest('PUT', `/api/users/${id}/role`, { role }, { 'If-Match': `"${from}"` }),
    success: 'Rola użytkownika została zmieniona',
    failure: 'Nie udało się zmienić roli użytkownika',
    invalidates: users,
  });

/** Sets the state the button offered (D25: a tab showing an old state never flips it back). */
export const useToggleActive = () =>
  useAdminMutation<{ id: number; isActive: boolean }>({
    request: ({ id, isActive }) => apiRequest('PUT', `/api/users/${id}/toggle-active`, { isActive }),
    success: 'Status użytkownika został zmieniony',
    failure: 'Nie udało się zmienić statusu użytkownika',
    invalidates: users,
  });

export const useDeleteUser = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}`),
    success: 'Użytkownik został usunięty',
    failure: 'Nie udało się usunąć użytkownika',
    invalidates: users,
  });

/** Approves an account with the role chosen beside the button: one action (D2). */
export const useApproveUser = () =>
  useAdminMutation<{ id: number; role: Role }>({
    request: ({ id, role }) => apiRequest('POST', `/api/users/${id}/approve`, { role }),
    success: 'Użytkownik został zatwierdzony',
    failure: 'Nie udało się zatwierdzić użytkownika',
    invalidates: users,
  });

export const useRejectUser = () =>
  useAdminMutation<number>({
    request: (id) => apiRequest('DELETE', `/api/users/${id}/reject`),
    success: 'Użytkownik został odrzucony',
    failure: 'Nie udało się odrzucić użytkownika',
    invalidates: users,
  });
