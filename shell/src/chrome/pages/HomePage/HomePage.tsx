import { can, type User } from '@ppp/domain';
import { PageContainer, PageHeader } from '@ppp/ui';
import styled from 'styled-components';
import { EquipmentCategoriesCard } from './EquipmentCategoriesCard.tsx';
import { greetingOf } from './greeting.ts';
import { QuickActionCard } from './QuickActionCard.tsx';
import { quickActionsFor } from './quickActions.ts';
import { RecentQuotesCard } from './RecentQuotesCard.tsx';

export interface HomePageProps {
  user: User;
}

const StyledSection = styled.section`
  & + & {
    margin-top: ${({ theme }) => theme.space[8]};
  }
`;

const StyledSectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.05em;
`;

const StyledCards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[8]};
`;

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The home dashboard: greeting, the quick actions of the user's role, and the data cards. D1 keeps
 * 'Ostatnie oferty' the admin's, who oversees (approves) every equipment quote.
 */
export function HomePage({ user }: HomePageProps) {
  const showsRecentQuotes = can(user.role, 'quotes.equipment:approve');
  return (
    <PageContainer>
      <PageHeader title={greetingOf(user)} subtitle="Zarządzaj ofertami i sprzętem" />
      {quickActionsFor(user.role).map((group) => (
        <StyledSection key={group.title} aria-labelledby={`home-${group.title}`}>
          <StyledSectionTitle id={`home-${group.title}`}>{group.title}</StyledSectionTitle>
          <StyledGrid>
            {group.actions.map((action) => (
              <li key={action.to}>
                <QuickActionCard action={action} />
              </li>
            ))}
          </StyledGrid>
        </StyledSection>
      ))}
      <StyledCards>
        {showsRecentQuotes ? <RecentQuotesCard /> : null}
        <EquipmentCategoriesCard />
      </StyledCards>
    </PageContainer>
  );
}
