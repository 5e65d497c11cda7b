import { Badge, PageContainer, PageHeader, Tab, TabList, TabPanel, Tabs } from '@ppp/ui';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledTabLabel = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

const sections: readonly { value: string; label: string; content: ReactNode }[] = [
  {
    value: 'users',
    label: 'Użytkownicy',
    content: (
      <>
        <PendingUsersCard />
        <UsersCard />
      </>
    ),
  },
  { value: 'equipment', label: 'Sprzęt', content: <EquipmentCard /> },
  { value: 'categories', label: 'Kategorie', content: <CategoriesCard /> },
  {
    value: 'pricing',
    label: 'Ceny i schematy',
    content: (
      <>
        <PricingSettingsCard />
        <PricingSchemasCard />
      </>
    ),
  },
  { value: 'inactive', label: 'Nieaktywny sprzęt', content: <InactiveEquipmentCard /> },
];

/** 'Panel Administratora' (/admin): links to the other admin pages, then one tab per block (?tab=…). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const pending = usePendingUsers();
  const requested = params.get('tab');
  const tab = sections.some((section) => section.value === requested) ? (requested as string) : 'users';
  const pendingCount = pending.data?.length ?? 0;

  return (
    <PageContainer width="wide">
      <PageHeader title="Panel Administratora" subtitle="Użytkownicy, katalog i ustawienia systemu" />
      <StyledStack>
        <AdminLinks />
        <Tabs
          value={tab}
          onValueChange={(value) => setParams(value === 'users' ? {} : { tab: value }, { replace: true })}
        >
          <TabList aria-label="Sekcje panelu administratora">
            {sections.map(({ value, label }) => (
              <Tab key={value} value={value}>
                <StyledTabLabel>
                  {label}
                  {value === 'users' && pendingCount > 0 ? (
                    <Badge variant="warning">{pendingCount}</Badge>
                  ) : null}
                </StyledTabLabel>
              </Tab>
            ))}
          </TabList>
          {sections.map(({ value, content }) => (
            <TabPanel key={value} value={value}>
              <StyledStack>{content}</StyledStack>
            </TabPanel>
          ))}
        </Tabs>
      </StyledStack>
    </PageContainer>
  );
}
