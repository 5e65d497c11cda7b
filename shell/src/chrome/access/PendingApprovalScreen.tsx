import type { User } from '@ppp/domain';
import { Button } from '@ppp/ui';
import { IconClock, IconLogOut } from '../icons.tsx';
import {
  AccessPanel,
  StyledAccessActions,
  StyledAccessMain,
  StyledAccessPage,
  StyledAccessText,
  StyledAccessTitle,
} from './AccessScreenLayout.tsx';

export interface PendingApprovalScreenProps {
  user: User | null;
}

/** The one screen of a signed-in user whose account waits for approval: no navigation at all. */
export function PendingApprovalScreen({ user }: PendingApprovalScreenProps) {
  return (
    <StyledAccessPage>
      <StyledAccessMain>
        <AccessPanel icon={<IconClock size={26} />} tone="warning">
          <StyledAccessTitle>Konto oczekuje na zatwierdzenie</StyledAccessTitle>
          <StyledAccessText>
            Twoje konto{user?.email ? ` (${user.email})` : ''} zostało utworzone i czeka na akceptację
            administratora.
          </StyledAccessText>
          <StyledAccessText>
            Po zatwierdzeniu uzyskasz dostęp do systemu. Możesz sprawdzić status ponownie w dowolnej chwili.
          </StyledAccessText>
          <StyledAccessActions>
            <Button onClick={() => window.location.reload()}>Sprawdź ponownie</Button>
            <Button as="a" href="/api/logout" variant="outline">
              <IconLogOut size={16} />
              Wyloguj
            </Button>
          </StyledAccessActions>
        </AccessPanel>
      </StyledAccessMain>
    </StyledAccessPage>
  );
}
