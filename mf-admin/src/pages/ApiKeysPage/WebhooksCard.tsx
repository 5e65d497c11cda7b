import { type ApiKey, type CreatedWebhook, type Webhook, webhookEventLabels } from '@ppp/domain';
import { Badge, Button, DataTable, IconButton, IconEdit, IconPlus, IconTrash, ListCard } from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useDeleteWebhook, useWebhooks } from '../../api.ts';
import { ConfirmDeleteDialog } from '../../components/shared/ConfirmDeleteDialog.tsx';
import { ActiveBadge } from './ActiveBadge.tsx';
import { StyledBadges, StyledStack } from './layout.ts';
import { WebhookDeliveriesDialog } from './WebhookDeliveriesDialog.tsx';
import { WebhookDialog } from './WebhookDialog.tsx';
import { WebhookSecretPanel } from './WebhookSecretPanel.tsx';

const StyledUrl = styled.code`
  overflow-wrap: anywhere;
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
              { header: 'Status', cell: (webhook) => <ActiveBadge isActive={webhook.isActive} /> },
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
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Usunąć webhook?"
        description={(webhook) =>
          `Czy na pewno chcesz usunąć webhook ${webhook.url}? Jego dziennik dostaw zostanie usunięty, a niewysłane zdarzenia nie zostaną wysłane.`
        }
        onDelete={(webhook) => remove.mutateAsync(webhook.id)}
      />
    </StyledStack>
  );
}
