import { assessmentMessages, stepProgress } from '@ppp/domain';
import styled from 'styled-components';

export interface WizardProgressProps {
  /** The step shown, from 0. */
  index: number;
  steps: number;
  answered: number;
  total: number;
}

const StyledProgress = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledBar = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledFill = styled.div<{ $percent: number }>`
  width: ${({ $percent }) => $percent}%;
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

/** 'Krok X z N' with its percentage and bar, and the answer counter (spec-2 §2, D12). */
export function WizardProgress({ index, steps, answered, total }: WizardProgressProps) {
  const { step, percent } = stepProgress(index, steps);
  return (
    <StyledProgress>
      <StyledRow>
        <span>
          <strong>{assessmentMessages.stepCounter(step, steps)}</strong> · {percent}%
        </span>
        <span aria-live="polite">{assessmentMessages.answersCounter(answered, total)}</span>
      </StyledRow>
      <StyledBar
        role="progressbar"
        aria-label="Postęp badania"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${assessmentMessages.stepCounter(step, steps)}, ${percent}%`}
      >
        <StyledFill $percent={percent} />
      </StyledBar>
    </StyledProgress>
  );
}
