import type { EntityManager } from '@mikro-orm/postgresql';
import { type QuoteKind, type QuoteKindEntry, quoteKindEntries } from '@ppp/domain';
import type { OutboxSettings } from '../mail/outbox.ts';

// What the notifications of one application need of its server (D22): the address its mails link to,
// the outbox's settings and the quote kinds it serves. Set once when the application is composed,
// kept per ORM, so an event's hook passes only the event's plain values.

export interface NotificationDelivery {
  publicUrl: string;
  outbox: OutboxSettings;
  /** The kinds served (D20): their labels, paths and who sees and approves them. */
  kinds: readonly QuoteKindEntry[];
}

const deliveries = new WeakMap<object, NotificationDelivery>();

/** Called by createApp: every entity manager of `orm` (its forks and transactions) delivers this way. */
export function deliverNotifications(orm: { config: object }, delivery: NotificationDelivery) {
  deliveries.set(orm.config, delivery);
}

/** The application's delivery; none for code that runs without an application (scripts). */
export const deliveryOf = (em: EntityManager): NotificationDelivery | undefined => deliveries.get(em.config);

/** A kind by its stored name: the application's own entry (a test's kind too), else the product's. */
export function kindEntryOf(em: EntityManager, kind: string): QuoteKindEntry | undefined {
  return (
    deliveryOf(em)?.kinds.find((entry) => entry.kind === kind) ??
    (quoteKindEntries as Partial<Record<string, QuoteKindEntry>>)[kind as QuoteKind]
  );
}
