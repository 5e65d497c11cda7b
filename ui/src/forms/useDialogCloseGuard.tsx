import { Fragment, type ReactNode, useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button/Button.tsx';
import { unsavedChangesMessage, useUnsavedChangesGuard } from './useUnsavedChangesGuard.tsx';

const StyledQuestion = styled.p`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export interface DialogCloseGuard {
  /** A form of the dialog tells whether it holds typed changes (by its own key). */
  report: (form: string, dirty: boolean) => void;
  /** Escape, the close button, 'Anuluj' / 'Zamknij': asks first while a form holds changes. */
  requestClose: () => void;
  /** The dialog's footer: its own buttons, or the question while it asks. Render the leave guard too. */
  footer: (buttons: ReactNode) => ReactNode;
}

/**
 * D19 for a dialog: while one of its forms holds typed changes, closing it asks first, in its footer
 * ('Masz niezapisane zmiany. Czy na pewno chcesz wyjść?', 'Zostań' / 'Wyjdź bez zapisywania'), and
 * leaving the page asks too. A dialog of several small forms (a list's add and edit forms beside a
 * settings form) has each report its own state.
 */
export function useDialogCloseGuard(onClose: () => void, { pending = false } = {}): DialogCloseGuard {
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(() => new Set());
  const [asking, setAsking] = useState(false);
  const dirty = dirtyForms.size > 0;
  const leaveGuard = useUnsavedChangesGuard(dirty && !pending);
  const report = useCallback((form: string, isDirty: boolean) => {
    setDirtyForms((forms) => {
      if (forms.has(form) === isDirty) return forms;
      const next = new Set(forms);
      if (isDirty) next.add(form);
      else next.delete(form);
      return next;
    });
  }, []);
  const requestClose = () => {
    if (pending) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  const footer = (buttons: ReactNode) => (
    <>
      {leaveGuard.dialog}
      {/* Keyed: a reused element that became the submit button mid-click would submit the form. */}
      {asking ? (
        <Fragment key="asking">
          <StyledQuestion role="alert">{unsavedChangesMessage}</StyledQuestion>
          <Button variant="outline" onClick={() => setAsking(false)} autoFocus>
            Zostań
          </Button>
          <Button variant="destructive" onClick={onClose}>
            Wyjdź bez zapisywania
          </Button>
        </Fragment>
      ) : (
        <Fragment key="buttons">{buttons}</Fragment>
      )}
    </>
  );
  return { report, requestClose, footer };
}
