// A quote kind as the lifecycle sees it (D20): the entry of domain's registry plus what only the kind
// knows — how to price and store its content, read it back, list it, print it and copy it. Every
// route and every step the kinds share (statuses, lock, history, 412, numbering, sharing, PDF,
// duplicate) is written once against this interface.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Page, PricingSettings, QuoteHeader, QuoteKindEntry } from '@ppp/domain';
import type { z } from 'zod';
import type { SessionUser } from '../../auth/current-user.ts';
import type { AppRouter } from '../../http/context.ts';
import type { KindPrintout } from '../../print/document.ts';
import type { PrintOptions } from '../../print/layout.ts';
import type { DetailQuote } from './dto.ts';
import type { QuoteRow } from './entities.ts';
import type { QuoteClientChoice, QuoteListQuery } from './lifecycle.ts';

/** What every kind's create and update body carries beside its own content (D21: its dates). */
export type QuoteBodyBase = QuoteClientChoice & {
  notes: string | null;
  startsOn?: string | null;
  rentalDays?: number | null;
  /** D22: on a create, the needs assessment the quote is made from. */
  assessmentId?: number;
};

/** A kind's priced content, ready to be written with its quote inside the transaction. */
export interface PricedContent {
  /** The quote's totals; absent when an edit keeps the stored ones (its items unchanged). */
  totals?: { totalNet: string; totalGross: string };
  /** The quote's pricing schema, for a kind that has one (equipment). */
  pricingSchemaId?: number | null;
  /** Writes (or replaces) the kind's own rows of the quote. */
  write: (tx: EntityManager, quote: QuoteRow) => void | Promise<void>;
}

/** A catalogue item as the availability reads it (D21). */
export interface StockEntry {
  name: string;
  availableQuantity: number;
}

/**
 * What a kind's stored items hold of its catalogue (D21): the lifecycle keeps the holdings, checks
 * approvals and answers the availability for every kind alike from these two.
 */
export interface KindAvailability {
  /** The holdings table's name of the kind's catalogue ('equipment', 'electrical', …). */
  catalogue: string;
  /** The quote's stored items in order: each item's index, catalogue item, units and days (items without equipment left out). */
  holdingsOf: (
    em: EntityManager,
    quoteId: number,
  ) => Promise<{ itemIndex: number; equipmentId: number; units: number; days: number }[]>;
  /** Where the catalogue items' names and available units are (read by `stockOf`). */
  stock: StockTable;
}

/**
 * A catalogue's table as the availability reads it: the table, the column of available units and,
 * for a table two areas share, the area's `department`. The kind's constants, never input.
 */
export interface StockTable {
  table: string;
  units: string;
  department?: string;
}

/** What a copy of a saved quote is created from (D17), and the items left out by their names. */
export interface DuplicateBody<Create> {
  body: Create;
  skipped: string[];
}

export interface QuoteKindModule<
  Create extends QuoteBodyBase,
  Update extends QuoteBodyBase,
  Detail extends QuoteHeader,
  ListQuery extends QuoteListQuery,
  ListItem,
> {
  entry: QuoteKindEntry<z.ZodType<Create>, z.ZodType<Update>, z.ZodType<ListQuery>>;
  /** Prices a new quote's content with the pricing settings in force (D4), which it answers too. */
  priceNew: (tx: EntityManager, body: Create) => Promise<PricedContent & { settings: PricingSettings }>;
  /** Reprices an open quote's content for an edit, keeping the quote's VAT rate (D4). */
  priceEdit: (tx: EntityManager, quote: QuoteRow, body: Update) => Promise<PricedContent>;
  /**
   * A loaded quote's detail answer: the shared header and the kind's content (no access check). Plain
   * statements only (`preparedRows`): a status change reads it inside its transaction of plain
   * statements (`sqlTransaction`), where an entity operation is refused.
   */
  detail: (em: EntityManager, quote: DetailQuote) => Promise<Detail>;
  /** One page of the kind's list, with D1's own-quotes rule. */
  list: (em: EntityManager, user: SessionUser, query: ListQuery) => Promise<Page<ListItem>>;
  /**
   * The kind's own search condition of its list (QuotePageQuery's `kindSearch`), so that the list's
   * export (D26) finds the same quotes as its page.
   */
  kindSearch?: string;
  /**
   * The staff print view (D7), and the kind's printout as data: its dates and its items with every
   * line, from which the staff print, the client document and its PDF are made (D17, D23).
   */
  print: (detail: Detail, options: PrintOptions) => string;
  printable: (detail: Detail) => KindPrintout;
  /** The create body of a copy of a saved quote, repriced from today's catalogue (D17). */
  duplicate: (em: EntityManager, saved: Detail) => Promise<DuplicateBody<Create>>;
  /** D21: what the kind's quotes hold of its catalogue; a kind without it reserves nothing. */
  availability?: KindAvailability;
  /**
   * Routes only this kind has (the equipment's preview and per-item calls), mounted before the
   * lifecycle's own on the same router.
   */
  ownRoutes?: (router: AppRouter) => void;
}

export function defineQuoteKind<
  Create extends QuoteBodyBase,
  Update extends QuoteBodyBase,
  Detail extends QuoteHeader,
  ListQuery extends QuoteListQuery,
  ListItem,
>(module: QuoteKindModule<Create, Update, Detail, ListQuery, ListItem>) {
  return module;
}

/** A kind of any content, for code that handles every kind alike (the app's list, the client's page). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds kinds of every content type
export type AnyQuoteKind = QuoteKindModule<any, any, any, any, any>;
