import type { EntityManager } from '@mikro-orm/postgresql';
import { departmentConfigs, type QuoteHeader, type QuoteKind } from '@ppp/domain';
import { departmentPrintable, renderDepartmentPrint } from '../../print/department.ts';
import type { PrintableQuote } from '../../print/document.ts';
import type { PrintOptions } from '../../print/layout.ts';
import { equipmentPrintable, renderQuotePrint } from '../../print/quote.ts';
import { renderTransportPrint, transportPrintable } from '../../print/transport.ts';
import * as departments from '../departments/quotes-service.ts';
import * as equipment from '../equipment-quotes/service.ts';
import type { QuoteRow } from '../quote-lifecycle/entities.ts';
import * as transport from '../transport/quotes-service.ts';

/** What the client's side needs of each kind (D17, D18): its address, its detail and its print. */
export interface QuoteKindView {
  /** The kind's staff address, `/api/quotes`, `/api/transport-quotes`, … */
  base: string;
  detail: (em: EntityManager, quote: QuoteRow) => Promise<QuoteHeader>;
  print: (detail: QuoteHeader, options: PrintOptions) => string;
  /** The same printout as data, for the PDF (D17). */
  printable: (detail: QuoteHeader) => PrintableQuote;
}

export const quoteKindViews: Record<QuoteKind, QuoteKindView> = {
  equipment: {
    base: '/api/quotes',
    detail: equipment.detail,
    print: (detail, options) => renderQuotePrint(detail as never, options),
    printable: (detail) => equipmentPrintable(detail as never),
  },
  transport: {
    base: '/api/transport-quotes',
    detail: transport.detail,
    print: (detail, options) => renderTransportPrint(detail as never, options),
    printable: (detail) => transportPrintable(detail as never),
  },
  electrical: {
    base: departmentConfigs.electrical.api.quotes,
    detail: departments.detail,
    print: (detail, options) => renderDepartmentPrint(detail as never, departmentConfigs.electrical, options),
    printable: (detail) => departmentPrintable(detail as never, departmentConfigs.electrical),
  },
  general: {
    base: departmentConfigs.general.api.quotes,
    detail: departments.detail,
    print: (detail, options) => renderDepartmentPrint(detail as never, departmentConfigs.general, options),
    printable: (detail) => departmentPrintable(detail as never, departmentConfigs.general),
  },
};
