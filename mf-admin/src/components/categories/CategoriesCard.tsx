import type { EquipmentCategory } from '@ppp/domain';
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
  Table,
  TBody,
  Td,
  THead,
  Th,
  Tr,
} from '@ppp/ui';
import { useState } from 'react';
import { useCategories, useDeleteCategory, useEquipment, useInactiveEquipment } from '../../api.ts';
import { StyledRowActions, StyledTitleRow } from '../PendingUsersCard.tsx';
import { StyledHeaderRow } from '../shared/layout.ts';
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
    <Card>
      <CardHeader>
        <StyledHeaderRow>
          <div>
            <StyledTitleRow>
              <CardTitle as="h2" id={titleId}>
                Kategorie sprzętu
              </CardTitle>
              {categories.isSuccess ? <Badge variant="neutral">{categories.data.length}</Badge> : null}
            </StyledTitleRow>
            <CardDescription>
              Kategorię, która zawiera sprzęt, można usunąć dopiero po przeniesieniu sprzętu.
            </CardDescription>
          </div>
          <Button onClick={() => setEditing('new')}>
            <IconPlus size={16} />
            Dodaj kategorię
          </Button>
        </StyledHeaderRow>
      </CardHeader>
      <CardContent>
        {categories.isPending ? (
          <LoadingState text="Ładowanie kategorii..." />
        ) : categories.isError ? (
          <ErrorState
            title="Nie udało się załadować kategorii"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void categories.refetch()}
          />
        ) : categories.data.length === 0 ? (
          <EmptyState size="sm" title="Brak kategorii" description="Dodaj pierwszą kategorię sprzętu." />
        ) : (
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
              {categories.data.map((category) => (
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
      </CardContent>
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
    </Card>
  );
}
