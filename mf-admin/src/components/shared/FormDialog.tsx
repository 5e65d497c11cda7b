import { Button, Dialog, DialogBody, DialogFooter, type DialogSize } from '@ppp/ui';
import type { FormEventHandler, ReactNode } from 'react';

export interface FormDialogProps {
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  submitLabel: string;
  pending?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  size?: DialogSize;
  children: ReactNode;
}

/**
 * A dialog holding one form: Enter in a field submits it (a native form with its submit button),
 * Escape and 'Anuluj' close it. Mounted only while open, so every opening starts a fresh form.
 */
export function FormDialog({
  onClose,
  title,
  description,
  submitLabel,
  pending = false,
  onSubmit,
  size = 'md',
  children,
}: FormDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      description={description}
      size={size}
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogBody>{children}</DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Anuluj
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
