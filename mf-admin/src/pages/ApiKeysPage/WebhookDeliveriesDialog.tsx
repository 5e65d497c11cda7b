import {
  formatDateTime,
  mayResendDelivery,
  type Webhook,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
  webhookDeliveryStatusLabels,
} from '@ppp/domain';
import {
  Badge,
  type BadgeVariant,
  Button,
  DataTable,
  Dialog,
  DialogBody,
  EmptyState,
  ErrorState,
  LoadingState,
} from '@ppp/ui';
import styled from 'styled-components';
import { useResendDelivery, useWebhookDeliveries } from '../../api.ts';

const statusVariants: Record<WebhookDeliveryStatus, BadgeVariant> = {
  pending: 'neutral',
  sending: 'primary',
  sent: 'success',
  failed: 'danger',
};

const StyledError = styled.span`
  overflow-wrap: anywhere;
`;

export interface WebhookDeliveriesDialogProps {
  webhook: Webhook;
  onClose: () => void;
}

/** One webhook's delivery log (D24): each event's state, attempts, the receiver's answer; sending again. */
export function WebhookDeliveriesDialog({ webhook, onClose }: WebhookDeliveriesDialogProps) {
  const deliveries = useWebhookDeliveries(webhook.id);
  const resend = useResendDelivery(webhook.id);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Dziennik dostaw"
      description={webhook.url}
      size="lg"
    >
      <DialogBody>
        {deliveries.isPending ? (
          <LoadingState text="Ładowanie dostaw..." />
        ) : deliveries.isError ? (
          <ErrorState
            title="Nie udało się załadować dostaw"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void deliveries.refetch()}
          />
        ) : deliveries.data.length === 0 ? (
          <EmptyState title="Brak dostaw" description="Tu pojawią się zdarzenia wysłane do tego adresu." />
        ) : (
          <DataTable<WebhookDelivery>
            aria-label="Dostawy webhooka"
            rows={deliveries.data}
            rowKey={(delivery) => delivery.id}
            cardTitleLevel={3}
            title={{ header: 'Zdarzenie', cell: (delivery) => delivery.event }}
            columns={[
              {
                header: 'Stan',
                cell: (delivery) => (
                  <Badge variant={statusVariants[delivery.status]} dot>
                    {webhookDeliveryStatusLabels[delivery.status]}
                  </Badge>
                ),
              },
              { header: 'Próby', cell: (delivery) => String(delivery.attempts), muted: true },
              {
                header: 'Odpowiedź',
                cell: (delivery) => (
                  <StyledError>
                    {delivery.responseStatus !== null
                      ? `HTTP ${delivery.responseStatus}`
                      : (delivery.lastError ?? '—')}
                  </StyledError>
                ),
                muted: true,
              },
              { header: 'Utworzona', cell: (delivery) => formatDateTime(delivery.createdAt), muted: true },
            ]}
            actions={(delivery) =>
              mayResendDelivery(delivery.status) ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => resend.mutate(delivery.id)}
                  loading={resend.isPending && resend.variables === delivery.id}
                  aria-label={`Wyślij ponownie zdarzenie ${delivery.event} z ${formatDateTime(delivery.createdAt)}`}
                >
                  Wyślij ponownie
                </Button>
              ) : null
            }
          />
        )}
      </DialogBody>
    </Dialog>
  );
}
