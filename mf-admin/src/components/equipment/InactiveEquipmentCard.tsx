import type { Equipment } from '@ppp/domain';
import { Button, ConfirmDialog, DataTable, ListCard } from '@ppp/ui';
import { useState } from 'react';
import { useDeleteEquipmentPermanently, useInactiveEquipment, useRestoreEquipment } from '../../api.ts';
import { StyledMuted } from '../shared/layout.ts';
import { equipmentBody } from './equipmentForm.ts';

export interface InactiveEquipmentCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** Deactivated equipment: activate it again, or delete it for good (D8: quotes keep their figures). */
export function InactiveEquipmentCard({ titleId }: InactiveEquipmentCardProps) {
  const inactive = useInactiveEquipment();
  const restore = useRestoreEquipment();
  const remove = useDeleteEquipmentPermanently();
  const [deleting, setDeleting] = useState<Equipment | null>(null);

  return (
    <ListCard
      title="Nieaktywny sprzęt"
      titleId={titleId}
      description="Sprzęt wycofany z katalogu. Istniejące wyceny nadal pokazują jego pozycje i kwoty."
      query={inactive}
      loadingText="Ładowanie sprzętu..."
      errorTitle="Nie udało się załadować nieaktywnego sprzętu"
      emptyTitle="Brak nieaktywnego sprzętu"
      emptyDescription="Dezaktywowany sprzęt pojawi się tutaj."
      renderItems={(items) => (
        <DataTable
          aria-label="Lista nieaktywnego sprzętu"
          rows={items}
          rowKey={(item) => item.id}
          cardTitleLevel={3}
          title={{
            header: 'Nazwa',
            cell: (item) => (
              <>
                {item.name}
                {item.model ? <StyledMuted>{item.model}</StyledMuted> : null}
              </>
            ),
          }}
          columns={[
            { header: 'Kategoria', cell: (item) => item.category.name, muted: true },
            { header: 'Ilość', cell: (item) => item.quantity, align: 'right' },
          ]}
          actions={(item) => (
            <>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Aktywuj ponownie: ${item.name}`}
                loading={restore.isPending && restore.variables?.id === item.id}
                onClick={() => restore.mutate({ id: item.id, body: equipmentBody(item) })}
              >
                Aktywuj ponownie
              </Button>
              <Button
                size="sm"
                variant="destructive"
                aria-label={`Usuń trwale: ${item.name}`}
                onClick={() => setDeleting(item)}
              >
                Usuń trwale
              </Button>
            </>
          )}
        />
      )}
    >
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Trwale usunąć sprzęt?"
        description={
          deleting
            ? `„${deleting.name}” zostanie usunięty razem z cennikiem, opcjami dodatkowymi i danymi serwisowymi. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń trwale"
        variant="destructive"
        onConfirm={() => (deleting ? remove.mutateAsync(deleting.id) : undefined)}
      >
        <p>Wyceny, w których występuje, zachowają swoje pozycje i kwoty.</p>
      </ConfirmDialog>
    </ListCard>
  );
}
