import {
  can,
  type DepartmentCategory,
  type DepartmentConfig,
  type DepartmentEquipment,
  formatMoney,
  pluralPl,
} from '@ppp/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  filterOptions,
  IconEdit,
  IconPlus,
  IconSearch,
  IconTrash,
  Input,
  LoadingState,
  PageContainer,
  PageHeader,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  useCurrentUser,
} from '@ppp/ui';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { AvailabilityLink } from '../../availability/AvailabilityLink.tsx';
import { PeriodFilter, useCataloguePeriod } from '../../availability/PeriodFilter.tsx';
import { freeUnitsLabel } from '../../availability/periodFilter.ts';
import {
  useDeleteCategory,
  useDeleteEquipment,
  useDepartmentCategories,
  useDepartmentEquipment,
} from '../departmentApi.ts';
import { AdditionalDialog } from './AdditionalDialog.tsx';
import { CategoryDialog } from './CategoryDialog.tsx';
import { EquipmentDialog } from './EquipmentDialog.tsx';
import { TiersDialog } from './TiersDialog.tsx';

type Editing =
  | { dialog: 'category'; category: DepartmentCategory | null }
  | { dialog: 'equipment'; equipment: DepartmentEquipment | null }
  | { dialog: 'tiers' | 'additional'; equipment: DepartmentEquipment }
  | null;
type Deleting =
  | { what: 'category'; row: DepartmentCategory }
  | { what: 'equipment'; row: DepartmentEquipment }
  | null;

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: flex-end;
  margin-bottom: ${({ theme }) => theme.space[4]};

  > fieldset {
    flex: 1 1 100%;
  }
`;

const StyledSearch = styled.label`
  position: relative;
  flex: 1 1 320px;
  max-width: 480px;

  > svg {
    position: absolute;
    left: 11px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }

  input {
    padding-left: 36px;
  }
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: ${({ theme }) => theme.space[4]} 0 0;
  padding: 0;
  list-style: none;
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  img {
    width: 100%;
    max-height: 140px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFree = styled.p<{ $none: boolean }>`
  margin: 0;
  color: ${({ theme, $none }) => ($none ? theme.colors.dangerText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space[2]};
`;

const basePrice = (equipment: DepartmentEquipment) => {
  const base = equipment.pricing[0];
  return base ? `od ${formatMoney(base.pricePerDay)}/doba` : 'Brak cennika';
};

/**
 * /admin/electrical and /admin/general (spec-2 §2, D14): the area's equipment and categories in two
 * tabs with one search, and the dialogs of category, equipment, tiers and additional equipment.
 */
export function DepartmentAdminPage({ config }: { config: DepartmentConfig }) {
  // D21: with a period every card says how many units are free throughout it.
  const { period, setPeriod } = useCataloguePeriod();
  const equipment = useDepartmentEquipment(config, true, period);
  const categories = useDepartmentCategories(config);
  const deleteEquipment = useDeleteEquipment(config);
  const deleteCategory = useDeleteCategory(config);
  const [tab, setTab] = useState('equipment');
  const [search, setSearch] = useState('');
  const { user: currentUser } = useCurrentUser();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);

  // spec-2 §2: the search covers name, description, model and category name.
  const shownEquipment = useMemo(() => {
    const rows = equipment.data ?? [];
    const options = rows.map((row) => ({
      value: String(row.id),
      label: row.name,
      description: [row.description, row.model].filter(Boolean).join(' '),
      group: row.category.name,
    }));
    const ids = new Set(filterOptions(options, search).map((option) => Number(option.value)));
    return rows.filter((row) => ids.has(row.id));
  }, [equipment.data, search]);
  const shownCategories = useMemo(() => {
    const rows = categories.data ?? [];
    const options = rows.map((row) => ({
      value: String(row.id),
      label: row.name,
      description: row.description ?? '',
    }));
    const ids = new Set(filterOptions(options, search).map((option) => Number(option.value)));
    return rows.filter((row) => ids.has(row.id));
  }, [categories.data, search]);

  // A department manager has no admin panel: the way back is the home page.
  const toPanel = can(currentUser?.role, 'admin:users');
  const header = (
    <PageHeader
      backTo={toPanel ? '/admin' : '/'}
      backLabel={toPanel ? 'Powrót do panelu administracyjnego' : 'Powrót do strony głównej'}
      title={config.texts.adminTitle}
      subtitle="Sprzęt, kategorie, cenniki i wyposażenie dodatkowe działu"
      actions={
        <>
          <Button variant="outline" onClick={() => setEditing({ dialog: 'category', category: null })}>
            <IconPlus size={16} />
            Dodaj kategorię
          </Button>
          <Button
            onClick={() => setEditing({ dialog: 'equipment', equipment: null })}
            disabled={!categories.data?.length}
            title={categories.data?.length ? undefined : 'Najpierw dodaj kategorię'}
          >
            <IconPlus size={16} />
            Dodaj sprzęt
          </Button>
        </>
      }
    />
  );

  if (equipment.isError || categories.isError) {
    return (
      <PageContainer width="wide">
        {header}
        <ErrorState
          title="Błąd ładowania katalogu"
          description="Nie udało się załadować sprzętu i kategorii działu."
          onRetry={() => {
            void equipment.refetch();
            void categories.refetch();
          }}
        />
      </PageContainer>
    );
  }
  if (equipment.isPending || categories.isPending) {
    return (
      <PageContainer width="wide">
        {header}
        <LoadingState text="Ładowanie katalogu..." />
      </PageContainer>
    );
  }

  const noMatch = (
    <EmptyState
      size="sm"
      title="Brak wyników"
      description="Nic nie pasuje do wyszukiwania."
      action={
        <Button variant="outline" onClick={() => setSearch('')}>
          Wyczyść wyszukiwanie
        </Button>
      }
    />
  );

  return (
    <PageContainer width="wide">
      {header}
      <StyledToolbar>
        <StyledSearch>
          <IconSearch size={16} aria-hidden="true" />
          <Input
            type="search"
            aria-label="Szukaj sprzętu i kategorii"
            placeholder="Szukaj po nazwie, opisie, modelu lub kategorii..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </StyledSearch>
        <PeriodFilter value={period} onChange={setPeriod} />
      </StyledToolbar>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label="Katalog działu">
          <Tab value="equipment">Sprzęt ({shownEquipment.length})</Tab>
          <Tab value="categories">Kategorie ({shownCategories.length})</Tab>
        </TabList>
        <TabPanel value="equipment">
          {equipment.data.length === 0 ? (
            <EmptyState
              title="Brak sprzętu"
              description={
                categories.data.length
                  ? 'Dodaj pierwszy sprzęt działu.'
                  : 'Najpierw dodaj kategorię, potem sprzęt.'
              }
            />
          ) : shownEquipment.length === 0 ? (
            noMatch
          ) : (
            <StyledGrid aria-label="Sprzęt">
              {shownEquipment.map((row) => (
                <StyledCard key={row.id} aria-label={row.name}>
                  {row.imageUrl ? <img src={row.imageUrl} alt="" loading="lazy" /> : null}
                  <h2>{row.name}</h2>
                  <StyledBadges>
                    <Badge variant="outline">{row.category.name}</Badge>
                    {row.isActive ? null : <Badge variant="warning">Nieaktywny</Badge>}
                    {row.pricing.length === 0 ? <Badge variant="danger">Brak cennika</Badge> : null}
                  </StyledBadges>
                  {row.model ? <StyledMeta>Model: {row.model}</StyledMeta> : null}
                  {row.description ? <StyledMeta>{row.description}</StyledMeta> : null}
                  <StyledMeta>
                    Dostępne: {row.availableQuantity} z {row.quantity} szt. · {basePrice(row)}
                  </StyledMeta>
                  {row.freeQuantity !== undefined ? (
                    <StyledFree $none={row.freeQuantity <= 0}>
                      W okresie: {freeUnitsLabel(row.freeQuantity, row.availableQuantity)}
                    </StyledFree>
                  ) : null}
                  <StyledMeta>
                    {row.pricing.length}{' '}
                    {pluralPl(row.pricing.length, 'próg cenowy', 'progi cenowe', 'progów cenowych')} ·{' '}
                    {row.additionalEquipment.length} poz. wyposażenia
                  </StyledMeta>
                  <StyledActions>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ dialog: 'equipment', equipment: row })}
                    >
                      <IconEdit size={14} />
                      Edytuj
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ dialog: 'tiers', equipment: row })}
                    >
                      Ceny
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ dialog: 'additional', equipment: row })}
                    >
                      Wyposażenie
                    </Button>
                    <AvailabilityLink kind={config.kind} equipmentId={row.id} itemName={row.name} />
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Usuń ${row.name}`}
                      onClick={() => setDeleting({ what: 'equipment', row })}
                    >
                      <IconTrash size={14} />
                      Usuń
                    </Button>
                  </StyledActions>
                </StyledCard>
              ))}
            </StyledGrid>
          )}
        </TabPanel>
        <TabPanel value="categories">
          {categories.data.length === 0 ? (
            <EmptyState
              title="Brak kategorii"
              description="Dodaj pierwszą kategorię sprzętu działu."
              action={
                <Button onClick={() => setEditing({ dialog: 'category', category: null })}>
                  <IconPlus size={16} />
                  Dodaj kategorię
                </Button>
              }
            />
          ) : shownCategories.length === 0 ? (
            noMatch
          ) : (
            <StyledGrid aria-label="Kategorie">
              {shownCategories.map((row) => (
                <StyledCard key={row.id} aria-label={row.name}>
                  <h2>{row.name}</h2>
                  {row.description ? <StyledMeta>{row.description}</StyledMeta> : null}
                  <StyledMeta>
                    {row.equipmentCount} {pluralPl(row.equipmentCount, 'sprzęt', 'sprzęty', 'sprzętów')}
                  </StyledMeta>
                  <StyledActions>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setEditing({ dialog: 'category', category: row })}
                    >
                      <IconEdit size={14} />
                      Edytuj
                    </Button>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Usuń kategorię ${row.name}`}
                      onClick={() => setDeleting({ what: 'category', row })}
                    >
                      <IconTrash size={14} />
                      Usuń
                    </Button>
                  </StyledActions>
                </StyledCard>
              ))}
            </StyledGrid>
          )}
        </TabPanel>
      </Tabs>
      {editing?.dialog === 'category' ? (
        <CategoryDialog config={config} category={editing.category} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.dialog === 'equipment' ? (
        <EquipmentDialog
          config={config}
          categories={categories.data}
          equipment={editing.equipment}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {editing?.dialog === 'tiers' ? (
        <TiersDialog config={config} equipment={editing.equipment} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.dialog === 'additional' ? (
        <AdditionalDialog config={config} equipment={editing.equipment} onClose={() => setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting?.what === 'category' ? 'Usunąć kategorię?' : 'Usunąć sprzęt?'}
        description={
          deleting
            ? deleting.what === 'category'
              ? `Czy na pewno chcesz usunąć kategorię „${deleting.row.name}”?`
              : `Czy na pewno chcesz usunąć „${deleting.row.name}” z cennikiem i wyposażeniem? Zapisane wyceny pozostaną bez zmian.`
            : undefined
        }
        confirmLabel="Usuń"
        variant="destructive"
        onConfirm={() =>
          deleting?.what === 'category'
            ? deleteCategory.mutateAsync(deleting.row.id)
            : deleting
              ? deleteEquipment.mutateAsync(deleting.row.id)
              : undefined
        }
      />
    </PageContainer>
  );
}
