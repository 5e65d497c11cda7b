import { Button, IconAlertTriangle } from '@ppp/ui';
import {
  AccessPanel,
  StyledAccessActions,
  StyledAccessMain,
  StyledAccessPage,
  StyledAccessText,
  StyledAccessTitle,
} from './AccessScreenLayout.tsx';

export interface SessionErrorScreenProps {
  onRetry: () => void;
}

/** The server could not tell who the user is (it is down or answered an error). */
export function SessionErrorScreen({ onRetry }: SessionErrorScreenProps) {
  return (
    <StyledAccessPage>
      <StyledAccessMain>
        <AccessPanel icon={<IconAlertTriangle size={26} />} tone="danger">
          <StyledAccessTitle>Nie udało się połączyć z serwerem</StyledAccessTitle>
          <StyledAccessText>
            Nie możemy teraz sprawdzić Twojej sesji. Sprawdź połączenie z siecią i spróbuj ponownie.
          </StyledAccessText>
          <StyledAccessActions>
            <Button onClick={onRetry}>Spróbuj ponownie</Button>
          </StyledAccessActions>
        </AccessPanel>
      </StyledAccessMain>
    </StyledAccessPage>
  );
}
