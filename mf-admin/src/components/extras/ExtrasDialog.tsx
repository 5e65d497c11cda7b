import type { Equipment, EquipmentExtra } from '@ppp/domain';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  ErrorState,
  LoadingState,
  useDialogCloseGuard,
} from '@ppp/ui';
import { toastLimit, useCreateExtra, useDeleteExtra, useExtras, useUpdateExtra } from '../../api.ts';
import { StyledSections } from '../shared/layout.ts';
import { PriceItemsEditor } from '../shared/PriceItemsEditor.tsx';

/** spec-1 §9: at most 4 extras of each type. */
const EXTRAS_LIMIT = 4;

const lists = [
  {
    type: 'additional',
    title: 'Opcje dodatkowe',
    addTitle: 'Dodaj opcję dodatkową',
    deleteTitle: 'Usunąć opcję dodatkową?',
    emptyText: 'Brak opcji dodatkowych',
  },
  {
    type: 'accessories',
    title: 'Akcesoria',
    addTitle: 'Dodaj akcesorium',
    deleteTitle: 'Usunąć akcesorium?',
    emptyText: 'Brak akcesoriów',
  },
] as const;

export interface ExtrasDialogProps {
  equipment: Equipment;
  onClose: () => void;
}

/** The additional options and accessories a quote item of this equipment may include, with prices. */
export function ExtrasDialog({ equipment, onClose }: ExtrasDialogProps) {
  const extras = useExtras(equipment.id);
  const create = useCreateExtra();
  const update = useUpdateExtra();
  const remove = useDeleteExtra();
  const equipmentId = equipment.id;
  // D19: closing with a typed, unsaved form asks first.
  const guard = useDialogCloseGuard(onClose);

  const entriesOf = (type: EquipmentExtra['type']) =>
    (extras.data ?? []).filter((extra) => extra.type === type);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={`Opcje dodatkowe i akcesoria: ${equipment.name}`}
      description={`Do wyboru w pozycji wyceny; najwyżej ${EXTRAS_LIMIT} pozycje każdego rodzaju.`}
      size="lg"
    >
      <DialogBody>
        {extras.isPending ? (
          <LoadingState text="Ładowanie opcji..." />
        ) : extras.isError ? (
          <ErrorState
            title="Nie udało się załadować opcji"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void extras.refetch()}
          />
        ) : (
          <StyledSections>
            {lists.map(({ type, ...labels }) => {
              const entries = entriesOf(type);
              return (
                <PriceItemsEditor
                  key={type}
                  {...labels}
                  entries={entries}
                  limit={EXTRAS_LIMIT}
                  onLimit={() => toastLimit()}
                  priceLabel="Cena (zł)"
                  onAdd={(body) =>
                    create.mutateAsync({ ...body, equipmentId, type, position: entries.length + 1 })
                  }
                  onUpdate={(id, body) => update.mutateAsync({ id, equipmentId, body })}
                  onDelete={(id) => remove.mutateAsync({ id, equipmentId })}
                  onDirtyChange={(dirty) => guard.report(type, dirty)}
                />
              );
            })}
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
  );
}
