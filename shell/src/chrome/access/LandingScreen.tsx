import { Button, LOGIN_URL, PRODUCT_NAME, rememberSignInReturn } from '@ppp/ui';
import styled from 'styled-components';
import { Brand } from '../components/Brand.tsx';
import { IconLock, IconLogIn, IconUserPlus } from '../icons.tsx';
import { StyledBar, StyledHeader } from '../navigation/NavBar.tsx';
import {
  AccessPanel,
  StyledAccessActions,
  StyledAccessMain,
  StyledAccessNote,
  StyledAccessPage,
  StyledAccessText,
  StyledAccessTitle,
} from './AccessScreenLayout.tsx';

const StyledHomeLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  text-decoration: none;
`;

const StyledNav = styled.nav`
  margin-left: auto;
`;

const StyledLoginLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
`;

/** What a signed-out visitor sees at every path; signed in, they come back to it (a link from an e-mail). */
export function LandingScreen() {
  return (
    <StyledAccessPage>
      <StyledHeader>
        <StyledBar>
          <StyledHomeLink href="/" aria-label={`${PRODUCT_NAME} — strona główna`}>
            <Brand />
          </StyledHomeLink>
          <StyledNav aria-label="Nawigacja główna">
            <StyledLoginLink href="/login" onClick={rememberSignInReturn}>
              <IconLogIn size={16} />
              Zaloguj się
            </StyledLoginLink>
          </StyledNav>
        </StyledBar>
      </StyledHeader>
      <StyledAccessMain>
        <AccessPanel icon={<IconLock size={26} />}>
          <StyledAccessTitle>{PRODUCT_NAME}</StyledAccessTitle>
          <StyledAccessText>
            Dostęp do systemu wycen wymaga zalogowania. Zaloguj się kontem firmowym, aby tworzyć wyceny,
            przeglądać katalog sprzętu i prowadzić badania potrzeb klientów.
          </StyledAccessText>
          <StyledAccessActions>
            <Button as="a" href={LOGIN_URL} size="lg" onClick={rememberSignInReturn}>
              <IconLogIn size={18} />
              Zaloguj się do systemu
            </Button>
            <Button as="a" href={LOGIN_URL} size="lg" variant="outline" onClick={rememberSignInReturn}>
              <IconUserPlus size={18} />
              Nowy użytkownik
            </Button>
          </StyledAccessActions>
          <StyledAccessNote>
            Po pierwszym zalogowaniu konto musi zostać zatwierdzone przez administratora. Do tego czasu
            zobaczysz informację o oczekiwaniu na akceptację.
          </StyledAccessNote>
        </AccessPanel>
      </StyledAccessMain>
    </StyledAccessPage>
  );
}
