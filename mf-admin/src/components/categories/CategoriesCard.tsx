import type { EquipmentCategory } from '@ppp/domain';
import {
  Button,
  ConfirmDialog,
  IconButton,
  IconEdit,
  IconPlus,
  IconTrash,
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import { useState } from 'react';
import { useCategories, useDeleteCategory, useEquipment, useInactiveEquipment } from '../../api.ts';
import { ListCard } from '../shared/ListCard.tsx';
import { StyledRowActions } from '../shared/layout.ts';
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
        <Table aria-label="Lista kategorii">
          <THead>
            <Tr>
              <Th>Nazwa</Th>
              <Th>Opis</Th>
              <Th align="right">Sprzęt</Th>
              <Th align="right">Akcje</Th>
            </Tr>
          </THead>
          <TBody>
            {rows.map((category) => (
              <Tr key={category.id}>
                <Td>{category.name}</Td>
                <Td muted>{category.description || '—'}</Td>
                <Td align="right">{known ? (counts.get(category.id) ?? 0) : '—'}</Td>
                <Td align="right">
                  <StyledRowActions>
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
                  </StyledRowActions>
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      )}
    >
      {editing ? (
        <CategoryDialog category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Usunąć kategorię?"
        description={
          deleting
            ? `Kategoria „${deleting.name}” zostanie usunięta. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        <p>Nie można usunąć kategorii, która zawiera sprzęt — najpierw usuń lub przenieś sprzęt.</p>
      </ConfirmDialog>
    </ListCard>
  );
}
