import { type Capability, can, messages, type User } from '@ppp/domain';
import { useQuery } from '@tanstack/react-query';
import { errorBodyOf, getQueryFn, statusOf } from '../api/client.ts';

export const CURRENT_USER_QUERY_KEY = ['/api/auth/user'] as const;

export interface CurrentUserState {
  /** The signed-in user; also set for an account awaiting approval (from the 403 body). */
  user: User | null;
  isLoading: boolean;
  /** Signed in, whether approved or not. */
  isAuthenticated: boolean;
  /** Signed in but not yet approved by an administrator. */
  needsApproval: boolean;
  /** Signed in but the account was deactivated. */
  isInactive: boolean;
  /** A failure other than the expected 401/403 answers (server down, network), else null. */
  error: Error | null;
}

/**
 * Who is signed in (D2): 401 signed out; 403 'Account pending approval' with the user in the body;
 * 403 'Konto jest nieaktywne'; 200 the user.
 */
export function useCurrentUser(): CurrentUserState {
  const query = useQuery<User, Error>({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn as () => Promise<User>,
    retry: false,
    // Answers 401/403 are states, not failures to retry each time another component mounts.
    retryOnMount: false,
  });

  if (query.isPending) {
    return {
      user: null,
      isLoading: true,
      isAuthenticated: false,
      needsApproval: false,
      isInactive: false,
      error: null,
    };
  }

  if (query.isSuccess) {
    const user = query.data;
    return {
      user,
      isLoading: false,
      isAuthenticated: true,
      needsApproval: !user.isApproved,
      isInactive: !user.isActive,
      error: null,
    };
  }

  const signedOut = {
    user: null,
    isLoading: false,
    isAuthenticated: false,
    needsApproval: false,
    isInactive: false,
  };
  const status = statusOf(query.error);
  if (status === 401) return { ...signedOut, error: null };
  if (status === 403) {
    const body = errorBodyOf(query.error);
    const message = typeof body?.message === 'string' ? body.message : '';
    if (message.includes(messages.pendingApproval)) {
      // The API's own answer (D2), trusted as the client trusts every other; no zod here, so the
      // shell's first load carries none.
      const user = body?.user;
      return {
        ...signedOut,
        user: user !== null && typeof user === 'object' ? (user as User) : null,
        isAuthenticated: true,
        needsApproval: true,
        error: null,
      };
    }
    if (message === messages.inactive)
      return { ...signedOut, isAuthenticated: true, isInactive: true, error: null };
  }
  return { ...signedOut, error: query.error };
}

/** Whether the signed-in, approved and active user holds the capability (D1's table in domain). */
export function useCan(capability: Capability): boolean {
  const { user } = useCurrentUser();
  if (!user?.isApproved || !user.isActive) return false;
  return can(user.role, capability);
}
