import { formatDate, formatMoney, type Vehicle } from '@ppp/domain';
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

/** The fleet (spec-2 §2): name, description, cost per km, status, creation date; edit and delete. */
export function VehiclesTable({ vehicles, onEdit, onDelete }: VehiclesTableProps) {
  return (
    <DataTable
      aria-label="Pojazdy"
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      title={{ header: 'Nazwa', cell: (vehicle) => <strong>{vehicle.name}</strong> }}
      columns={columns}
      cardTitleLevel={3}
      actions={(vehicle) => (
        <>
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
