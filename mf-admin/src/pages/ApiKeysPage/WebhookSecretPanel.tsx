import { type CreatedWebhook, webhookMessages } from '@ppp/domain';
import { SecretReveal } from './SecretReveal.tsx';

export interface WebhookSecretPanelProps {
  webhook: CreatedWebhook;
  onDismiss: () => void;
}

/** The signing secret of a webhook just created (D24): shown once, kept only in this page's memory. */
export function WebhookSecretPanel({ webhook, onDismiss }: WebhookSecretPanelProps) {
  return (
    <SecretReveal
      titleId="new-webhook-title"
      title={<>Sekret webhooka: {webhook.url}</>}
      note={webhookMessages.secretOnce}
      secret={webhook.secret}
      label="Sekret webhooka"
      testId="webhook-secret"
      copyLabel="Kopiuj sekret"
      copiedMessage="Skopiowano sekret webhooka"
      copyFailedMessage="Nie udało się skopiować sekretu"
      onDismiss={onDismiss}
    />
  );
}
