import { Button } from '@ppp/ui';
import { IconLock, IconLogOut } from '../icons.tsx';
import {
  AccessPanel,
  StyledAccessActions,
  StyledAccessMain,
  StyledAccessPage,
  StyledAccessText,
  StyledAccessTitle,
} from './AccessScreenLayout.tsx';

/** D1: an inactive account gets this screen and a way out, never a loop through sign-in. */
export function DeactivatedScreen() {
  return (
    <StyledAccessPage>
      <StyledAccessMain>
        <AccessPanel icon={<IconLock size={26} />} tone="danger">
          <StyledAccessTitle>Konto zostało dezaktywowane</StyledAccessTitle>
          <StyledAccessText>
            Twoje konto jest nieaktywne, więc nie masz dostępu do systemu. Jeśli to pomyłka, skontaktuj się z
            administratorem.
          </StyledAccessText>
          <StyledAccessActions>
            <Button as="a" href="/api/logout">
              <IconLogOut size={16} />
              Wyloguj
            </Button>
          </StyledAccessActions>
        </AccessPanel>
      </StyledAccessMain>
    </StyledAccessPage>
  );
}
