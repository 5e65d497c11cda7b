import type { Capability } from '@ppp/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../components/Toast/toastStore.ts';
import { useCan, useCurrentUser } from './useCurrentUser.ts';

export const FORBIDDEN_REDIRECT_MS = 1000;

export interface RequireCapabilityProps {
  capability: Capability;
  /** The area's own text for the toast, e.g. 'Dostęp do wycen jest dostępny tylko dla pracowników i administratorów.' */
  description?: string;
  /**
   * Shown to a user without the capability instead of the toast and the redirect: the screen a page
   * of the specification keeps for itself (D1: /admin/transport's 'Brak dostępu').
   */
  denied?: ReactNode;
  children: ReactNode;
}

/**
 * Renders its children only for users holding the capability. Anyone else gets the toast
 * 'Brak uprawnień' and is taken to the home page after a second (D1); nothing is rendered meanwhile.
 */
export function RequireCapability({
  capability,
  description = 'Nie masz dostępu do tej części systemu.',
  denied: deniedScreen,
  children,
}: RequireCapabilityProps) {
  const { isLoading } = useCurrentUser();
  const allowed = useCan(capability);
  const navigate = useNavigate();
  const denied = !isLoading && !allowed && deniedScreen === undefined;
  const toastShown = useRef(false);

  useEffect(() => {
    if (!denied) return;
    // Once per mount, even when effects run twice (StrictMode); the redirect timer is re-armed.
    if (!toastShown.current) {
      toastShown.current = true;
      toast({ title: 'Brak uprawnień', description, variant: 'destructive' });
    }
    const timer = setTimeout(() => navigate('/'), FORBIDDEN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [denied, description, navigate]);

  if (allowed) return children;
  return !isLoading && deniedScreen !== undefined ? deniedScreen : null;
}
