// A signed-in user for stories of components that read useCurrentUser or useCan.
import type { Role, User } from '@ppp/domain';
import type { Decorator } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { CURRENT_USER_QUERY_KEY } from '../auth/useCurrentUser.ts';

/** The id of the stories' signed-in user (its form drafts are kept under it). */
export const storyUserId = 12;

/** The signed-in user as '/api/auth/user' answers it, in the given role. */
function signedInUser(role: Role): User {
  return {
    id: storyUserId,
    email: 'anna.kowalska@ppp.pl',
    firstName: 'Anna',
    lastName: 'Kowalska',
    profileImageUrl: null,
    role,
    isApproved: true,
    isActive: true,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
  };
}

/**
 * A query client already holding the signed-in user, so components reading useCurrentUser or useCan
 * render without a server.
 */
export function SignedInAs({ userRole, children }: { userRole: Role; children: ReactNode }) {
  const queryClient = useMemo(() => {
    const client = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
    });
    client.setQueryData(CURRENT_USER_QUERY_KEY, signedInUser(userRole));
    return client;
  }, [userRole]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** Signs in the story's `parameters.signedInAs` role (an employee, who may not approve, by default). */
export const withSignedInUser: Decorator = (Story, { parameters }) => (
  <SignedInAs userRole={(parameters.signedInAs as Role | undefined) ?? 'employee'}>
    <Story />
  </SignedInAs>
);
