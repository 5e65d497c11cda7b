import { type ReactNode, useRef, useState } from 'react';
import styled from 'styled-components';
import { IconAlertTriangle, IconInfo } from '../../icons/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { Dialog, DialogBody, DialogFooter } from '../Dialog/Dialog.tsx';

export type ConfirmDialogVariant = 'default' | 'destructive';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Runs on an explicit click of the confirm button. A returned promise keeps the dialog open and
   * busy until it settles; it closes on success and stays open on failure. */
  onConfirm: () => unknown;
  onCancel?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: ConfirmDialogVariant;
  /** An action that cannot be undone: focus starts on Cancel so Enter never confirms by accident.
   * Defaults to true for the destructive variant. */
  irreversible?: boolean;
  /** Extra content under the description, e.g. a list of what will be removed. */
  children?: ReactNode;
}

export const StyledConfirmIcon = styled.span<{ $variant: ConfirmDialogVariant }>`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerSoft : theme.colors.primarySoft)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.dangerText : theme.colors.primaryText)};
`;

/** Without extra content, a little room between the title and the buttons instead of an empty body. */
const StyledConfirmSpacer = styled.div`
  height: ${({ theme }) => theme.space[2]};
`;

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  onCancel,
  confirmLabel = 'Potwierdź',
  cancelLabel = 'Anuluj',
  variant = 'default',
  irreversible = variant === 'destructive',
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);

  function cancel() {
    if (pending) return;
    onCancel?.();
    onOpenChange(false);
  }

  async function confirm() {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      onOpenChange(false);
      return;
    }
    setPending(true);
    try {
      await result;
      onOpenChange(false);
    } catch {
      // The caller reports the failure (usually a toast); the dialog stays open to retry or cancel.
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}
      title={title}
      description={description}
      size="sm"
      role="alertdialog"
      initialFocusRef={irreversible ? cancelRef : confirmRef}
      closeOnOverlayClick={!pending}
      hideCloseButton
      icon={
        <StyledConfirmIcon $variant={variant} aria-hidden="true">
          {variant === 'destructive' ? <IconAlertTriangle size={20} /> : <IconInfo size={20} />}
        </StyledConfirmIcon>
      }
    >
      {children ? <DialogBody>{children}</DialogBody> : <StyledConfirmSpacer />}
      <DialogFooter>
        <Button ref={cancelRef} variant="outline" onClick={cancel} disabled={pending}>
          {cancelLabel}
        </Button>
        <Button
          ref={confirmRef}
          variant={variant === 'destructive' ? 'destructive' : 'primary'}
          onClick={confirm}
          loading={pending}
        >
          {confirmLabel}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
