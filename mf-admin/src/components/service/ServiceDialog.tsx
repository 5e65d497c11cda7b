import { catalogueMessages, type Equipment, SERVICE_HOURS_ITEM_NAME } from '@ppp/domain';
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  ErrorState,
  LoadingState,
  useDialogCloseGuard,
} from '@ppp/ui';
import {
  toastLimit,
  useCreateServiceItem,
  useDeleteServiceItem,
  useServiceCosts,
  useServiceItems,
  useUpdateServiceItem,
} from '../../api.ts';
import { StyledSections } from '../shared/layout.ts';
import { PriceItemsEditor } from '../shared/PriceItemsEditor.tsx';
import { ServiceCostsForm } from './ServiceCostsForm.tsx';

/** D8: at most 4 service items, the worker-hours item included. */
const SERVICE_ITEMS_LIMIT = 4;

export interface ServiceDialogProps {
  equipment: Equipment;
  onClose: () => void;
}

/** Service costs and service items of one equipment (spec-1 §3, D8, D11). */
export function ServiceDialog({ equipment, onClose }: ServiceDialogProps) {
  const equipmentId = equipment.id;
  const costs = useServiceCosts(equipmentId);
  const items = useServiceItems(equipmentId);
  const create = useCreateServiceItem();
  const update = useUpdateServiceItem();
  const remove = useDeleteServiceItem();
  const failed = costs.isError || items.isError;
  // D19: closing with a typed, unsaved form asks first.
  const guard = useDialogCloseGuard(onClose);

  // The worker-hours item is read-only and always first.
  const entries = (items.data ?? [])
    .map((item) => ({
      id: item.id,
      name: item.itemName,
      price: item.itemCost,
      locked: item.itemName === SERVICE_HOURS_ITEM_NAME,
    }))
    .sort((a, b) => Number(b.locked) - Number(a.locked));

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && guard.requestClose()}
      title={`Serwis: ${equipment.name}`}
      description={`Kategoria: ${equipment.category.name}. Koszty serwisu są doliczane do wyceny proporcjonalnie do użycia.`}
      size="lg"
    >
      <DialogBody>
        {costs.isPending || items.isPending ? (
          <LoadingState text="Ładowanie danych serwisowych..." />
        ) : failed ? (
          <ErrorState
            title="Nie udało się załadować danych serwisowych"
            description="Sprawdź połączenie i spróbuj ponownie."
            onRetry={() => void Promise.all([costs.refetch(), items.refetch()])}
          />
        ) : (
          <StyledSections>
            <ServiceCostsForm
              equipmentId={equipmentId}
              categoryName={equipment.category.name}
              costs={costs.data ?? null}
              onDirtyChange={(dirty) => guard.report('costs', dirty)}
            />
            <PriceItemsEditor
              title="Elementy serwisu"
              addTitle="Dodaj element serwisu"
              deleteTitle="Usunąć element serwisu?"
              emptyText="Brak elementów serwisu"
              priceLabel="Koszt (zł)"
              entries={entries}
              limit={SERVICE_ITEMS_LIMIT}
              onLimit={() => toastLimit(catalogueMessages.serviceItemsLimit)}
              onAdd={(body) => create.mutateAsync({ equipmentId, body, sortOrder: entries.length })}
              onUpdate={(id, body) => update.mutateAsync({ id, equipmentId, body })}
              onDelete={(id) => remove.mutateAsync({ id, equipmentId })}
              onDirtyChange={(dirty) => guard.report('items', dirty)}
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
  );
}
