import { type ReactElement, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog.tsx';
import { guardNavigation, type Navigation } from './navigationGuard.ts';

export const unsavedChangesMessage = 'Masz niezapisane zmiany. Czy na pewno chcesz wyjść?';

export interface UnsavedChangesGuard {
  /** The question; render it once in the form. */
  dialog: ReactElement;
  /** Leaves without asking from now on: call it before navigating away after a successful save. */
  release: () => void;
  /** For leaving that is not a navigation (a dialog's Anuluj, Escape): asks first while there are changes. */
  confirmLeave: (leave: Navigation) => void;
}

/**
 * D19, one hook for every form that can hold work: while `hasChanges`, leaving by a link of any area,
 * the shell's menus, the browser's Back, the form's own Cancel or closing the tab asks first
 * ('Masz niezapisane zmiany. Czy na pewno chcesz wyjść?'). Staying keeps the page as it is.
 */
export function useUnsavedChangesGuard(hasChanges: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<Navigation | null>(null);
  const stop = useRef<(() => void) | null>(null);
  const released = useRef(false);

  useEffect(() => {
    released.current = false;
    if (!hasChanges) return;
    const stopGuard = guardNavigation((proceed) => setPending(() => proceed));
    stop.current = stopGuard;
    return () => {
      stopGuard();
      stop.current = null;
    };
  }, [hasChanges]);

  const release = useCallback(() => {
    released.current = true;
    stop.current?.();
    stop.current = null;
  }, []);

  const confirmLeave = useCallback(
    (leave: Navigation) => {
      if (hasChanges && !released.current) setPending(() => leave);
      else leave();
    },
    [hasChanges],
  );

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) setPending(null);
      }}
      title="Niezapisane zmiany"
      description={unsavedChangesMessage}
      confirmLabel="Wyjdź bez zapisywania"
      cancelLabel="Zostań"
      variant="destructive"
      onConfirm={() => {
        const leave = pending;
        setPending(null);
        release();
        leave?.();
      }}
    />
  );
  return { dialog, release, confirmLeave };
}
