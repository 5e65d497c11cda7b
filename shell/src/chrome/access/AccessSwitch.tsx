import { FullScreenSpinner, takeSignInReturn, useCurrentUser } from '@ppp/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAccessOpen } from '../../areas/accessGate.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { DeactivatedScreen } from './DeactivatedScreen.tsx';
import { LandingScreen } from './LandingScreen.tsx';
import { PendingApprovalScreen } from './PendingApprovalScreen.tsx';
import { SessionErrorScreen } from './SessionErrorScreen.tsx';

/** The access states of spec-1 section 2 (and D1's deactivated account), in the order they are decided. */
export function AccessSwitch() {
  const { user, isLoading, isAuthenticated, needsApproval, isInactive, error } = useCurrentUser();
  const queryClient = useQueryClient();
  const approved = user !== null && !isLoading && !needsApproval && !isInactive && !error;

  // Areas may mount only under the full app; the layout holding their outlet is rendered by now.
  useEffect(() => {
    setAccessOpen(approved);
  }, [approved]);

  // Signed in at the start page (where the sign-in lands), the app goes back to the address the
  // sign-in was asked from; signed in anywhere else, that address is forgotten.
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Only when access opens, not on every later navigation (the path is read, not followed).
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (!approved) return;
    const back = takeSignInReturn();
    if (back && pathname === '/') navigate(back, { replace: true });
  }, [approved]);

  if (isLoading) return <FullScreenSpinner text="Ładowanie..." />;
  if (error) return <SessionErrorScreen onRetry={() => void queryClient.resetQueries()} />;
  if (!isAuthenticated) return <LandingScreen />;
  if (isInactive) return <DeactivatedScreen />;
  if (needsApproval || user === null) return <PendingApprovalScreen user={user} />;
  return <AppLayout user={user} />;
}
