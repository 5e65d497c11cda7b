import { itemCountLabel } from '@ppp/domain';
import { PeriodFilter, useCataloguePeriod } from '@ppp/quoting';
import {
  Badge,
  Button,
  EmptyState,
  IconSearch,
  Input,
  PageContainer,
  PageHeader,
  QueryState,
  Select,
} from '@ppp/ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useCategories, useEquipment } from '../../api.ts';
import { categorySectionId, filterEquipment, groupByCategory } from './catalogueFilter.ts';
import { EquipmentCard } from './EquipmentCard.tsx';

/** spec-1: the dashboard's category links scroll 100 ms after the page is there. */
const CATEGORY_SCROLL_DELAY_MS = 100;

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[6]};

  > fieldset {
    grid-column: 1 / -1;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
  }
`;

const StyledSection = styled.section`
  margin-bottom: ${({ theme }) => theme.space[8]};
  /* Clear of the shell's sticky header. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 20}px;
`;

const StyledSectionTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * 'Katalog Sprzętu' (/equipment): search, category filter, the period (D21, `?from=&to=`), cards
 * grouped by category.
 */
export function CataloguePage() {
  // D21: with a period every card says how many units are free throughout it.
  const { period, setPeriod } = useCataloguePeriod();
  const equipment = useEquipment(period);
  const categories = useCategories();
  const { hash } = useLocation();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');

  const groups = useMemo(
    () => groupByCategory(filterEquipment(equipment.data ?? [], { search, categoryId })),
    [equipment.data, search, categoryId],
  );
  const found = groups.reduce((sum, group) => sum + group.equipment.length, 0);

  useEffect(() => {
    if (!equipment.isSuccess || !hash.startsWith('#category-')) return;
    const timer = setTimeout(() => {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ behavior: 'smooth' });
    }, CATEGORY_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [equipment.isSuccess, hash]);

  const clearFilters = () => {
    setSearch('');
    setCategoryId('');
  };

  return (
    <PageContainer width="wide">
      <PageHeader
        title="Katalog Sprzętu"
        subtitle="Przeglądaj dostępny sprzęt i dodawaj go do wycen"
        actions={
          equipment.isSuccess ? (
            <Badge variant="primary" aria-live="polite">
              {itemCountLabel(found)}
            </Badge>
          ) : null
        }
      />
      <StyledFilters role="search">
        <Input
          type="search"
          icon={<IconSearch size={16} />}
          placeholder="Szukaj sprzętu..."
          aria-label="Szukaj sprzętu"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <Select
          aria-label="Kategoria"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          <option value="">Wszystkie kategorie</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </Select>
        <PeriodFilter value={period} onChange={setPeriod} />
      </StyledFilters>
      <QueryState
        query={equipment}
        loading="Ładowanie sprzętu..."
        error={{ title: 'Błąd ładowania katalogu', description: 'Nie udało się załadować listy sprzętu.' }}
      >
        {() =>
          groups.length === 0 ? (
            <EmptyState
              title="Nie znaleziono sprzętu pasującego do kryteriów wyszukiwania"
              action={
                <Button variant="outline" onClick={clearFilters}>
                  Wyczyść filtry
                </Button>
              }
            />
          ) : (
            groups.map((group) => (
              <StyledSection
                key={group.categoryId}
                id={categorySectionId(group.categoryId)}
                aria-labelledby={`${categorySectionId(group.categoryId)}-title`}
              >
                <StyledSectionTitle id={`${categorySectionId(group.categoryId)}-title`}>
                  {group.categoryName}
                  <Badge variant="neutral">{group.equipment.length}</Badge>
                </StyledSectionTitle>
                <StyledGrid>
                  {group.equipment.map((item) => (
                    <EquipmentCard key={item.id} equipment={item} />
                  ))}
                </StyledGrid>
              </StyledSection>
            ))
          )
        }
      </QueryState>
    </PageContainer>
  );
}
