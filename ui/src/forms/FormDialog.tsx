import type { FormEventHandler, ReactNode } from 'react';
import { useEffect } from 'react';
import { Button } from '../components/Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter, type DialogSize } from '../components/Dialog/Dialog.tsx';
import { useDialogCloseGuard } from './useDialogCloseGuard.tsx';

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
  const guard = useDialogCloseGuard(onClose, { pending });
  const { report } = guard;
  useEffect(() => report('form', dirty), [report, dirty]);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={title}
      description={description}
      size={size}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          {guard.footer(
            <>
              <Button variant="outline" onClick={guard.requestClose} disabled={pending}>
                Anuluj
              </Button>
              <Button type="submit" loading={pending}>
                {submitLabel}
              </Button>
            </>,
          )}
        </DialogFooter>
      </form>
    </Dialog>
  );
}
