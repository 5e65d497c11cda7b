import styled from 'styled-components';
import { Spinner } from '../components/Spinner/Spinner.tsx';

export interface FullScreenSpinnerProps {
  text?: string;
}

export const StyledFullScreenSpinner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.textMuted};
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const StyledFullScreenSpinnerIcon = styled(Spinner)`
  color: ${({ theme }) => theme.colors.primary};
`;

/** Whole-window loading, e.g. while the shell checks who is signed in. */
export function FullScreenSpinner({ text = 'Ładowanie...' }: FullScreenSpinnerProps) {
  return (
    <StyledFullScreenSpinner role="status">
      <StyledFullScreenSpinnerIcon size="lg" decorative />
      <span>{text}</span>
    </StyledFullScreenSpinner>
  );
}
