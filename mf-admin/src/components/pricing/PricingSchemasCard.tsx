import type { PricingSchema } from '@ppp/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  LoadingState,
  Switch,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import { useState } from 'react';
import { useDeleteSchema, usePricingSchemas, useUpdateSchema } from '../../api.ts';
import { StyledRowActions, StyledTitleRow } from '../PendingUsersCard.tsx';
import { StyledHeaderRow, StyledMuted } from '../shared/layout.ts';
import { SchemaDialog } from './SchemaDialog.tsx';
import { methodLabels } from './schemaLabels.ts';

const defaultLocked = 'Schemat domyślny jest zawsze aktywny i nie można go usunąć';

export interface PricingSchemasCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** spec-1: the pricing schemas: add, edit, make default, activate or deactivate, delete (D8 limits). */
export function PricingSchemasCard({ titleId }: PricingSchemasCardProps) {
  const schemas = usePricingSchemas();
  const update = useUpdateSchema();
  const remove = useDeleteSchema();
  const [editing, setEditing] = useState<PricingSchema | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PricingSchema | null>(null);
  const busy = (id: number) => update.isPending && update.variables?.id === id;

  return (
    <Card>
      <CardHeader>
        <StyledHeaderRow>
          <div>
            <StyledTitleRow>
              <CardTitle as="h2" id={titleId}>
                Schematy cenowe
              </CardTitle>
              {schemas.isSuccess ? <Badge variant="neutral">{schemas.data.length}</Badge> : null}
            </StyledTitleRow>
            <CardDescription>
              Sposób naliczania cen z progów. Dokładnie jeden schemat jest domyślny.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing('new')}>
            <IconPlus size={16} />
            Dodaj schemat
          </Button>
        </StyledHeaderRow>
      </CardHeader>
      <CardContent>
        {schemas.isPending ? (
          <LoadingState text="Ładowanie schematów..." />
        ) : schemas.isError ? (
          <ErrorState
            title="Nie udało się załadować schematów cenowych"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void schemas.refetch()}
          />
        ) : schemas.data.length === 0 ? (
          <EmptyState
            size="sm"
            title="Brak schematów cenowych"
            description="Pierwszy dodany schemat zostanie domyślnym."
          />
        ) : (
          <Table aria-label="Lista schematów cenowych">
            <THead>
              <Tr>
                <Th>Nazwa</Th>
                <Th>Metoda</Th>
                <Th>Status</Th>
                <Th>Aktywny</Th>
                <Th align="right">Akcje</Th>
              </Tr>
            </THead>
            <TBody>
              {schemas.data.map((schema) => (
                <Tr key={schema.id}>
                  <Td>
                    {schema.name}
                    {schema.description ? <StyledMuted>{schema.description}</StyledMuted> : null}
                  </Td>
                  <Td muted>{methodLabels[schema.calculationMethod].name}</Td>
                  <Td>
                    {schema.isDefault ? (
                      <Badge variant="primary">Domyślny</Badge>
                    ) : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Ustaw jako domyślny: ${schema.name}`}
                        loading={busy(schema.id)}
                        onClick={() => update.mutate({ id: schema.id, body: { isDefault: true } })}
                      >
                        Ustaw jako domyślny
                      </Button>
                    )}
                  </Td>
                  <Td>
                    <Switch
                      size="sm"
                      aria-label={`Aktywny: ${schema.name}`}
                      title={schema.isDefault ? defaultLocked : undefined}
                      checked={schema.isActive}
                      disabled={schema.isDefault || busy(schema.id)}
                      onCheckedChange={(isActive) => update.mutate({ id: schema.id, body: { isActive } })}
                    />
                  </Td>
                  <Td align="right">
                    <StyledRowActions>
                      <IconButton
                        size="sm"
                        icon={<IconEdit />}
                        aria-label={`Edytuj schemat: ${schema.name}`}
                        onClick={() => setEditing(schema)}
                      />
                      <IconButton
                        size="sm"
                        icon={<IconTrash />}
                        aria-label={`Usuń schemat: ${schema.name}`}
                        title={schema.isDefault ? defaultLocked : undefined}
                        disabled={schema.isDefault}
                        onClick={() => setDeleting(schema)}
                      />
                    </StyledRowActions>
                  </Td>
                </Tr>
              ))}
            </TBody>
          </Table>
        )}
      </CardContent>
      {editing ? (
        <SchemaDialog schema={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Usunąć schemat cenowy?"
        description={
          deleting
            ? `Schemat „${deleting.name}” zostanie usunięty. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        <p>Schematu używanego w wycenach nie można usunąć — można go dezaktywować.</p>
      </ConfirmDialog>
    </Card>
  );
}
