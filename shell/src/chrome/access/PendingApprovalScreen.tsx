import type { User } from '@ppp/domain';
import { Button } from '@ppp/ui';
import { IconClock, IconLogOut } from '../icons.tsx';
import {
  AccessPanel,
  StyledAccessActions,
  StyledAccessMain,
  StyledAccessNote,
  StyledAccessPage,
  StyledAccessText,
  StyledAccessTitle,
} from './AccessScreenLayout.tsx';
import { type ApprovalCheck, useApprovalWatch } from './useApprovalWatch.ts';

export interface PendingApprovalScreenProps {
  user: User | null;
}

const timeFormat = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function checkNote(manual: ApprovalCheck, checkedAt: Date | null): string {
  if (manual === 'checking') return 'Sprawdzanie statusu konta…';
  if (manual === 'stillPending' && checkedAt) {
    return `Sprawdzono o ${timeFormat.format(checkedAt)}: konto nadal czeka na akceptację.`;
  }
  if (manual === 'failed') return 'Nie udało się sprawdzić statusu. Spróbujemy ponownie za chwilę.';
  return 'Status sprawdzamy automatycznie co 30 sekund — po akceptacji aplikacja otworzy się sama.';
}

/** The one screen of a signed-in user whose account waits for approval: no navigation at all. */
export function PendingApprovalScreen({ user }: PendingApprovalScreenProps) {
  const { checkNow, manual, checkedAt } = useApprovalWatch();
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
            <Button onClick={checkNow}>Sprawdź ponownie</Button>
            <Button as="a" href="/api/logout" variant="outline">
              <IconLogOut size={16} />
              Wyloguj
            </Button>
          </StyledAccessActions>
          <StyledAccessNote role="status">{checkNote(manual, checkedAt)}</StyledAccessNote>
        </AccessPanel>
      </StyledAccessMain>
    </StyledAccessPage>
  );
}
