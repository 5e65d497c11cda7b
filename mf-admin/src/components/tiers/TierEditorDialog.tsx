import { formatMoney, type PriceTier } from '@ppp/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  DataTable,
  Dialog,
  DialogBody,
  DialogFooter,
  EmptyState,
  ErrorState,
  IconButton,
  IconEdit,
  IconTrash,
  LoadingState,
  useDialogCloseGuard,
} from '@ppp/ui';
import { useState } from 'react';
import { useDeleteTier, useEquipment } from '../../api.ts';
import { StyledRowActions, StyledSections } from '../shared/layout.ts';
import { Notice } from '../shared/Notice.tsx';
import { TierForm } from './TierForm.tsx';
import { DEFAULT_TIERS_WARNING, formatPercent, periodLabel, tierRows } from './tierRows.ts';

export interface TierEditorDialogProps {
  equipmentId: number;
  onClose: () => void;
}

/** The price tiers of one equipment: prices per day by rental length, discounts derived from them (D4). */
export function TierEditorDialog({ equipmentId, onClose }: TierEditorDialogProps) {
  const equipment = useEquipment();
  const deleteTier = useDeleteTier();
  const [editing, setEditing] = useState<PriceTier | null>(null);
  // After 'Edytuj próg' or a save, the (new) form takes the focus; when the dialog opens, it does not.
  const [focusForm, setFocusForm] = useState(false);
  const [deleting, setDeleting] = useState<PriceTier | null>(null);
  const item = equipment.data?.find((entry) => entry.id === equipmentId);
  const tiers = item?.pricing ?? [];
  // D19: closing with a typed, unsaved form asks first.
  const guard = useDialogCloseGuard(onClose);

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && guard.requestClose()}
        title={item ? `Cennik: ${item.name}` : 'Cennik'}
        description="Cena za dobę zależy od długości wynajmu. Rabat progu wynika z jego ceny względem progu bazowego."
        size="lg"
      >
        <DialogBody>
          {equipment.isPending ? (
            <LoadingState text="Ładowanie cennika..." />
          ) : !item ? (
            <ErrorState
              title="Nie udało się załadować cennika"
              description="Sprzęt nie istnieje lub nie jest już aktywny."
              onRetry={() => void equipment.refetch()}
            />
          ) : (
            <StyledSections>
              {item.hasDefaultPricing ? <Notice>{DEFAULT_TIERS_WARNING}</Notice> : null}
              {tiers.length === 0 ? (
                <EmptyState
                  size="sm"
                  title="Brak progów cenowych"
                  description="Dodaj pierwszy próg poniżej."
                />
              ) : (
                <DataTable
                  aria-label="Progi cenowe"
                  rows={tierRows(tiers)}
                  rowKey={({ tier }) => tier.id}
                  title={{
                    header: 'Okres wynajmu',
                    cell: ({ period, isBase }) => (
                      <>
                        {period} {isBase ? <Badge variant="primary">Bazowy</Badge> : null}
                      </>
                    ),
                  }}
                  columns={[
                    {
                      header: 'Cena za dobę',
                      align: 'right',
                      cell: ({ tier }) => formatMoney(tier.pricePerDay),
                    },
                    {
                      header: 'Rabat',
                      align: 'right',
                      cell: ({ discount }) => (
                        <span data-testid="tier-discount">{formatPercent(discount)}</span>
                      ),
                    },
                  ]}
                  actionsHeader="Akcje"
                  actions={({ tier, period }) => (
                    <StyledRowActions>
                      <IconButton
                        size="sm"
                        icon={<IconEdit />}
                        aria-label={`Edytuj próg ${period}`}
                        onClick={() => {
                          setEditing(tier);
                          setFocusForm(true);
                        }}
                      />
                      <IconButton
                        size="sm"
                        icon={<IconTrash />}
                        aria-label={`Usuń próg ${period}`}
                        title={
                          tiers.length === 1 ? 'Sprzęt musi mieć przynajmniej jeden próg cenowy' : undefined
                        }
                        disabled={tiers.length === 1}
                        onClick={() => setDeleting(tier)}
                      />
                    </StyledRowActions>
                  )}
                />
              )}
              <TierForm
                key={editing?.id ?? 'new'}
                equipmentId={equipmentId}
                tiers={tiers}
                editing={editing}
                onDone={() => {
                  setEditing(null);
                  setFocusForm(true);
                }}
                onDirtyChange={(dirty) => guard.report('tier', dirty)}
                focusFirst={focusForm}
              />
            </StyledSections>
          )}
        </DialogBody>
        <DialogFooter>
          {guard.footer(
            <Button variant="outline" onClick={guard.requestClose}>
              Zamknij
            </Button>,
          )}
        </DialogFooter>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Usunąć próg cenowy?"
        description={
          deleting
            ? `Próg ${periodLabel(deleting)} (${formatMoney(deleting.pricePerDay)} za dobę) zostanie usunięty. Tej operacji nie można cofnąć.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteTier.mutateAsync(deleting.id);
          if (editing?.id === deleting.id) setEditing(null);
        }}
      >
        <p>Rabaty pozostałych progów zostaną przeliczone względem progu bazowego.</p>
      </ConfirmDialog>
    </>
  );
}
