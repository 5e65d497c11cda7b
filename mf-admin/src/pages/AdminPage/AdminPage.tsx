import { PageContainer, PageHeader } from '@ppp/ui';
import styled from 'styled-components';
import { AdminLinks } from '../../components/AdminLinks.tsx';
import { PendingUsersCard } from '../../components/PendingUsersCard.tsx';
import { UsersCard } from '../../components/UsersCard.tsx';

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** 'Panel Administratora' (/admin): users first; the catalogue blocks join as their work lands. */
export function AdminPage() {
  return (
    <PageContainer width="wide">
      <PageHeader title="Panel Administratora" subtitle="Użytkownicy, katalog i ustawienia systemu" />
      <StyledStack>
        <AdminLinks />
        <PendingUsersCard />
        <UsersCard />
      </StyledStack>
    </PageContainer>
  );
}
