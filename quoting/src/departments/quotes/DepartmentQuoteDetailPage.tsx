import { type DepartmentConfig, itemCountLabel } from '@ppp/domain';
import { QuoteDetailShell } from '../../quotes/QuoteDetailShell.tsx';
import { DepartmentQuoteItems } from './DepartmentQuoteItems.tsx';
import { DepartmentQuoteLoader } from './DepartmentQuoteLoader.tsx';

/** /electrical-quotes/{id}, /general-quotes/{id} (spec-2 §2, D8, D14): the shared detail page with the items. */
export function DepartmentQuoteDetailPage({ config }: { config: DepartmentConfig }) {
  return (
    <DepartmentQuoteLoader config={config}>
      {(quote) => (
        <QuoteDetailShell
          kind={config.kind}
          quote={quote}
          backLabel={`Powrót do listy: ${config.texts.listTitle}`}
          subtitle={quote.client.companyName ?? undefined}
          itemsTitle={`Pozycje wyceny (${itemCountLabel(quote.itemCount)})`}
          items={<DepartmentQuoteItems quote={quote} kind={config.kind} />}
        />
      )}
    </DepartmentQuoteLoader>
  );
}
