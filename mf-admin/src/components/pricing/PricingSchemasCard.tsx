import type { PricingSchema } from '@ppp/domain';
import {
  Badge,
  Button,
  DataTable,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  ListCard,
  Switch,
} from '@ppp/ui';
import { useState } from 'react';
import { useDeleteSchema, usePricingSchemas, useUpdateSchema } from '../../api.ts';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog.tsx';
import { StyledMuted } from '../shared/layout.ts';
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
    <ListCard
      title="Schematy cenowe"
      titleId={titleId}
      description="Sposób naliczania cen z progów. Dokładnie jeden schemat jest domyślny."
      actions={
        <Button onClick={() => setEditing('new')}>
          <IconPlus size={16} />
          Dodaj schemat
        </Button>
      }
      query={schemas}
      loadingText="Ładowanie schematów..."
      errorTitle="Nie udało się załadować schematów cenowych"
      emptyTitle="Brak schematów cenowych"
      emptyDescription="Pierwszy dodany schemat zostanie domyślnym."
      renderItems={(rows) => (
        <DataTable
          aria-label="Lista schematów cenowych"
          rows={rows}
          rowKey={(schema) => schema.id}
          cardTitleLevel={3}
          title={{
            header: 'Nazwa',
            cell: (schema) => (
              <>
                {schema.name}
                {schema.description ? <StyledMuted>{schema.description}</StyledMuted> : null}
              </>
            ),
          }}
          columns={[
            { header: 'Metoda', cell: (schema) => methodLabels[schema.calculationMethod].name, muted: true },
            {
              header: 'Status',
              cell: (schema) =>
                schema.isDefault ? (
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
                ),
            },
            {
              header: 'Aktywny',
              cell: (schema) => (
                <Switch
                  size="sm"
                  aria-label={`Aktywny: ${schema.name}`}
                  title={schema.isDefault ? defaultLocked : undefined}
                  checked={schema.isActive}
                  disabled={schema.isDefault || busy(schema.id)}
                  onCheckedChange={(isActive) => update.mutate({ id: schema.id, body: { isActive } })}
                />
              ),
            },
          ]}
          actions={(schema) => (
            <>
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
            </>
          )}
        />
      )}
    >
      {editing ? (
        <SchemaDialog schema={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Usunąć schemat cenowy?"
        description={(schema) => `Schemat „${schema.name}” zostanie usunięty. Tej operacji nie można cofnąć.`}
        onDelete={(schema) => remove.mutateAsync(schema.id)}
      >
        <p>Schematu używanego w wycenach nie można usunąć — można go dezaktywować.</p>
      </ConfirmDeleteDialog>
    </ListCard>
  );
}
