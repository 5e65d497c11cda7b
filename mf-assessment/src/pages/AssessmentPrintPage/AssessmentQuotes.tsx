import { type AssessmentQuote, quoteKindEntries } from '@ppp/domain';
import { Card, CardContent, CardHeader, CardTitle, focusRing } from '@ppp/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

export interface AssessmentQuotesProps {
  quotes: readonly AssessmentQuote[];
}

const StyledCard = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: ${({ theme }) => theme.fontWeights.medium};

  &:hover {
    text-decoration: underline;
  }

  ${focusRing}
`;

/** 'Wyceny z tego badania' (D22): the quotes made from the assessment, each linked; nothing when none. */
export function AssessmentQuotes({ quotes }: AssessmentQuotesProps) {
  if (quotes.length === 0) return null;
  return (
    <StyledCard>
      <CardHeader>
        <CardTitle as="h2">Wyceny z tego badania</CardTitle>
      </CardHeader>
      <CardContent>
        <StyledList>
          {quotes.map((quote) => {
            const entry = quoteKindEntries[quote.kind];
            return (
              <li key={`${quote.kind}-${quote.id}`}>
                <StyledLink to={`${entry.path}/${quote.id}`}>
                  {entry.label} {quote.quoteNumber}
                </StyledLink>
              </li>
            );
          })}
        </StyledList>
      </CardContent>
    </StyledCard>
  );
}
