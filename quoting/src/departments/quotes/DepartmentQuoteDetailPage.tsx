import { approveQuotesOf, type DepartmentConfig, type DepartmentQuoteDetail } from '@ppp/domain';
import { PageContainer, PageHeader, useCan } from '@ppp/ui';
import { useNavigate } from 'react-router';
import { QuoteDetailActions } from '../../quotes/QuoteDetailActions.tsx';
import { openKindQuotePrint, useDeleteKindQuote } from '../../quotes/quoteKindApi.ts';
import { DepartmentQuoteLoader } from './DepartmentQuoteLoader.tsx';
import { DepartmentQuoteSections } from './DepartmentQuoteSections.tsx';

/** /electrical-quotes/{id}, /general-quotes/{id} (spec-2 §2, D8, D14): the quote with print, edit and delete. */
export function DepartmentQuoteDetailPage({ config }: { config: DepartmentConfig }) {
  return (
    <DepartmentQuoteLoader config={config}>
      {(quote) => <DetailView config={config} quote={quote} />}
    </DepartmentQuoteLoader>
  );
}

function DetailView({ config, quote }: { config: DepartmentConfig; quote: DepartmentQuoteDetail }) {
  const canDelete = useCan(approveQuotesOf(config.kind));
  const deleteQuote = useDeleteKindQuote(config.api.quotes);
  const navigate = useNavigate();
  return (
    <PageContainer width="wide">
      <PageHeader
        backTo={config.paths.list}
        backLabel={`Powrót do listy: ${config.texts.listTitle}`}
        title={`${config.texts.quoteTitle} ${quote.quoteNumber}`}
        subtitle={quote.client.companyName ?? undefined}
        actions={
          <QuoteDetailActions
            status={quote.status}
            pdfUrl={`${config.api.quotes}/${quote.id}/pdf`}
            sharing={{ ...quote, base: config.api.quotes }}
            duplicate={{
              base: config.api.quotes,
              id: quote.id,
              editPath: (id) => `${config.paths.list}/${id}/edit`,
            }}
            onPrint={() => openKindQuotePrint(config.api.quotes, quote.id)}
            editPath={`${config.paths.list}/${quote.id}/edit`}
            onDelete={
              canDelete
                ? () =>
                    deleteQuote
                      .mutateAsync(quote.id)
                      .then(() => navigate(config.paths.list, { replace: true }))
                : undefined
            }
          />
        }
      />
      <DepartmentQuoteSections config={config} quote={quote} />
    </PageContainer>
  );
}
