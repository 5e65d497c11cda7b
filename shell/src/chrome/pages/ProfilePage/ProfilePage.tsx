import { displayName, formatDateLong, roleLabels, type User } from '@ppp/domain';
import { Badge, Card, CardContent, CardHeader, CardTitle, PageContainer, PageHeader } from '@ppp/ui';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar.tsx';
import { ProfileForm } from './ProfileForm.tsx';

export interface ProfilePageProps {
  user: User;
}

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};

  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  p {
    margin: ${({ theme }) => `${theme.space[1]} 0 ${theme.space[2]}`};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: minmax(160px, max-content) 1fr;
  gap: ${({ theme }) => `${theme.space[3]} ${theme.space[6]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

/** Who the user is in the system; names are editable (D2), the rest comes from sign-in. */
export function ProfilePage({ user }: ProfilePageProps) {
  return (
    <PageContainer width="narrow">
      <PageHeader title="Profil użytkownika" subtitle="Twoje dane i informacje o koncie" />
      <StyledStack>
        <Card>
          <CardContent>
            <StyledIdentity>
              <Avatar user={user} size="lg" />
              <div>
                <h2>{displayName(user)}</h2>
                <p>{user.email ?? 'Brak adresu e-mail'}</p>
                <Badge variant={user.role === 'admin' ? 'primary' : 'neutral'}>{roleLabels[user.role]}</Badge>
              </div>
            </StyledIdentity>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Dane osobowe</CardTitle>
          </CardHeader>
          <CardContent>
            <ProfileForm user={user} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle as="h2">Informacje o koncie</CardTitle>
          </CardHeader>
          <CardContent>
            <StyledDetails>
              <dt>Rola</dt>
              <dd>{roleLabels[user.role]}</dd>
              <dt>Konto utworzone</dt>
              <dd>{formatDateLong(user.createdAt)}</dd>
              <dt>Ostatnia aktualizacja</dt>
              <dd>{formatDateLong(user.updatedAt)}</dd>
              <dt>Metoda logowania</dt>
              <dd>OpenID Connect</dd>
              <dt>Identyfikator użytkownika</dt>
              <dd>{user.id}</dd>
            </StyledDetails>
          </CardContent>
        </Card>
      </StyledStack>
    </PageContainer>
  );
}
