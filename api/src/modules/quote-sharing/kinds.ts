import type { EntityManager } from '@mikro-orm/postgresql';
import { departmentConfigs, type QuoteHeader, type QuoteKind } from '@ppp/domain';
import { renderDepartmentPrint } from '../../print/department.ts';
import type { PrintOptions } from '../../print/layout.ts';
import { renderQuotePrint } from '../../print/quote.ts';
import { renderTransportPrint } from '../../print/transport.ts';
import * as departments from '../departments/quotes-service.ts';
import type { QuoteRow } from '../quotes/entities.ts';
import * as equipment from '../quotes/service.ts';
import * as transport from '../transport/quotes-service.ts';

/** What the client's side needs of each kind (D17, D18): its address, its detail and its print. */
export interface QuoteKindView {
  /** The kind's staff address, `/api/quotes`, `/api/transport-quotes`, … */
  base: string;
  detail: (em: EntityManager, quote: QuoteRow) => Promise<QuoteHeader>;
  print: (detail: QuoteHeader, options: PrintOptions) => string;
}

export const quoteKindViews: Record<QuoteKind, QuoteKindView> = {
  equipment: {
    base: '/api/quotes',
    detail: equipment.detail,
    print: (detail, options) => renderQuotePrint(detail as never, options),
  },
  transport: {
    base: '/api/transport-quotes',
    detail: transport.detail,
    print: (detail, options) => renderTransportPrint(detail as never, options),
  },
  electrical: {
    base: departmentConfigs.electrical.api.quotes,
    detail: departments.detail,
    print: (detail, options) => renderDepartmentPrint(detail as never, departmentConfigs.electrical, options),
  },
  general: {
    base: departmentConfigs.general.api.quotes,
    detail: departments.detail,
    print: (detail, options) => renderDepartmentPrint(detail as never, departmentConfigs.general, options),
  },
};
