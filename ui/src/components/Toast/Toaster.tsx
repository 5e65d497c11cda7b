import { useEffect, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { isAnyModalOpen, subscribeModals } from '../Dialog/focus.ts';
import { ToastRegion } from './ToastRegion.tsx';
import { dismissToast, getCurrentToast, getPausedToastId, subscribeToasts } from './toastStore.ts';

export interface ToasterProps {
  /** Where the live region is rendered; document.body by default. */
  container?: Element;
}

export const StyledToastViewport = styled.section`
  position: fixed;
  right: ${({ theme }) => theme.space[4]};
  bottom: ${({ theme }) => theme.space[4]};
  left: ${({ theme }) => theme.space[4]};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  justify-content: flex-end;
  pointer-events: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    left: auto;
    width: 400px;
  }
`;

const noToast = () => null;
const noModal = () => false;

/**
 * Shows the current toast and closes it when its time is up. Render exactly one, in the shell.
 * While a modal dialog is open the toast shows inside the top dialog, under its header (see
 * Dialog): never over the dialog's title, close button or action buttons, at any screen size.
 */
export function Toaster({ container }: ToasterProps) {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, noToast);
  const pausedId = useSyncExternalStore(subscribeToasts, getPausedToastId, noToast);
  const modalOpen = useSyncExternalStore(subscribeModals, isAnyModalOpen, noModal);
  const paused = current !== null && pausedId === current.id;

  useEffect(() => {
    if (!current || paused || current.duration <= 0) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, paused]);

  if (typeof document === 'undefined') return null;

  return createPortal(
    <StyledToastViewport aria-label="Powiadomienia">
      <ToastRegion active={!modalOpen} />
    </StyledToastViewport>,
    container ?? document.body,
  );
}
