import type { TransportQuoteDetail } from '@ppp/domain';
import {
  QuoteClientCard,
  QuoteColumns,
  QuoteFactsCard,
  QuoteHistoryCard,
  QuoteStack,
  QuoteSummaryCard,
} from '@ppp/quoting';
import { Card, CardContent, CardHeader, CardTitle } from '@ppp/ui';
import styled from 'styled-components';
import { useChangeTransportStatus } from '../api.ts';
import { RouteFacts } from './RouteFacts.tsx';

const StyledNotes = styled.p`
  white-space: pre-wrap;
`;

export interface TransportQuoteSectionsProps {
  quote: TransportQuoteDetail;
  /** 'page': two columns on /transport-quotes/{id}; 'dialog': one column in the list's preview. */
  layout: 'page' | 'dialog';
}

/**
 * Everything a transport quote holds (D13): its facts with the status actions the user may take,
 * the route, notes, client, totals and history. The detail page and the preview show the same.
 */
export function TransportQuoteSections({ quote, layout }: TransportQuoteSectionsProps) {
  const changeStatus = useChangeTransportStatus(quote.id);
  const main = (
    <>
      <QuoteFactsCard quote={quote} kind="transport" change={changeStatus} />
      <Card>
        <CardHeader>
          <CardTitle as="h2">Trasa</CardTitle>
        </CardHeader>
        <CardContent>
          <RouteFacts quote={quote} />
        </CardContent>
      </Card>
      {quote.notes ? (
        <Card>
          <CardHeader>
            <CardTitle as="h2">Uwagi</CardTitle>
          </CardHeader>
          <CardContent>
            <StyledNotes>{quote.notes}</StyledNotes>
          </CardContent>
        </Card>
      ) : null}
    </>
  );
  const side = (
    <>
      <QuoteClientCard client={quote.client} />
      <QuoteSummaryCard quote={quote} />
    </>
  );
  const history = <QuoteHistoryCard history={quote.history} />;
  if (layout === 'dialog') {
    return (
      <QuoteStack>
        {main}
        {side}
        {history}
      </QuoteStack>
    );
  }
  return (
    <QuoteColumns>
      <QuoteStack>
        {main}
        {history}
      </QuoteStack>
      <QuoteStack>{side}</QuoteStack>
    </QuoteColumns>
  );
}
