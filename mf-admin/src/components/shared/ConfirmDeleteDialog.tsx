import { ConfirmDialog } from '@ppp/ui';
import type { ReactNode } from 'react';

export interface ConfirmDeleteDialogProps<Row> {
  /** The row asked about; the dialog is open while there is one. */
  row: Row | null;
  /** Clears the row: on 'Anuluj', and after the deletion succeeded. */
  onClose: () => void;
  title: string;
  description: (row: Row) => string;
  /** Deletes the row; the dialog stays open and busy until it settles, and open if it fails. */
  onDelete: (row: Row) => Promise<unknown>;
  /** A note under the description (what cannot be deleted). */
  children?: ReactNode;
}

/** 'Usuń' of a list's row, asked first: the kit's destructive confirmation, focus starting on 'Anuluj'. */
export function ConfirmDeleteDialog<Row>({
  row,
  onClose,
  title,
  description,
  onDelete,
  children,
}: ConfirmDeleteDialogProps<Row>) {
  return (
    <ConfirmDialog
      open={row !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={title}
      description={row ? description(row) : undefined}
      confirmLabel="Usuń"
      variant="destructive"
      onConfirm={() => (row ? onDelete(row) : undefined)}
    >
      {children}
    </ConfirmDialog>
  );
}
