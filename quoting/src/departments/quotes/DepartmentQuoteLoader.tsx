import { type DepartmentConfig, type DepartmentQuoteDetail, departmentConfigs } from '@ppp/domain';
import type { ReactNode } from 'react';
import { QuoteLoader } from '../../quotes/QuoteLoader.tsx';
import { useKindQuote } from '../../quotes/quoteKindApi.ts';

export interface DepartmentQuoteLoaderProps {
  config: DepartmentConfig;
  children: (quote: DepartmentQuoteDetail) => ReactNode;
}

// One hook per area (a hook cannot be made on the fly), each on its area's address.
const quoteHooks = {
  electrical: (id: number) =>
    useKindQuote<DepartmentQuoteDetail>(departmentConfigs.electrical.api.quotes, id),
  general: (id: number) => useKindQuote<DepartmentQuoteDetail>(departmentConfigs.general.api.quotes, id),
};

/** The kit's quote loader for the area's detail and edit pages (D18): loading, 404 with a link back, 403. */
export function DepartmentQuoteLoader({ config, children }: DepartmentQuoteLoaderProps) {
  return (
    <QuoteLoader
      kind={config.department}
      useQuote={quoteHooks[config.department]}
      listPath={config.paths.list}
      listLabel={`Powrót do listy: ${config.texts.listTitle}`}
      forbiddenText={config.texts.quotesDenied}
    >
      {children}
    </QuoteLoader>
  );
}
