import { useEffect, useRef, useSyncExternalStore } from 'react';
import styled, { css } from 'styled-components';
import { StyledToast, Toast } from './Toast.tsx';
import { dismissToast, getCurrentToast, pauseToast, resumeToast, subscribeToasts } from './toastStore.ts';

/** Where a region sits: the page's corner, or inside an open dialog under its header. */
export type ToastPlacement = 'viewport' | 'dialog';

export interface ToastRegionProps {
  /** Whether the current toast shows here; the region stays mounted either way. */
  active: boolean;
  placement?: ToastPlacement;
}

export const StyledToastRegion = styled.div<{ $placement: ToastPlacement }>`
  width: 100%;
  display: flex;
  justify-content: flex-end;

  ${({ $placement, theme }) =>
    $placement === 'dialog' &&
    css`
      padding: 0 ${theme.space[6]};

      & > ${StyledToast} {
        max-width: none;
        margin-bottom: ${theme.space[3]};
        box-shadow: none;
      }
    `}
`;

const noToast = () => null;

/**
 * The live region of toasts (role="status"): announced by screen readers as a toast appears. It
 * stays mounted so each new toast is announced; hovering or focusing the toast holds its timer.
 */
export function ToastRegion({ active, placement = 'viewport' }: ToastRegionProps) {
  const current = useSyncExternalStore(subscribeToasts, getCurrentToast, noToast);
  const shown = active ? current : null;
  const pausedHere = useRef(false);

  const pause = () => {
    if (!shown) return;
    pausedHere.current = true;
    pauseToast(shown.id);
  };
  const resume = () => {
    if (!pausedHere.current) return;
    pausedHere.current = false;
    resumeToast();
  };

  // A toast that moves away (a dialog opened or closed) while held here gets its timer back.
  const shownId = shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    return () => {
      if (!pausedHere.current) return;
      pausedHere.current = false;
      resumeToast();
    };
  }, [shownId]);

  return (
    <StyledToastRegion
      $placement={placement}
      role="status"
      aria-live={shown?.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      onMouseEnter={pause}
      onMouseLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {shown ? (
        <Toast
          key={shown.id}
          title={shown.title}
          description={shown.description}
          variant={shown.variant}
          onClose={() => dismissToast(shown.id)}
        />
      ) : null}
    </StyledToastRegion>
  );
}
