import { formatDate, formatMoney, type Vehicle } from '@ppp/domain';
import { AvailabilityLink, freeUnitsLabel } from '@ppp/quoting';
import { Badge, DataTable, type DataTableColumn, IconButton, IconEdit, IconTrash } from '@ppp/ui';

export interface VehiclesTableProps {
  vehicles: Vehicle[];
  onEdit: (vehicle: Vehicle) => void;
  onDelete: (vehicle: Vehicle) => void;
}

const columns: DataTableColumn<Vehicle>[] = [
  { header: 'Opis', cell: (vehicle) => vehicle.description || '—', muted: true },
  {
    header: 'Koszt za km',
    cell: (vehicle) => formatMoney(vehicle.costPerKm),
    align: 'right',
  },
  // D21: each vehicle line of a dated quote takes one of them for the trip's days.
  { header: 'Liczba sztuk', cell: (vehicle) => `${vehicle.quantity} szt.`, align: 'right' },
  {
    header: 'Status',
    cell: (vehicle) =>
      vehicle.isActive ? (
        <Badge variant="success">Aktywny</Badge>
      ) : (
        <Badge variant="neutral">Nieaktywny</Badge>
      ),
  },
  { header: 'Data utworzenia', cell: (vehicle) => formatDate(vehicle.createdAt), muted: true },
];

/** D21: with the list's period, the units free throughout it ('wolne 1 z 2'). */
const freeColumn: DataTableColumn<Vehicle> = {
  header: 'W okresie',
  cell: (vehicle) =>
    vehicle.freeQuantity === undefined ? (
      '—'
    ) : (
      <Badge variant={vehicle.freeQuantity > 0 ? 'success' : 'danger'}>
        {freeUnitsLabel(vehicle.freeQuantity, vehicle.quantity)}
      </Badge>
    ),
};

/**
 * The fleet (spec-2 §2): name, description, cost per km, status, creation date; edit and delete; the
 * way to each vehicle's availability page, and with a period its free units (D21).
 */
export function VehiclesTable({ vehicles, onEdit, onDelete }: VehiclesTableProps) {
  return (
    <DataTable
      aria-label="Pojazdy"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      title={{ header: 'Nazwa', cell: (vehicle) => <strong>{vehicle.name}</strong> }}
      columns={
        vehicles.some((vehicle) => vehicle.freeQuantity !== undefined) ? [...columns, freeColumn] : columns
      }
      cardTitleLevel={3}
      actions={(vehicle) => (
        <>
          <AvailabilityLink
            kind="transport"
            equipmentId={vehicle.id}
            itemName={vehicle.name}
            appearance="link"
          />
          <IconButton
            size="sm"
            icon={<IconEdit />}
            aria-label={`Edytuj pojazd ${vehicle.name}`}
            onClick={() => onEdit(vehicle)}
          />
          <IconButton
            size="sm"
            icon={<IconTrash />}
            aria-label={`Usuń pojazd ${vehicle.name}`}
            onClick={() => onDelete(vehicle)}
          />
        </>
      )}
    />
  );
}
