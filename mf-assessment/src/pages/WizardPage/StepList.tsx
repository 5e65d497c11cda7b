import { type Answers, canLeaveStep, checkedQuestionProblem, type WizardStep } from '@ppp/domain';
import { focusRing, IconCheck, visuallyHidden } from '@ppp/ui';
import styled, { css } from 'styled-components';

export interface StepListProps {
  steps: readonly WizardStep[];
  current: number;
  answers: Answers;
  onSelect: (index: number) => void;
}

const StyledList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** On narrow screens the progress bar alone tells the way. */
const StyledNav = styled.nav`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    display: none;
  }
`;

const StyledStepButton = styled.button<{ $current: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  width: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-align: left;
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:focus-visible {
    ${focusRing}
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }

  ${({ $current, theme }) =>
    $current &&
    css`
      background: ${theme.colors.primarySoft};
      color: ${theme.colors.primaryText};
      font-weight: ${theme.fontWeights.semibold};
    `}
`;

const StyledHidden = styled.span`
  ${visuallyHidden}
`;

const StyledMark = styled.span<{ $done: boolean }>`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 22px;
  height: 22px;
  border: 1.5px solid ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme, $done }) => ($done ? theme.colors.success : 'transparent')};
  color: ${({ theme, $done }) => ($done ? theme.colors.onPrimary : 'inherit')};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

/**
 * The steps at the side of the wizard: where the user is, which steps are complete, and a way back
 * to any step up to the first one still missing a required answer. Equipment steps appear and go
 * as their equipment is ticked.
 */
export function StepList({ steps, current, answers, onSelect }: StepListProps) {
  const firstIncomplete = steps.findIndex((step) => !canLeaveStep(step, answers, checkedQuestionProblem));
  const reachable = firstIncomplete === -1 ? steps.length - 1 : firstIncomplete;
  return (
    <StyledNav aria-label="Kroki badania">
      <StyledList>
        {steps.map((step, index) => {
          // Complete: passed on the way to the current step, with every required answer given.
          const done = index < current && index < reachable;
          return (
            <li key={step.category}>
              <StyledStepButton
                type="button"
                $current={index === current}
                aria-current={index === current ? 'step' : undefined}
                disabled={index > reachable}
                onClick={() => onSelect(index)}
              >
                <StyledMark $done={done} aria-hidden="true">
                  {done ? <IconCheck size={14} /> : index + 1}
                </StyledMark>
                <span>
                  {step.category}
                  {done ? <StyledHidden> (uzupełniony)</StyledHidden> : null}
                </span>
              </StyledStepButton>
            </li>
          );
        })}
      </StyledList>
    </StyledNav>
  );
}
