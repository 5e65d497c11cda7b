import { EmptyState } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useEquipment } from '../../api.ts';
import { IconGrid } from '../../icons.tsx';
import { catalogueSectionPath, categoryTotals } from './categoryTotals.ts';
import { CardError, CardLoading, DashboardCard } from './DashboardCard.tsx';

const StyledList = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledCategory = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0 -${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const StyledQuantity = styled.span`
  flex-shrink: 0;
  padding: 2px ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** 'Kategorie sprzętu' (spec-1 section 2): pieces per category; each leads to its catalogue section. */
export function EquipmentCategoriesCard() {
  const equipment = useEquipment();
  const categories = categoryTotals(equipment.data ?? []);
  return (
    <DashboardCard title="Kategorie sprzętu" description="Liczba sztuk sprzętu w każdej kategorii katalogu">
      {equipment.isPending ? (
        <CardLoading text="Ładowanie kategorii..." />
      ) : equipment.isError ? (
        <CardError title="Nie udało się załadować kategorii" onRetry={() => void equipment.refetch()} />
      ) : categories.length === 0 ? (
        <EmptyState size="sm" icon={<IconGrid size={20} />} title="Brak sprzętu w systemie" />
      ) : (
        <StyledList>
          {categories.map((category) => (
            <li key={category.id}>
              <StyledCategory to={catalogueSectionPath(category.id)}>
                <StyledName>
                  <IconGrid size={18} />
                  {category.name}
                </StyledName>
                <StyledQuantity>{category.quantity} szt.</StyledQuantity>
              </StyledCategory>
            </li>
          ))}
        </StyledList>
      )}
    </DashboardCard>
  );
}
