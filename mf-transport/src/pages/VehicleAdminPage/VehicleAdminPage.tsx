import type { Vehicle } from '@ppp/domain';
import { PeriodFilter, useCataloguePeriod } from '@ppp/quoting';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  IconPlus,
  PageContainer,
  PageHeader,
  QueryState,
  usePageTitle,
} from '@ppp/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useDeleteVehicle, useVehicles } from '../../api.ts';
import { DepotCard } from './DepotCard.tsx';
import { VehicleDialog } from './VehicleDialog.tsx';
import { VehiclesTable } from './VehiclesTable.tsx';

/** spec-2 §2: the kinds of vehicle the fleet is made of, for information only. */
const defaultVehicleCategories = [
  'Samochód osobowy',
  'Bus do 3,5 t',
  'Ciężarówka solo',
  'Wywrotka',
  'Ciężarówka z przyczepą',
] as const;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledCategories = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.full};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledPeriod = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

type Editing = { vehicle: Vehicle | null } | null;

/** 'Administracja transportem' (/admin/transport): the vehicles and their cost per kilometre. */
export function VehicleAdminPage() {
  usePageTitle('Administracja transportem');
  // D21: with a period every vehicle says how many units are free throughout it.
  const { period, setPeriod } = useCataloguePeriod();
  const vehicles = useVehicles(period);
  const deleteVehicle = useDeleteVehicle();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Vehicle | null>(null);

  const addButton = (
    <Button onClick={() => setEditing({ vehicle: null })}>
      <IconPlus size={16} />
      Dodaj pojazd
    </Button>
  );

  return (
    <PageContainer width="wide">
      <PageHeader
        backTo="/dashboard"
        backLabel="Powrót do strony głównej"
        title="Administracja transportem"
        subtitle="Pojazdy i ich koszt za kilometr, z których liczone są wyceny transportu"
        actions={addButton}
      />
      <StyledStack>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Pojazdy</CardTitle>
          </CardHeader>
          <CardContent>
            <StyledPeriod>
              <PeriodFilter value={period} onChange={setPeriod} />
            </StyledPeriod>
            <QueryState
              query={vehicles}
              loading="Ładowanie pojazdów..."
              error={{
                title: 'Błąd ładowania pojazdów',
                description: 'Nie udało się załadować listy pojazdów.',
              }}
            >
              {(list) =>
                list.length === 0 ? (
                  <EmptyState
                    size="sm"
                    title="Brak pojazdów"
                    description="Dodaj pierwszy pojazd, aby tworzyć wyceny transportu."
                    action={addButton}
                  />
                ) : (
                  <VehiclesTable
                    vehicles={list}
                    onEdit={(vehicle) => setEditing({ vehicle })}
                    onDelete={setDeleting}
                  />
                )
              }
            </QueryState>
          </CardContent>
        </Card>
        <DepotCard />
        <Card>
          <CardHeader>
            <CardTitle as="h2">Domyślne kategorie pojazdów</CardTitle>
            <CardDescription>
              Informacyjnie: rodzaje pojazdów, z których składa się flota. Stawki ustawia się w tabeli
              powyżej.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <StyledCategories aria-label="Domyślne kategorie pojazdów">
              {defaultVehicleCategories.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </StyledCategories>
          </CardContent>
        </Card>
      </StyledStack>
      {editing ? <VehicleDialog vehicle={editing.vehicle} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="Usunąć pojazd?"
        description={
          deleting
            ? `Czy na pewno chcesz usunąć pojazd „${deleting.name}”? Pojazdu używanego w wycenach nie można usunąć — wtedy dezaktywuj go w edycji.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() => (deleting ? deleteVehicle.mutateAsync(deleting.id) : undefined)}
      />
    </PageContainer>
  );
}

/** D1's one exception: /admin/transport keeps the specification's own screen for everybody else. */
export function NoTransportAdminAccess() {
  usePageTitle('Brak dostępu');
  return (
    <PageContainer width="narrow">
      <EmptyState
        headingLevel={1}
        tone="danger"
        title="Brak dostępu"
        description="Administracja transportem jest dostępna tylko dla administratorów i kierowników transportu."
        action={
          <Button as={Link} to="/">
            Powrót do strony głównej
          </Button>
        }
      />
    </PageContainer>
  );
}
