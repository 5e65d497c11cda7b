import { type ClientDecisionOutcome, formatDateTimeLong, type QuoteHeader } from '@ppp/domain';
import { Badge, type BadgeVariant, Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { clientDecisionLabels, clientDecisionOf } from './clientDecision.ts';

export interface ClientDecisionCardProps {
  history: QuoteHeader['history'];
}

const badgeVariants: Record<ClientDecisionOutcome, BadgeVariant> = {
  accepted: 'success',
  declined: 'danger',
  held: 'warning',
};

const StyledCard = styled(Card)<{ $outcome: ClientDecisionOutcome }>`
  border-left: 4px solid
    ${({ theme, $outcome }) =>
      $outcome === 'accepted'
        ? theme.colors.success
        : $outcome === 'declined'
          ? theme.colors.danger
          : theme.colors.warning};
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The client's own words first and large; text, never markup, with its line breaks kept. */
const StyledComment = styled.blockquote`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const StyledNoComment = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

const StyledWho = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space[2]}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }

  strong + time::before {
    content: '·';
    margin-right: ${({ theme }) => theme.space[2]};
  }
`;

const StyledReason = styled.p`
  margin: ${({ theme }) => theme.space[3]} 0 0;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.warningText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/**
 * 'Decyzja klienta' at the top of a quote's detail (D22): accepted, declined or held, the client's
 * comment first, their name and the date. Nothing when the client has not decided.
 */
export function ClientDecisionCard({ history }: ClientDecisionCardProps) {
  const titleId = useId();
  const decision = clientDecisionOf(history);
  if (!decision) return null;
  const { outcome, clientName, comment, heldReason, decidedAt } = decision;
  return (
    <StyledCard role="region" aria-labelledby={titleId} $outcome={outcome}>
      <CardHeader>
        <StyledTitleRow>
          <CardTitle as="h2" id={titleId}>
            Decyzja klienta
          </CardTitle>
          <Badge variant={badgeVariants[outcome]} dot>
            {clientDecisionLabels[outcome]}
          </Badge>
        </StyledTitleRow>
      </CardHeader>
      <CardContent>
        {comment ? (
          <StyledComment>{comment}</StyledComment>
        ) : (
          <StyledNoComment>Klient nie dodał komentarza.</StyledNoComment>
        )}
        <StyledWho>
          <strong>{clientName}</strong>
          <time dateTime={decidedAt}>{formatDateTimeLong(decidedAt)}</time>
        </StyledWho>
        {heldReason ? <StyledReason>Powód wstrzymania: {heldReason}</StyledReason> : null}
      </CardContent>
    </StyledCard>
  );
}
