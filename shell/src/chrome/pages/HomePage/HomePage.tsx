import type { User } from '@ppp/domain';
import { PageContainer, PageHeader } from '@ppp/ui';
import styled from 'styled-components';
import { greetingOf } from './greeting.ts';
import { QuickActionCard } from './QuickActionCard.tsx';
import { quickActionsFor } from './quickActions.ts';

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

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The home dashboard: greeting and the quick actions of the user's role (data cards come with their areas). */
export function HomePage({ user }: HomePageProps) {
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
    </PageContainer>
  );
}
