import { type ApiKey, type CreatedWebhook, type Webhook, webhookEventLabels } from '@ppp/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  ListCard,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteWebhook, useWebhooks } from '../../api.ts';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import { WebhookSecretPanel } from './WebhookSecretPanel.tsx';

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledUrl = styled.code`
  overflow-wrap: anywhere;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

export interface WebhooksCardProps {
  /** The keys a webhook may belong to. */
  apiKeys: readonly ApiKey[];
}

/**
 * The webhooks of /admin/api-keys (D24): each endpoint with its events, key and state; adding one
 * shows its secret once; editing, deleting with confirmation, and each one's delivery log.
 */
export function WebhooksCard({ apiKeys }: WebhooksCardProps) {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  return (
    <StyledStack>
      {created ? <WebhookSecretPanel webhook={created} onDismiss={() => setCreated(null)} /> : null}
      <ListCard
        title="Webhooki"
        description="Powiadomienia o zdarzeniach wysyłane do systemów partnerów lub firmy, podpisane sekretem webhooka."
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            <IconPlus size={16} />
            Dodaj webhook
          </Button>
        }
        query={webhooks}
        loadingText="Ładowanie webhooków..."
        errorTitle="Nie udało się załadować webhooków"
        emptyTitle="Brak webhooków"
        emptyDescription="Dodaj webhook, aby system partnera dowiadywał się o nowych i przyjętych wycenach."
        renderItems={(rows) => (
          <DataTable<Webhook>
            aria-label="Webhooki"
            rows={rows}
            rowKey={(webhook) => webhook.id}
            cardTitleLevel={3}
            title={{ header: 'Adres', cell: (webhook) => <StyledUrl>{webhook.url}</StyledUrl> }}
            columns={[
              {
                header: 'Zdarzenia',
                cell: (webhook) => (
                  <StyledBadges>
                    {webhook.events.map((name) => (
                      <Badge key={name} variant="outline" title={webhookEventLabels[name]}>
                        {name}
                      </Badge>
                    ))}
                  </StyledBadges>
                ),
              },
              {
                header: 'Klucz',
                cell: (webhook) => webhook.apiKeyName ?? 'Wszystkie rekordy',
                muted: true,
              },
              {
                header: 'Status',
                cell: (webhook) => (
                  <Badge variant={webhook.isActive ? 'success' : 'neutral'} dot>
                    {webhook.isActive ? 'Aktywny' : 'Nieaktywny'}
                  </Badge>
                ),
              },
            ]}
            actions={(webhook) => (
              <>
                <Button size="sm" variant="outline" onClick={() => setLogOf(webhook)}>
                  Dziennik dostaw
                </Button>
                <IconButton
                  aria-label={`Edytuj webhook ${webhook.url}`}
                  icon={<IconEdit size={16} />}
                  onClick={() => setEditing(webhook)}
                />
                <IconButton
                  aria-label={`Usuń webhook ${webhook.url}`}
                  icon={<IconTrash size={16} />}
                  onClick={() => setDeleting(webhook)}
                />
              </>
            )}
          />
        )}
      />
      {adding ? (
        <WebhookDialog
          apiKeys={apiKeys}
          onClose={() => setAdding(false)}
          onCreated={(webhook) => {
            setAdding(false);
            setCreated(webhook);
          }}
        />
      ) : null}
      {editing ? (
        <WebhookDialog webhook={editing} apiKeys={apiKeys} onClose={() => setEditing(null)} />
      ) : null}
      {logOf ? <WebhookDeliveriesDialog webhook={logOf} onClose={() => setLogOf(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć webhook?"
        description={
          deleting
            ? `Czy na pewno chcesz usunąć webhook ${deleting.url}? Jego dziennik dostaw zostanie usunięty, a niewysłane zdarzenia nie zostaną wysłane.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      />
    </StyledStack>
  );
}
