import { isLockedStatus, type QuoteKind, quoteDeleteConfirmation, sharingMessages } from '@ppp/domain';
import {
  apiRequest,
  Button,
  ConfirmDialog,
  handleApiError,
  Icon,
  IconCopy,
  IconDownload,
  IconEdit,
  IconPrinter,
  type IconProps,
  IconShare,
  IconTrash,
  toastSuccess,
} from '@ppp/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SendQuoteDialog, type SendQuoteDialogProps } from './SendQuoteDialog.tsx';
import { ShareQuoteDialog, type ShareQuoteDialogProps } from './ShareQuoteDialog.tsx';

/** An envelope, for 'Wyślij klientowi'. */
const IconMail = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export interface QuoteDetailActionsProps {
  status: string;
  /** The kind and the number, for the deletion's confirmation (spec-1 §5, spec-2 §5). */
  kind: QuoteKind;
  quoteNumber: string;
  /** The quote's PDF (D17), downloaded beside printing. */
  pdfUrl?: string;
  /**
   * The kind's address and the quote, for sharing a pending quote with the client (D17) and sending
   * it to the client's e-mail (D22).
   */
  sharing?: ShareQuoteDialogProps['quote'] & SendQuoteDialogProps['quote'] & { base: string };
  /** Duplicating (D17): the kind's address, the quote, and where a new draft is edited. */
  duplicate?: { base: string; id: number; editPath: (id: number) => string };
  onPrint: () => void;
  /** 'Drukuj dla klienta' (D23): the client document, beside the staff print. */
  onClientPrint?: () => void;
  editPath: string;
  /** Deletes the quote (then leaves the page); absent for those who may not delete (D1). */
  onDelete?: () => Promise<unknown>;
}

/**
 * The buttons of every kind's quote page (D18): print (the staff's, and the client's, D23), edit and
 * (for approvers) delete after a confirmation; a locked quote (D3) offers neither edit nor delete.
 */
export function QuoteDetailActions({
  status,
  kind,
  quoteNumber,
  pdfUrl,
  sharing,
  duplicate,
  onPrint,
  onClientPrint,
  editPath,
  onDelete,
}: QuoteDetailActionsProps) {
  const locked = isLockedStatus(status);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const duplicating = useMutation({
    mutationFn: () =>
      apiRequest<{ id: number; quoteNumber: string; skipped: string[] }>(
        'POST',
        `${duplicate?.base}/${duplicate?.id}/duplicate`,
      ),
    onSuccess: (copy) => {
      toastSuccess(
        copy.skipped.length
          ? `Utworzono kopię ${copy.quoteNumber}. Pominięto niedostępny sprzęt: ${copy.skipped.join(', ')}`
          : `Utworzono kopię ${copy.quoteNumber} z dzisiejszymi cenami`,
      );
      void queryClient.invalidateQueries({ queryKey: [duplicate?.base] });
      if (duplicate) navigate(duplicate.editPath(copy.id));
    },
    onError: (error) => handleApiError(error, sharingMessages.duplicateFailed),
  });
  const [confirming, setConfirming] = useState(false);
  const [sharingOpen, setSharingOpen] = useState(false);
  const [sendingOpen, setSendingOpen] = useState(false);
  return (
    <>
      {sharing && status === 'pending' ? (
        <>
          <Button variant="outline" onClick={() => setSharingOpen(true)}>
            <IconShare size={16} />
            Udostępnij klientowi
          </Button>
          {sharingOpen ? (
            <ShareQuoteDialog base={sharing.base} quote={sharing} onClose={() => setSharingOpen(false)} />
          ) : null}
          <Button variant="outline" onClick={() => setSendingOpen(true)}>
            <IconMail size={16} />
            Wyślij klientowi
          </Button>
          {sendingOpen ? (
            <SendQuoteDialog base={sharing.base} quote={sharing} onClose={() => setSendingOpen(false)} />
          ) : null}
        </>
      ) : null}
      <Button variant="outline" onClick={onPrint}>
        <IconPrinter size={16} />
        Drukuj
      </Button>
      {onClientPrint ? (
        <Button variant="outline" onClick={onClientPrint}>
          <IconPrinter size={16} />
          Drukuj dla klienta
        </Button>
      ) : null}
      {pdfUrl ? (
        <Button as="a" href={pdfUrl} download variant="outline">
          <IconDownload size={16} />
          Pobierz PDF
        </Button>
      ) : null}
      {duplicate ? (
        <Button variant="outline" onClick={() => duplicating.mutate()} loading={duplicating.isPending}>
          <IconCopy size={16} />
          Powiel
        </Button>
      ) : null}
      {locked ? null : (
        <Button as={Link} to={editPath}>
          <IconEdit size={16} />
          Edytuj
        </Button>
      )}
      {onDelete && !locked ? (
        <>
          <Button variant="destructive" onClick={() => setConfirming(true)}>
            <IconTrash size={16} />
            Usuń
          </Button>
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            {...quoteDeleteConfirmation(kind, quoteNumber)}
            confirmLabel="Usuń"
            variant="destructive"
            onConfirm={onDelete}
          />
        </>
      ) : null}
    </>
  );
}
