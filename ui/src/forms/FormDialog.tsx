import { type FormEventHandler, Fragment, type ReactNode, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter, type DialogSize } from '../components/Dialog/Dialog.tsx';
import { unsavedChangesMessage, useUnsavedChangesGuard } from './useUnsavedChangesGuard.tsx';

export interface FormDialogProps {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: DialogSize;
  /** The form holds typed changes: closing or leaving the page asks first (D19). */
  dirty?: boolean;
  children: ReactNode;
}

const StyledQuestion = styled.p`
  flex: 1 1 100%;
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/**
 * A dialog holding one form: Enter in a field submits it (a native form with its submit button),
 * Escape and 'Anuluj' close it — after a question when typed changes would be lost. Mounted only
 * while open, so every opening starts a fresh form.
 */
export function FormDialog({
  onClose,
  title,
  description,
  submitLabel,
  pending = false,
  onSubmit,
  size = 'md',
  dirty = false,
  children,
}: FormDialogProps) {
  const guard = useUnsavedChangesGuard(dirty && !pending);
  const [asking, setAsking] = useState(false);
  const requestClose = () => {
    if (pending) return;
    if (dirty) setAsking(true);
    else onClose();
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && requestClose()}
      title={title}
      description={description}
      size={size}
    >
      {guard.dialog}
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
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
            <Fragment key="form">
              <Button variant="outline" onClick={requestClose} disabled={pending}>
                Anuluj
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </Fragment>
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
