import { type Department, departmentConfigs, quoteKindEntries } from '@ppp/domain';
import { departmentPrintable, renderDepartmentPrint } from '../../print/department.ts';
import { defineQuoteKind } from '../quote-lifecycle/registry.ts';
import { departmentAvailability } from './availability.ts';
import { departmentKindSearch } from './list-query.ts';
import { detail, duplicate, listDepartmentQuotes, priceEdit, priceNew } from './quotes-service.ts';

/**
 * The electrical and general-rental quotes (D14): one kind module in two configurations, items
 * priced by the one department formula against the area's own catalogue.
 */
export function departmentQuotes(department: Department) {
  const config = departmentConfigs[department];
  return defineQuoteKind({
    entry: quoteKindEntries[department],
    priceNew: (tx, body) => priceNew(tx, department, body),
    priceEdit: (tx, quote, body) => priceEdit(tx, department, quote, body),
    detail,
    list: (em, user, query) => listDepartmentQuotes(em, user, department, query),
    kindSearch: departmentKindSearch,
    print: (quote, options) => renderDepartmentPrint(quote, config, options),
    printable: (quote) => departmentPrintable(quote, config),
    duplicate: (em, saved) => duplicate(em, department, saved),
    availability: departmentAvailability(department),
  });
}
