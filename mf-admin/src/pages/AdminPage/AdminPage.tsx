import { PageContainer, PageHeader } from '@ppp/ui';
import type { ComponentType } from 'react';
import styled from 'styled-components';
import { usePendingUsers } from '../../api.ts';
import { AdminLinks } from '../../components/AdminLinks.tsx';
import { CategoriesCard } from '../../components/categories/CategoriesCard.tsx';
import { EquipmentCard } from '../../components/equipment/EquipmentCard.tsx';
import { InactiveEquipmentCard } from '../../components/equipment/InactiveEquipmentCard.tsx';
import { PendingUsersCard } from '../../components/PendingUsersCard.tsx';
import { PricingSchemasCard } from '../../components/pricing/PricingSchemasCard.tsx';
import { PricingSettingsCard } from '../../components/pricing/PricingSettingsCard.tsx';
import { UsersCard } from '../../components/UsersCard.tsx';
import { type AdminSectionId, adminSections, sectionTitleId } from './adminSections.ts';
import { ScrollToRequestedSection } from './ScrollToRequestedSection.tsx';
import { SectionNav } from './SectionNav.tsx';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledSection = styled.section`
  min-width: 0;
  /* A section reached by its link starts below the shell's bar and the sticky section links. */
  scroll-margin-top: ${({ theme }) => theme.layout.headerHeight + 72}px;
`;

const blocks: Record<AdminSectionId, ComponentType<{ titleId?: string }>> = {
  'pending-users': PendingUsersCard,
  users: UsersCard,
  equipment: EquipmentCard,
  categories: CategoriesCard,
  inactive: InactiveEquipmentCard,
  pricing: PricingSettingsCard,
  schemas: PricingSchemasCard,
};

/**
 * 'Panel Administratora' (/admin): links to its sections and to the other admin pages, then every block
 * of spec-1 §2 on one page, each its own section with its own loading, empty and error states.
 */
export function AdminPage() {
  const pending = usePendingUsers();

  return (
    <PageContainer width="wide">
      <PageHeader title="Panel Administratora" subtitle="Użytkownicy, katalog i ustawienia systemu" />
      <StyledStack>
        <SectionNav pendingCount={pending.data?.length ?? 0} />
        <AdminLinks />
        {adminSections.map(({ id }) => {
          const Block = blocks[id];
          return (
            <StyledSection key={id} id={id} aria-labelledby={sectionTitleId(id)}>
              <Block titleId={sectionTitleId(id)} />
            </StyledSection>
          );
        })}
      </StyledStack>
      <ScrollToRequestedSection />
    </PageContainer>
  );
}
