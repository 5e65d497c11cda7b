import { departmentQuotes } from '../departments/quote-kind.ts';
import { equipmentQuotes } from '../equipment-quotes/kind.ts';
import { transportQuotes } from '../transport/quote-kind.ts';
import type { AnyQuoteKind } from './registry.ts';

/** The product's quote kinds (D20): each is one module and one entry of domain's registry. */
export const productQuoteKinds: readonly AnyQuoteKind[] = [
  equipmentQuotes,
  transportQuotes,
  departmentQuotes('electrical'),
  departmentQuotes('general'),
];
