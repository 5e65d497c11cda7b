import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { Toast } from './Toast.tsx';
import { dismissToast, getCurrentToast, subscribeToasts } from './toastStore.ts';

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

  /* While a modal dialog is open its buttons sit at the bottom: the toast moves to the top. */
  body:has([aria-modal='true']) & {
    top: ${({ theme }) => theme.space[4]};
    bottom: auto;
  }
`;

export const StyledToastRegion = styled.div`
  width: 100%;
  display: flex;
  justify-content: flex-end;
`;

const noToast = () => null;

/** Shows the current toast. Render exactly one, in the shell. */
export function Toaster({ container }: ToasterProps) {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, noToast);
  // Hovering or focusing the toast pauses its timer; kept per toast so a new one starts fresh.
  const [pausedId, setPausedId] = useState<number | null>(null);
  const paused = current !== null && pausedId === current.id;

  useEffect(() => {
    if (!current || paused || current.duration <= 0) return;
    const timer = setTimeout(() => dismissToast(current.id), current.duration);
    return () => clearTimeout(timer);
  }, [current, paused]);

  if (typeof document === 'undefined') return null;

  // The live region stays mounted so screen readers announce each new toast.
  return createPortal(
    <StyledToastViewport aria-label="Powiadomienia">
      <StyledToastRegion
        role="status"
        aria-live={current?.variant === 'destructive' ? 'assertive' : 'polite'}
        aria-atomic="true"
        onMouseEnter={() => setPausedId(current?.id ?? null)}
        onMouseLeave={() => setPausedId(null)}
        onFocus={() => setPausedId(current?.id ?? null)}
        onBlur={() => setPausedId(null)}
      >
        {current ? (
          <Toast
            key={current.id}
            title={current.title}
            description={current.description}
            variant={current.variant}
            onClose={() => dismissToast(current.id)}
          />
        ) : null}
      </StyledToastRegion>
    </StyledToastViewport>,
    container ?? document.body,
  );
}
