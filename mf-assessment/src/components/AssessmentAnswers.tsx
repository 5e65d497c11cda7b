import { answerText, groupAnswersByCategory, type SavedAnswer } from '@ppp/domain';
import styled from 'styled-components';

export interface AssessmentAnswersProps {
  answers: readonly SavedAnswer[];
}

const StyledGroup = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & + & {
    margin-top: ${({ theme }) => theme.space[5]};
  }

  h3 {
    margin: 0;
    padding-bottom: ${({ theme }) => theme.space[1]};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  dl {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    dl {
      grid-template-columns: minmax(0, 1fr);
    }
    dd {
      margin-bottom: ${({ theme }) => theme.space[2]};
    }
  }
`;

const StyledPair = styled.div`
  display: contents;
`;

/** A saved assessment's answers by category, as they were asked at saving (D12). */
export function AssessmentAnswers({ answers }: AssessmentAnswersProps) {
  if (answers.length === 0) return <p>Badanie nie zawiera odpowiedzi.</p>;
  return (
    <>
      {groupAnswersByCategory(answers).map((group) => (
        <StyledGroup key={group.category} aria-label={group.category}>
          <h3>{group.category}</h3>
          <dl>
            {group.answers.map((answer) => (
              <StyledPair key={answer.questionId}>
                <dt>{answer.question}</dt>
                <dd>{answerText(answer.type, answer.answer)}</dd>
              </StyledPair>
            ))}
          </dl>
        </StyledGroup>
      ))}
    </>
  );
}
