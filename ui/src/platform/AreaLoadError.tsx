import styled from 'styled-components';
import { Button } from '../components/Button/Button.tsx';
import { IconAlertTriangle } from '../icons/icons.tsx';

export interface AreaLoadErrorProps {
  /** Tries to load or render the area again. */
  onRetry: () => void;
}

const StyledPanel = styled.section`
  max-width: 560px;
  margin: ${({ theme }) => theme.space[12]} auto;
  padding: ${({ theme }) => theme.space[8]};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  text-align: center;
`;

const StyledIcon = styled.div`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space[2]};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  margin-bottom: ${({ theme }) => theme.space[6]};
`;

/** The panel shown in an area's place when its code cannot be loaded or it crashes. */
export function AreaLoadError({ onRetry }: AreaLoadErrorProps) {
  return (
    <StyledPanel role="alert" aria-labelledby="area-load-error-title">
      <StyledIcon aria-hidden="true">
        <IconAlertTriangle size={24} />
      </StyledIcon>
      <StyledTitle id="area-load-error-title">Nie udało się załadować modułu</StyledTitle>
      <StyledText>
        Ta część aplikacji jest chwilowo niedostępna. Pozostałe moduły działają normalnie — możesz przejść do
        nich z menu albo spróbować ponownie.
      </StyledText>
      <Button onClick={onRetry}>Spróbuj ponownie</Button>
    </StyledPanel>
  );
}
