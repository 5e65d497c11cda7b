import { parseDecimal } from './pricing/money.ts';

/** The include flags and cost totals an item carries, saved (QuoteItem) or live (the engine's answer). */
export interface CostParts {
  includeFuelCost: boolean;
  includeInstallationCost: boolean;
  includeDisassemblyCost: boolean;
  includeTravelServiceCost: boolean;
  includeServiceItems: boolean;
  includeMaintenanceCost: boolean;
  totalFuelCost: string;
  totalInstallationCost: string;
  totalDisassemblyCost: string;
  totalTravelServiceCost: string;
  totalMaintenanceCost: string;
  totalServiceItemsCost: string;
  additionalCost: string;
  accessoriesCost: string;
}

export type CostLineKey =
  | 'fuel'
  | 'installation'
  | 'disassembly'
  | 'travelService'
  | 'maintenance'
  | 'serviceItems'
  | 'additional'
  | 'accessories';

export interface CostLine {
  key: CostLineKey;
  label: string;
  amount: string;
}

const isNonZero = (amount: string) => {
  const decimal = parseDecimal(amount);
  return decimal !== null && !decimal.eq(0);
};

/**
 * The cost lines of an item, with the same labels on screen and on paper. The detail page shows a
 * line when its option is switched on and its total is not empty (spec-1 §2); the print shows every
 * switched-on line, at 0,00 zł too (D7: "every cost line that is switched on"). Extras count as
 * switched on when chosen, so they show when they cost something.
 */
export function costLines(
  item: CostParts,
  extras: readonly { type: string; name: string }[] = [],
  rule: 'non-empty' | 'switched-on' = 'non-empty',
): CostLine[] {
  const names = (type: string) =>
    extras
      .filter((extra) => extra.type === type)
      .map((extra) => extra.name)
      .join(', ');
  const additionalNames = names('additional');
  const accessoryNames = names('accessories');
  const lines: [CostLineKey, string, string, boolean][] = [
    ['fuel', 'Koszt paliwa', item.totalFuelCost, item.includeFuelCost],
    ['installation', 'Koszt montażu', item.totalInstallationCost, item.includeInstallationCost],
    ['disassembly', 'Koszt demontażu', item.totalDisassemblyCost, item.includeDisassemblyCost],
    ['travelService', 'Serwis wyjazdowy', item.totalTravelServiceCost, item.includeTravelServiceCost],
    ['maintenance', 'Koszt eksploatacji', item.totalMaintenanceCost, item.includeMaintenanceCost],
    ['serviceItems', 'Koszty serwisowe', item.totalServiceItemsCost, item.includeServiceItems],
    [
      'additional',
      additionalNames ? `Opcje dodatkowe: ${additionalNames}` : 'Opcje dodatkowe',
      item.additionalCost,
      isNonZero(item.additionalCost),
    ],
    [
      'accessories',
      accessoryNames ? `Akcesoria: ${accessoryNames}` : 'Akcesoria',
      item.accessoriesCost,
      isNonZero(item.accessoriesCost),
    ],
  ];
  return lines
    .filter(([, , amount, on]) => on && (rule === 'switched-on' || isNonZero(amount)))
    .map(([key, label, amount]) => ({ key, label, amount }));
}
