import { quoteKindEntries } from '@ppp/domain';
import { renderTransportPrint, transportPrintable } from '../../print/transport.ts';
import { defineQuoteKind } from '../quote-lifecycle/registry.ts';
import { transportAvailability } from './availability.ts';
import { transportKindSearch } from './list-query.ts';
import { detail, duplicate, listTransportQuotes, priceEdit, priceNew } from './quotes-service.ts';

/** Transport quotes (spec-2 §7, D13, D21): a route's vehicle lines priced by their cost per km. */
export const transportQuotes = defineQuoteKind({
  entry: quoteKindEntries.transport,
  priceNew,
  priceEdit,
  detail,
  list: listTransportQuotes,
  kindSearch: transportKindSearch,
  print: renderTransportPrint,
  printable: transportPrintable,
  duplicate,
  availability: transportAvailability,
});
