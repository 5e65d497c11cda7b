// The quote kinds of D20 as entries of one registry: what the lifecycle (statuses, lock, history,
// numbering, sharing, PDF, duplicate) needs to know of a kind. The API mounts every kind's routes
// from these entries; each kind module adds only its items, its pricing and its printable lines.
import type { z } from 'zod';
import { departmentConfigs } from './departments.ts';
import { approveQuotesOf, type Capability, type QuoteKind, viewAllQuotesOf } from './permissions.ts';
import {
  departmentListQuerySchema,
  departmentQuoteInputSchema,
  departmentQuoteUpdateSchema,
} from './schemas/departments.ts';
import { quoteInputSchema, quoteUpdateSchema } from './schemas/equipment-quotes.ts';
import { quoteListQuerySchema } from './schemas/quote-lifecycle.ts';
import {
  transportListQuerySchema,
  transportQuoteInputSchema,
  transportQuoteUpdateSchema,
} from './schemas/transport.ts';

export interface QuoteKindEntry<
  Create extends z.ZodType = z.ZodType,
  Update extends z.ZodType = z.ZodType,
  ListQuery extends z.ZodType = z.ZodType,
> {
  /** Stored on every quote of the kind (`quote.kind`, a closed list in the database too). */
  kind: QuoteKind;
  /** The staff API's address of the kind's quotes: list and create there, `{apiPath}/{id}` the rest. */
  apiPath: string;
  /** The staff screens' address of the kind's quotes (the list; `{path}/{id}` the detail page). */
  path: string;
  /** Human numbers (D5): `{prefix}/{year}/{0001}`. */
  numberPrefix: string;
  /** The kind's quote as a title names it: 'Wycena transportu TRA/2026/0001'. */
  label: string;
  /**
   * Who may do what (D1): every approved user creates; `viewAll` sees and edits every quote of the
   * kind (everybody else only their own); `approve` approves, rejects, reopens and deletes.
   */
  capabilities: { create: Capability; viewAll: Capability; approve: Capability };
  /**
   * The client a quote of the kind needs (spec-1 §5, D14), shown by the form's asterisk and hint: one
   * of company, contact person, phone or e-mail (also when absent); or the company's name (electrical
   * and general).
   */
  clientRule?: 'anyContact' | 'companyName';
  /** The request bodies of a create and an update, and the list's query. */
  schemas: { create: Create; update: Update; list: ListQuery };
}

const staffOf = (kind: QuoteKind) => ({
  create: 'quotes:create' as const,
  viewAll: viewAllQuotesOf(kind),
  approve: approveQuotesOf(kind),
});

const equipment = {
  kind: 'equipment',
  apiPath: '/api/quotes',
  path: '/quotes',
  numberPrefix: 'WYC',
  label: 'Wycena',
  capabilities: staffOf('equipment'),
  clientRule: 'anyContact',
  schemas: { create: quoteInputSchema, update: quoteUpdateSchema, list: quoteListQuerySchema },
} satisfies QuoteKindEntry;

const transport = {
  kind: 'transport',
  apiPath: '/api/transport-quotes',
  path: '/transport-quotes',
  numberPrefix: 'TRA',
  label: 'Wycena transportu',
  capabilities: staffOf('transport'),
  clientRule: 'anyContact',
  schemas: {
    create: transportQuoteInputSchema,
    update: transportQuoteUpdateSchema,
    list: transportListQuerySchema,
  },
} satisfies QuoteKindEntry;

const departmentEntry = <K extends 'electrical' | 'general'>(kind: K, numberPrefix: string) => {
  const config = departmentConfigs[kind];
  return {
    kind,
    apiPath: config.api.quotes,
    path: config.paths.list,
    numberPrefix,
    label: config.texts.quoteTitle,
    capabilities: staffOf(kind),
    clientRule: 'companyName' as const,
    schemas: {
      create: departmentQuoteInputSchema,
      update: departmentQuoteUpdateSchema,
      list: departmentListQuerySchema,
    },
  } satisfies QuoteKindEntry;
};

/** The four kinds of the product (D20), by their stored name. */
export const quoteKindEntries = {
  equipment,
  transport,
  electrical: departmentEntry('electrical', 'ELE'),
  general: departmentEntry('general', 'WYN'),
} satisfies Record<QuoteKind, QuoteKindEntry>;

/** Each kind's number prefix (D5, D13, D14): WYC/2026/0001, TRA/…, ELE/…, WYN/…. */
export const quoteNumberPrefixes = Object.fromEntries(
  Object.values(quoteKindEntries).map((entry) => [entry.kind, entry.numberPrefix]),
) as Record<QuoteKind, string>;
