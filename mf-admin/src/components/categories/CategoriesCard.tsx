import type { EquipmentCategory } from '@ppp/domain';
import { Button, DataTable, IconButton, IconEdit, IconPlus, IconTrash, ListCard } from '@ppp/ui';
import { useState } from 'react';
import { useCategories, useDeleteCategory, useEquipment, useInactiveEquipment } from '../../api.ts';
import { ConfirmDeleteDialog } from '../shared/ConfirmDeleteDialog.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';

export interface CategoriesCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** spec-1: the equipment categories: add, rename, delete (refused while a category holds equipment). */
export function CategoriesCard({ titleId }: CategoriesCardProps) {
  const categories = useCategories();
  const active = useEquipment();
  const inactive = useInactiveEquipment();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<EquipmentCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<EquipmentCategory | null>(null);

  const counts = new Map<number, number>();
  for (const item of [...(active.data ?? []), ...(inactive.data ?? [])]) {
    counts.set(item.category.id, (counts.get(item.category.id) ?? 0) + 1);
  }
  const known = active.isSuccess && inactive.isSuccess;

  return (
    <ListCard
      title="Kategorie sprzętu"
      titleId={titleId}
      description="Kategorię, która zawiera sprzęt, można usunąć dopiero po przeniesieniu sprzętu."
      actions={
        <Button onClick={() => setEditing('new')}>
          <IconPlus size={16} />
          Dodaj kategorię
        </Button>
      }
      query={categories}
      loadingText="Ładowanie kategorii..."
      errorTitle="Nie udało się załadować kategorii"
      emptyTitle="Brak kategorii"
      emptyDescription="Dodaj pierwszą kategorię sprzętu."
      renderItems={(rows) => (
        <DataTable
          aria-label="Lista kategorii"
          rows={rows}
          rowKey={(category) => category.id}
          cardTitleLevel={3}
          title={{ header: 'Nazwa', cell: (category) => category.name }}
          columns={[
            { header: 'Opis', cell: (category) => category.description || '—', muted: true },
            {
              header: 'Sprzęt',
              cell: (category) => (known ? (counts.get(category.id) ?? 0) : '—'),
              align: 'right',
            },
          ]}
          actions={(category) => (
            <>
              <IconButton
                size="sm"
                icon={<IconEdit />}
                aria-label={`Edytuj kategorię: ${category.name}`}
                onClick={() => setEditing(category)}
              />
              <IconButton
                size="sm"
                icon={<IconTrash />}
                aria-label={`Usuń kategorię: ${category.name}`}
                onClick={() => setDeleting(category)}
              />
            </>
          )}
        />
      )}
    >
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDeleteDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        title="Usunąć kategorię?"
        description={(category) =>
          `Kategoria „${category.name}” zostanie usunięta. Tej operacji nie można cofnąć.`
        }
        onDelete={(category) => remove.mutateAsync(category.id)}
      >
        <p>Nie można usunąć kategorii, która zawiera sprzęt — najpierw usuń lub przenieś sprzęt.</p>
      </ConfirmDeleteDialog>
    </ListCard>
  );
}
