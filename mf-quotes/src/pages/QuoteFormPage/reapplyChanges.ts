import type { ClientDraft, QuoteFormValues } from './formModel.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * 'Wczytaj najnowszą wersję i zachowaj moje zmiany' (D19): this tab's changes over the latest
 * version of the quote. `base` is what this tab loaded, `mine` what it holds now, `latest` what the
 * other save left. A field this tab changed keeps this tab's value; any other takes the latest one.
 * The client counts field by field, unless this tab chose another client (then all of it is mine).
 * The items count as one list: every save gives them new ids, so they cannot be matched one by one;
 * if this tab changed any item, its list wins, else the latest list stays.
 */
export function reapplyChanges(
  base: QuoteFormValues,
  mine: QuoteFormValues,
  latest: QuoteFormValues,
): QuoteFormValues {
  const pick = <K extends 'pricingSchemaId' | 'notes' | 'startsOn' | 'rentalDays'>(key: K) =>
    same(mine[key], base[key]) ? latest[key] : mine[key];
  const otherClient = mine.clientId !== base.clientId;
  const client = Object.fromEntries(
    (Object.keys(latest.client) as (keyof ClientDraft)[]).map((field) => [
      field,
      otherClient || mine.client[field] !== base.client[field] ? mine.client[field] : latest.client[field],
    ]),
  ) as unknown as ClientDraft;
  return {
    pricingSchemaId: pick('pricingSchemaId'),
    notes: pick('notes'),
    startsOn: pick('startsOn'),
    rentalDays: pick('rentalDays'),
    clientId: otherClient ? mine.clientId : latest.clientId,
    client,
    items: same(mine.items, base.items) ? latest.items : mine.items,
  };
}
