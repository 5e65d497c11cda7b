import type { PlausibleLimit } from '@ppp/domain';
import { type Plausibility, type PlausibleField, usePlausibility } from '@ppp/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { type ItemDecimalName, itemPlausibleLimits, type QuoteFormValues } from './formModel.ts';

const ItemPlausibilityContext = createContext<Plausibility | null>(null);

/** The form's plausibility questions (D20), shared by the figures of every item. */
export function ItemPlausibilityProvider({ value, children }: { value: Plausibility; children: ReactNode }) {
  return <ItemPlausibilityContext.Provider value={value}>{children}</ItemPlausibilityContext.Provider>;
}

/** Outside a quote form (a figure rendered alone in a test) the figure asks nothing of a save. */
export function useItemPlausibility(): Plausibility {
  const shared = useContext(ItemPlausibilityContext);
  const own = usePlausibility();
  return shared ?? own;
}

const limited = Object.entries(itemPlausibleLimits) as [ItemDecimalName, PlausibleLimit][];

/** The questioned figures of every item, as a save asks them (a switched-off option's figures are 0). */
export function plausibleItemFields(values: QuoteFormValues): PlausibleField[] {
  return values.items.flatMap((item, index) =>
    limited.map(([name, limit]) => ({ name: `items.${index}.${name}`, text: item[name], limit })),
  );
}
