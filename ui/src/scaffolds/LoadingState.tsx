import styled from 'styled-components';
import { Spinner } from '../components/Spinner/Spinner.tsx';

export interface LoadingStateProps {
  /** E.g. 'Ładowanie wyceny...'. */
  text?: string;
  className?: string;
}

export const StyledLoadingState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: 240px;
  padding: ${({ theme }) => theme.space[8]};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLoadingSpinner = styled(Spinner)`
  color: ${({ theme }) => theme.colors.primary};
`;

export function LoadingState({ text = 'Ładowanie...', className }: LoadingStateProps) {
  return (
    <StyledLoadingState role="status" className={className}>
      <StyledLoadingSpinner size="lg" decorative />
      <span>{text}</span>
    </StyledLoadingState>
  );
}
