import { formatDateTimeLong, newShareLinkNote, type ShareLink, sharingMessages } from '@ppp/domain';
import {
  apiRequest,
  Button,
  copyText,
  Dialog,
  DialogBody,
  DialogFooter,
  Field,
  handleApiError,
  IconCopy,
  Input,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useKindQuoteCache } from './quoteKindApi.ts';

const StyledNote = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface ShareQuoteDialogProps {
  /** The kind's address (`/api/quotes`, …) and the quote. */
  base: string;
  quote: {
    id: number;
    quoteNumber: string;
    share: { expiresAt: string } | null;
    /** D23: the day the offer is valid to (a link lasts at least as long). */
    validUntil?: string | null;
  };
  onClose: () => void;
}

/**
 * 'Udostępnij klientowi' (D17): a link for the client to open, accept or decline the quote, valid 30
 * days; a new link replaces the old one, and the link can be revoked. The link is shown only here.
 */
export function ShareQuoteDialog({ base, quote, onClose }: ShareQuoteDialogProps) {
  const [link, setLink] = useState<ShareLink | null>(null);
  const linkField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (link) linkField.current?.focus();
  }, [link]);
  const refresh = useKindQuoteCache(base);
  const create = useMutation({
    mutationFn: () => apiRequest<ShareLink>('POST', `${base}/${quote.id}/share`),
    onSuccess: (created) => {
      setLink(created);
      void refresh();
    },
    onError: (error) => handleApiError(error, sharingMessages.shareFailed),
  });
  const revoke = useMutation({
    mutationFn: () => apiRequest('DELETE', `${base}/${quote.id}/share`),
    onSuccess: () => {
      toastSuccess('Link do oferty został unieważniony');
      void refresh();
      onClose();
    },
    onError: (error) => handleApiError(error, sharingMessages.revokeFailed),
  });
  const copy = () =>
    copyText(link?.url ?? '').then(
      () => toastSuccess('Skopiowano link do oferty'),
      () => toastError('Nie udało się skopiować linku — zaznacz go i skopiuj ręcznie'),
    );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Udostępnij klientowi: ${quote.quoteNumber}`}
      description="Klient zobaczy ofertę, pobierze PDF i zaakceptuje ją lub odrzuci bez logowania."
    >
      <DialogBody>
        {link ? (
          <>
            <Field label="Link do oferty" hint={`Ważny do ${formatDateTimeLong(link.expiresAt)}`}>
              {/* The new link takes the focus from the button it replaces, selected for copying. */}
              <Input
                ref={linkField}
                readOnly
                value={link.url}
                onFocus={(event) => event.currentTarget.select()}
              />
            </Field>
            <StyledNote>Link widać tylko teraz. Nowy link unieważnia poprzedni.</StyledNote>
          </>
        ) : quote.share ? (
          <StyledNote>
            Wycena jest udostępniona do {formatDateTimeLong(quote.share.expiresAt)}. Utwórz nowy link, aby go
            skopiować (poprzedni przestanie działać), albo unieważnij udostępnienie.
          </StyledNote>
        ) : (
          <StyledNote>{newShareLinkNote(quote.validUntil ?? null)}</StyledNote>
        )}
      </DialogBody>
      <DialogFooter>
        {quote.share || link ? (
          <Button variant="destructive" onClick={() => revoke.mutate()} loading={revoke.isPending}>
            Unieważnij link
          </Button>
        ) : null}
        {link ? (
          <Button onClick={() => void copy()}>
            <IconCopy size={16} />
            Kopiuj link
          </Button>
        ) : (
          <Button onClick={() => create.mutate()} loading={create.isPending}>
            {quote.share ? 'Utwórz nowy link' : 'Utwórz link'}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
