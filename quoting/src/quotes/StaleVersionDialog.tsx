import { Button, Dialog, DialogBody, DialogFooter } from '@ppp/ui';

export interface StaleVersionDialogProps {
  open: boolean;
  loading: 'keep' | 'discard' | null;
  onKeepMine: () => void;
  onDiscardMine: () => void;
  onClose: () => void;
}

/** A save refused because the quote changed in another tab or by another user (412, D19). */
export function StaleVersionDialog({
  open,
  loading,
  onKeepMine,
  onDiscardMine,
  onClose,
}: StaleVersionDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && loading === null) onClose();
      }}
      title="Wycena została w międzyczasie zmieniona"
      description="Ktoś zapisał tę wycenę po tym, jak ją otworzono w tej karcie. Twoje zmiany nie zostały jeszcze zapisane."
      role="alertdialog"
      size="md"
    >
      <DialogBody>
        <p>
          Możesz wczytać najnowszą wersję i nanieść na nią swoje zmiany (pola zmienione w tej karcie zachowają
          Twoje wartości, pozostałe przyjmą nowe), albo wczytać najnowszą wersję bez swoich zmian.
        </p>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onClick={onClose} disabled={loading !== null}>
          Anuluj
        </Button>
        <Button
          variant="outline"
          onClick={onDiscardMine}
          loading={loading === 'discard'}
          disabled={loading !== null}
        >
          Wczytaj najnowszą wersję
        </Button>
        <Button onClick={onKeepMine} loading={loading === 'keep'} disabled={loading !== null}>
          Wczytaj najnowszą wersję i zachowaj moje zmiany
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
