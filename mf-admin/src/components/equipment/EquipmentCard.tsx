import type { Equipment } from '@ppp/domain';
import { Button, ConfirmDialog, IconPlus, IconRefresh, ListCard, Select } from '@ppp/ui';
import { useState } from 'react';
import styled from 'styled-components';
import {
  useCategories,
  useCopyEquipment,
  useDeactivateEquipment,
  useEquipment,
  useSyncEquipment,
} from '../../api.ts';
import { ExtrasDialog } from '../extras/ExtrasDialog.tsx';
import { ServiceDialog } from '../service/ServiceDialog.tsx';
import { StyledActions } from '../shared/layout.ts';
import { TierEditorDialog } from '../tiers/TierEditorDialog.tsx';
import { EquipmentFormDialog } from './EquipmentFormDialog.tsx';
import { type EquipmentAction, EquipmentTable } from './EquipmentTable.tsx';
import { QuantityDialog } from './QuantityDialog.tsx';

const StyledFilter = styled.div`
  width: 240px;
`;

type Opened = { action: 'create' } | { action: EquipmentAction; id: number };

export interface EquipmentCardProps {
  /** Id of the card's title, so the page section around the card can be named by it. */
  titleId?: string;
}

/** spec-1: the equipment management block with its category filter, dialogs and the sync button. */
export function EquipmentCard({ titleId }: EquipmentCardProps) {
  const equipment = useEquipment();
  const categories = useCategories();
  const sync = useSyncEquipment();
  const copy = useCopyEquipment();
  const deactivate = useDeactivateEquipment();
  const [categoryId, setCategoryId] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const close = () => setOpened(null);

  const all = equipment.data ?? [];
  const shown = categoryId ? all.filter((item) => String(item.category.id) === categoryId) : all;
  // Dialogs read the latest row, so a change shows at once.
  const target: Equipment | undefined =
    opened && 'id' in opened ? all.find((item) => item.id === opened.id) : undefined;
  const openedAction = opened?.action;

  return (
    <ListCard
      title="Zarządzanie sprzętem"
      titleId={titleId}
      description="Aktywny sprzęt katalogu: ilości, cenniki, serwis oraz opcje dodatkowe."
      actions={
        <StyledActions>
          <StyledFilter>
            <Select
              aria-label="Filtruj według kategorii"
              value={categoryId}
              onChange={(event) => setCategoryId(event.target.value)}
            >
              <option value="">Wszystkie kategorie</option>
              {categories.data?.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </Select>
          </StyledFilter>
          <Button variant="outline" loading={sync.isPending} onClick={() => sync.mutate()}>
            {sync.isPending ? null : <IconRefresh size={16} />}
            Synchronizuj urządzenia
          </Button>
          <Button
            disabled={!categories.data?.length}
            title={categories.data?.length === 0 ? 'Najpierw dodaj kategorię' : undefined}
            onClick={() => setOpened({ action: 'create' })}
          >
            <IconPlus size={16} />
            Dodaj sprzęt
          </Button>
        </StyledActions>
      }
      query={equipment}
      items={shown}
      loadingText="Ładowanie sprzętu..."
      errorTitle="Nie udało się załadować sprzętu"
      emptyTitle={all.length === 0 ? 'Brak sprzętu w katalogu' : 'Brak sprzętu w tej kategorii'}
      emptyDescription={
        all.length === 0
          ? 'Dodaj pierwszy sprzęt; dostanie domyślny cennik do skonfigurowania.'
          : 'Wybierz inną kategorię lub pokaż wszystkie.'
      }
      emptyAction={
        all.length > 0 ? (
          <Button variant="outline" onClick={() => setCategoryId('')}>
            Pokaż wszystkie kategorie
          </Button>
        ) : null
      }
      renderItems={(items) => (
        <EquipmentTable equipment={items} onAction={(action, item) => setOpened({ action, id: item.id })} />
      )}
    >
      {openedAction === 'create' || (openedAction === 'edit' && target) ? (
        <EquipmentFormDialog equipment={target ?? null} categories={categories.data ?? []} onClose={close} />
      ) : null}
      {openedAction === 'quantity' && target ? <QuantityDialog equipment={target} onClose={close} /> : null}
      {openedAction === 'tiers' && target ? (
        <TierEditorDialog equipmentId={target.id} onClose={close} />
      ) : null}
      {openedAction === 'service' && target ? <ServiceDialog equipment={target} onClose={close} /> : null}
      {openedAction === 'extras' && target ? <ExtrasDialog equipment={target} onClose={close} /> : null}
      <ConfirmDialog
        open={openedAction === 'copy' && target !== undefined}
        onOpenChange={(open) => !open && close()}
        title="Skopiować sprzęt?"
        description={target ? `Powstanie „${target.name} (kopia)”.` : undefined}
        confirmLabel="Kopiuj"
        onConfirm={() => (target ? copy.mutateAsync(target.id) : undefined)}
      >
        <p>Kopia dostanie ten sam cennik, dane serwisowe, opcje dodatkowe i akcesoria.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={openedAction === 'deactivate' && target !== undefined}
        onOpenChange={(open) => !open && close()}
        title="Dezaktywować sprzęt?"
        description={target ? `„${target.name}” zniknie z katalogu i z wyboru w nowych wycenach.` : undefined}
        confirmLabel="Dezaktywuj"
        variant="destructive"
        onConfirm={() => (target ? deactivate.mutateAsync(target.id) : undefined)}
      >
        <p>
          Istniejące wyceny go zachowają. Sprzęt trafi na listę nieaktywnego sprzętu, gdzie można go
          przywrócić albo usunąć trwale.
        </p>
      </ConfirmDialog>
    </ListCard>
  );
}
