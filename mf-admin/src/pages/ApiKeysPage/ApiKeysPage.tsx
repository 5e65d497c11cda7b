import {
  type ApiKey,
  apiKeyMessages,
  apiKeyScopeLabels,
  type CreatedApiKey,
  formatDateTime,
} from '@ppp/domain';
import {
  Badge,
  Button,
  DataTable,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  ListCard,
  PageContainer,
  PageHeader,
  Switch,
} from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import {
  useApiKeys,
  useDeleteApiKey,
  usePublicApiDocument,
  useUpdateApiKey,
  useWebhooks,
} from '../../api.ts';
import { ConfirmDeleteDialog } from '../../components/shared/ConfirmDeleteDialog.tsx';
import { ActiveBadge } from './ActiveBadge.tsx';
import { ApiKeyDialog } from './ApiKeyDialog.tsx';
import { StyledBadges, StyledStack } from './layout.ts';
import { NewKeyPanel } from './NewKeyPanel.tsx';
import { PublicApiDocs } from './PublicApiDocs.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';

const StyledMasked = styled.code`
  white-space: nowrap;
`;

const StyledLines = styled.span`
  display: flex;
  flex-direction: column;
  white-space: nowrap;
`;

const StyledWarning = styled.span`
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

/** D24: a key without allowed addresses serves no page's widget. */
const noOriginsWarning = 'Ten klucz nie ma dozwolonych adresów: widżety nie zadziałają na żadnej stronie.';

/** /admin/api-keys (spec-2 §2, D9, D16): the partners' keys, the just-created key and the documentation. */
export function ApiKeysPage() {
  const keys = useApiKeys();
  const document = usePublicApiDocument();
  const update = useUpdateApiKey();
  const remove = useDeleteApiKey();
  // D24: a key's webhooks go with it; its deletion names them.
  const webhooks = useWebhooks();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);
  const [editing, setEditing] = useState<ApiKey | null>(null);
  const apiUrl = document.data?.servers[0]?.url ?? window.location.origin;

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/admin"
        backLabel="Panel Administratora"
        title="Klucze API"
        subtitle="Dostęp stron partnerów do formularzy wyceny i badania potrzeb"
        actions={
          <Button onClick={() => setAdding(true)}>
            <IconPlus size={16} />
            Dodaj klucz API
          </Button>
        }
      />
      <StyledStack>
        {created ? <NewKeyPanel apiKey={created} apiUrl={apiUrl} onDismiss={() => setCreated(null)} /> : null}
        <ListCard
          title="Klucze"
          description="Klucz widać w całości tylko zaraz po utworzeniu; tutaj jest zamaskowany."
          query={keys}
          loadingText="Ładowanie kluczy API..."
          errorTitle="Nie udało się załadować kluczy API"
          emptyTitle="Brak kluczy API"
          emptyDescription="Dodaj klucz, aby partner mógł osadzić formularz na swojej stronie."
          renderItems={(rows) => (
            <DataTable
              aria-label="Klucze API"
              rows={rows}
              rowKey={(key) => key.id}
              cardTitleLevel={3}
              title={{ header: 'Nazwa', cell: (key) => key.name }}
              columns={[
                { header: 'Klucz', cell: (key) => <StyledMasked>{key.maskedKey}</StyledMasked> },
                {
                  header: 'Uprawnienia',
                  cell: (key) => (
                    <StyledBadges>
                      {key.permissions.map((scope) => (
                        <Badge key={scope} variant="outline" title={scope}>
                          {apiKeyScopeLabels[scope]}
                        </Badge>
                      ))}
                    </StyledBadges>
                  ),
                },
                {
                  header: 'Dozwolone adresy',
                  cell: (key) =>
                    key.allowedOrigins.length ? (
                      key.allowedOrigins.join(', ')
                    ) : (
                      <StyledWarning>{noOriginsWarning}</StyledWarning>
                    ),
                  muted: true,
                },
                // Two facts a cell, so the table and its actions fit a 1366 px screen.
                {
                  header: 'Limity',
                  cell: (key) => (
                    <StyledLines>
                      <span>{key.rateLimitPerMinute} / min</span>
                      <span>{key.dailyLimit} / dzień</span>
                    </StyledLines>
                  ),
                  muted: true,
                },
                { header: 'Status', cell: (key) => <ActiveBadge isActive={key.isActive} /> },
                {
                  header: 'Ostatnie użycie',
                  cell: (key) => (
                    <StyledLines>
                      <span>{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Nigdy'}</span>
                      <span>utworzono {formatDateTime(key.createdAt)}</span>
                    </StyledLines>
                  ),
                  muted: true,
                },
              ]}
              actions={(key) => (
                <>
                  <Switch
                    checked={key.isActive}
                    aria-label={key.isActive ? `Dezaktywuj klucz ${key.name}` : `Aktywuj klucz ${key.name}`}
                    onCheckedChange={(isActive) => update.mutate({ id: key.id, patch: { isActive } })}
                    disabled={update.isPending && update.variables?.id === key.id}
                  />
                  <IconButton
                    aria-label={`Edytuj klucz ${key.name}`}
                    icon={<IconEdit size={16} />}
                    onClick={() => setEditing(key)}
                  />
                  <IconButton
                    aria-label={`Usuń klucz ${key.name}`}
                    icon={<IconTrash size={16} />}
                    onClick={() => setDeleting(key)}
                  />
                </>
              )}
            />
          )}
        />
        <WebhooksCard apiKeys={keys.data ?? []} />
        <PublicApiDocs />
      </StyledStack>
      {adding ? (
        <ApiKeyDialog
          onClose={() => setAdding(false)}
          onCreated={(key) => {
            setAdding(false);
            setCreated(key);
          }}
        />
      ) : null}
      {editing ? <ApiKeyDialog editing={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Usunąć klucz API?"
        description={(key) =>
          `Czy na pewno chcesz usunąć klucz „${key.name}”? Strony, które go używają, przestaną działać od następnego żądania.${apiKeyMessages.webhooksGoToo(
            (webhooks.data ?? []).filter((hook) => hook.apiKeyId === key.id).map((hook) => hook.url),
          )}`
        }
        onDelete={(key) => remove.mutateAsync(key.id)}
      />
    </PageContainer>
  );
}
