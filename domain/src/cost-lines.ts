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
 * spec-1 detail: a cost line is shown only when its option is switched on and its total is not
 * empty. The labels are the print view's (D7), so screen and paper read alike.
 */
export function costLines(
  item: CostParts,
  extras: readonly { type: string; name: string }[] = [],
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
      true,
    ],
    [
      'accessories',
      accessoryNames ? `Akcesoria: ${accessoryNames}` : 'Akcesoria',
      item.accessoriesCost,
      true,
    ],
  ];
  return lines
    .filter(([, , amount, on]) => on && isNonZero(amount))
    .map(([key, label, amount]) => ({ key, label, amount }));
}
