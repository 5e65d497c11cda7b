import { type DecimalInput, discountFactor, roundMoney, toDecimal, toMoney, ZERO } from './money.ts';
import { baseTier, type PriceTierLike, priceTierFor, tierDiscountPercent } from './tiers.ts';

// The one pricing formula of the electrical and general-rental areas (D14), written once for both.

/** An additional item on a department item: quantity × days × price per day (spec-2 §9). */
export interface RentedAddOn {
  quantity: number;
  rentalPeriodDays: number;
  pricePerDay: DecimalInput;
}

/** spec-2 §9: each additional item costs quantity × days × price per day, one rounded line each. */
export function addOnsCost(addOns: readonly RentedAddOn[] | undefined): string {
  const lines = (addOns ?? []).map((addOn) =>
    roundMoney(toDecimal(addOn.pricePerDay).times(addOn.quantity).times(addOn.rentalPeriodDays)),
  );
  return toMoney(lines.reduce((sum, line) => sum.plus(line), ZERO));
}

/** spec-2 §9: an item without any tier is priced at 100 a day (general: "else 100"). */
const DEPARTMENT_FALLBACK_PRICE = '100.00';

export interface DepartmentItemInput {
  /** The equipment's tier set (D4: the tier's price is the truth). */
  tiers: readonly PriceTierLike[];
  quantity: number;
  rentalPeriodDays: number;
  /**
   * A price per day typed in the general edit (D14): a base price, to which the item's stored
   * discount applies. Absent: the item is priced from the tiers.
   */
  typedPrice?: { pricePerDay: DecimalInput; discountPercent: DecimalInput } | null;
  additionalItems?: readonly RentedAddOn[];
}

export interface DepartmentItemPrice {
  /** The base price shown for reading: the base tier's, or the typed one. */
  pricePerDay: string;
  /** The discount shown for reading: the tier's price against the base, or the stored one. */
  discountPercent: string;
  /** What one piece costs for a day. */
  dayPrice: string;
  /** The item's own line: day price × quantity × days. */
  baseCost: string;
  /** The additional items' lines, each rounded, summed. */
  additionalCost: string;
  /** The item's total, its additional items included. */
  totalPrice: string;
}

/**
 * D14, one formula for both areas. From the catalogue: the day price is the price of the tier for
 * the rental length (D4), shown as the base tier's price and the discount derived from it; a typed
 * price is a base price: day price = round(typed × (1 − discount / 100), 2). Then day price ×
 * quantity × days, plus each additional item's quantity × days × price per day.
 */
export function priceDepartmentItem(input: DepartmentItemInput): DepartmentItemPrice {
  const { quantity, rentalPeriodDays } = input;
  let pricePerDay: string;
  let discountPercent: string;
  let dayPrice: string;
  if (input.typedPrice) {
    pricePerDay = toMoney(input.typedPrice.pricePerDay);
    discountPercent = toMoney(input.typedPrice.discountPercent);
    dayPrice = toMoney(toDecimal(pricePerDay).times(discountFactor(discountPercent)));
  } else {
    const base = baseTier(input.tiers);
    const tier = priceTierFor(input.tiers, rentalPeriodDays);
    pricePerDay = toMoney(base?.pricePerDay ?? DEPARTMENT_FALLBACK_PRICE);
    dayPrice = toMoney(tier?.pricePerDay ?? DEPARTMENT_FALLBACK_PRICE);
    discountPercent = base && tier ? tierDiscountPercent(base.pricePerDay, tier.pricePerDay) : '0.00';
  }
  const baseCost = roundMoney(toDecimal(dayPrice).times(quantity).times(rentalPeriodDays));
  const additionalCost = addOnsCost(input.additionalItems);
  return {
    pricePerDay,
    discountPercent,
    dayPrice,
    baseCost: toMoney(baseCost),
    additionalCost,
    totalPrice: toMoney(baseCost.plus(additionalCost)),
  };
}

/** spec-2 §9: a newly added general item starts with quantity 1 and 7 days. */
export const GENERAL_ITEM_START = { quantity: 1, rentalPeriodDays: 7 } as const;
