import { formatDateTime, mayResendMail, outboxStatusLabels } from '@ppp/domain';
import { Button, Dialog, DialogBody, DialogFooter, ErrorState, InfoList, LoadingState } from '@ppp/ui';
import styled from 'styled-components';
import { useOutboxMail, useResendMail } from '../../api.ts';

const StyledFrame = styled.iframe`
  width: 100%;
  height: min(60vh, 520px);
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

const StyledText = styled.pre`
  max-height: 240px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: pre-wrap;
  word-break: break-word;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space[4]} 0 ${theme.space[2]}`};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export interface OutboxMailDialogProps {
  id: number;
  onClose: () => void;
}

/**
 * One mail of the outbox as it was rendered (D22): the HTML in a sandboxed frame (no scripts, no
 * same origin), the plain-text part, and 'Wyślij ponownie' for a held or failed mail.
 */
export function OutboxMailDialog({ id, onClose }: OutboxMailDialogProps) {
  const mail = useOutboxMail(id);
  const resend = useResendMail();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={mail.data ? mail.data.subject : 'Wiadomość'}
      description={mail.data ? `Do: ${mail.data.to}` : undefined}
      size="lg"
    >
      <DialogBody>
        {mail.isPending ? (
          <LoadingState text="Ładowanie wiadomości..." />
        ) : mail.isError || !mail.data ? (
          <ErrorState
            title="Nie udało się załadować wiadomości"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void mail.refetch()}
          />
        ) : (
          <>
            <InfoList
              rows={[
                ['Stan', outboxStatusLabels[mail.data.status]],
                ['Próby', String(mail.data.attempts)],
                ['Ostatni błąd', mail.data.lastError],
                ['Utworzona', formatDateTime(mail.data.createdAt)],
                ['Wysłana', mail.data.sentAt ? formatDateTime(mail.data.sentAt) : null],
                ['Załączniki', mail.data.attachments.map((file) => file.filename).join(', ')],
              ]}
            />
            <StyledHeading>Treść</StyledHeading>
            <StyledFrame
              title={`Treść wiadomości: ${mail.data.subject}`}
              sandbox=""
              srcDoc={mail.data.html}
            />
            <StyledHeading>Wersja tekstowa</StyledHeading>
            <StyledText>{mail.data.text}</StyledText>
          </>
        )}
      </DialogBody>
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          Zamknij
        </Button>
        {mail.data && mayResendMail(mail.data) ? (
          <Button onClick={() => resend.mutate(id)} loading={resend.isPending}>
            Wyślij ponownie
          </Button>
        ) : null}
      </DialogFooter>
    </Dialog>
  );
}
