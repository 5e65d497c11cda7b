import { actorName, formatDateTimeLong, type QuoteDetail, quoteStatusLabel } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import styled from 'styled-components';

export interface QuoteHistoryCardProps {
  history: QuoteDetail['history'];
}

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const StyledEntry = styled.li`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  flex-wrap: wrap;
  padding-left: ${({ theme }) => theme.space[3]};
  border-left: 2px solid ${({ theme }) => theme.colors.primary};
  overflow-wrap: anywhere;

  > * {
    min-width: 0;
  }
`;

const StyledWhen = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-variant-numeric: tabular-nums;
`;

/** The comment of a change (a rejection's reason, a client's answer), on its own line. */
const StyledComment = styled.q`
  display: block;
  margin-top: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledEmpty = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Who changed the status, when, from what to what (D3), and which version it concerned (D23). */
export function QuoteHistoryCard({ history }: QuoteHistoryCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Historia statusów</CardTitle>
      </CardHeader>
      <CardContent>
        {history.length === 0 ? (
          <StyledEmpty>Status nie był jeszcze zmieniany.</StyledEmpty>
        ) : (
          <StyledList>
            {history.map((change) => (
              <StyledEntry key={`${change.changedAt}-${change.toStatus}`}>
                <span>
                  <strong>{change.actorName ?? actorName(change.changedBy)}</strong>:{' '}
                  {change.fromStatus === change.toStatus && change.comment ? (
                    // An entry that keeps the status (a mail prepared or sent, D22) is what happened.
                    change.comment
                  ) : (
                    <>
                      {quoteStatusLabel(change.fromStatus)} → {quoteStatusLabel(change.toStatus)}
                      {change.comment ? <StyledComment>{change.comment}</StyledComment> : null}
                    </>
                  )}
                </span>
                <StyledWhen>
                  {formatDateTimeLong(change.changedAt)} · wersja {change.version}
                </StyledWhen>
              </StyledEntry>
            ))}
          </StyledList>
        )}
      </CardContent>
    </Card>
  );
}
