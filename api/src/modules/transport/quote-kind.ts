import { quoteKindEntries } from '@ppp/domain';
import { renderTransportPrint, transportPrintable } from '../../print/transport.ts';
import { defineQuoteKind } from '../quote-lifecycle/registry.ts';
import { detail, duplicate, listTransportQuotes, priceEdit, priceNew } from './quotes-service.ts';

/** Transport quotes (spec-2 §7, D13): a route priced by a vehicle's cost per km. */
export const transportQuotes = defineQuoteKind({
  entry: quoteKindEntries.transport,
  priceNew,
  priceEdit,
  detail,
  list: listTransportQuotes,
  print: renderTransportPrint,
  printable: transportPrintable,
  duplicate,
});
