import { focusRing, IconFileSearch } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { AssessmentRef } from './assessmentPrefill.ts';
import { useAssessmentDetail } from './assessmentsApi.ts';

// D22: the link between a quote and the needs assessment it was made from, both ways of reading it.

/** The assessment's own page (its print view, D12). */
export const assessmentPath = (id: number) => `/needs-assessment/${id}/print`;

const StyledNotice = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  align-items: center;
  margin: 0 0 ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryText};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  svg {
    flex-shrink: 0;
  }
`;

const StyledLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;

  ${focusRing}
`;

export interface AssessmentNoticeProps {
  assessment: AssessmentRef;
  /** The items suggested from the ticked equipment types, by name: the user confirms them by saving. */
  suggested?: readonly string[];
}

/** At the top of a form opened from an assessment: 'Wycena na podstawie badania {number}', linked. */
export function AssessmentNotice({ assessment, suggested = [] }: AssessmentNoticeProps) {
  return (
    <StyledNotice role="status">
      <IconFileSearch size={16} />
      <span>
        Wycena na podstawie badania{' '}
        <StyledLink to={assessmentPath(assessment.id)}>{assessment.responseNumber}</StyledLink>
        {suggested.length === 1
          ? `. Dodano sugerowaną pozycję: ${suggested[0]} — sprawdź ją przed zapisaniem.`
          : suggested.length > 1
            ? `. Dodano sugerowane pozycje: ${suggested.join(', ')} — sprawdź je przed zapisaniem.`
            : null}
      </span>
    </StyledNotice>
  );
}

export interface QuoteAssessmentLinkProps {
  /** The quote's `assessmentId`; nothing is shown for null. */
  assessmentId: number | null;
}

/** On a quote's detail page: 'Z badania {number}', leading back to the assessment. */
export function QuoteAssessmentLink({ assessmentId }: QuoteAssessmentLinkProps) {
  // Most quotes come from no assessment: then nothing is read.
  return assessmentId === null ? null : <AssessmentLink assessmentId={assessmentId} />;
}

function AssessmentLink({ assessmentId }: { assessmentId: number }) {
  const assessment = useAssessmentDetail(assessmentId);
  if (!assessment.data) return null;
  return (
    <StyledNotice>
      <IconFileSearch size={16} />
      <StyledLink to={assessmentPath(assessmentId)}>Z badania {assessment.data.responseNumber}</StyledLink>
    </StyledNotice>
  );
}
