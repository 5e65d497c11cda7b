import { type CreatedWebhook, webhookMessages } from '@ppp/domain';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  copyText,
  IconCopy,
  toastError,
  toastSuccess,
} from '@ppp/ui';
import styled from 'styled-components';

const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[3]};
`;

async function copySecret(secret: string) {
  try {
    await copyText(secret);
    toastSuccess('Skopiowano sekret webhooka');
  } catch {
    toastError('Nie udało się skopiować sekretu');
  }
}

export interface WebhookSecretPanelProps {
  webhook: CreatedWebhook;
  onDismiss: () => void;
}

/** The signing secret of a webhook just created (D24): shown once, kept only in this page's memory. */
export function WebhookSecretPanel({ webhook, onDismiss }: WebhookSecretPanelProps) {
  return (
    <Card aria-labelledby="new-webhook-title">
      <CardHeader>
        <CardTitle as="h2" id="new-webhook-title">
          Sekret webhooka: {webhook.url}
        </CardTitle>
        <CardDescription>{webhookMessages.secretOnce}</CardDescription>
      </CardHeader>
      <CardContent>
        <StyledSecret data-testid="webhook-secret" aria-label="Sekret webhooka">
          {webhook.secret}
        </StyledSecret>
        <StyledRow>
          <Button size="sm" onClick={() => void copySecret(webhook.secret)}>
            <IconCopy size={14} />
            Kopiuj sekret
          </Button>
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            Zamknij
          </Button>
        </StyledRow>
      </CardContent>
    </Card>
  );
}
