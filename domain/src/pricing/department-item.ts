import { type DecimalInput, roundMoney, toDecimal, toMoney, ZERO } from './money.ts';
import { baseTier, type PriceTierLike, priceTierFor, tierDiscountPercent } from './tiers.ts';

// What electrical and general items share (spec-2 §9): add-ons priced per day and a three-part answer.

/** An extra piece of equipment on an electrical or general item, priced on its own (spec-2 §9). */
export interface RentedAddOn {
  quantity: number;
  rentalPeriodDays: number;
  pricePerDay: DecimalInput;
}

export interface DepartmentItemPrice {
  /** The item's own line, discount applied. */
  baseCost: string;
  /** The additional items' lines, each rounded, summed. */
  additionalCost: string;
  totalPrice: string;
}

/** spec-2 §9: an additional item costs quantity × days × price per day, one rounded line each. */
export function addOnsCost(addOns: readonly RentedAddOn[] | undefined): string {
  const lines = (addOns ?? []).map((addOn) =>
    roundMoney(toDecimal(addOn.pricePerDay).times(addOn.quantity).times(addOn.rentalPeriodDays)),
  );
  return toMoney(lines.reduce((sum, line) => sum.plus(line), ZERO));
}

/**
 * The price and discount an electrical (or general) item starts with for a rental length.
 * Reading (spec-2 §9 with D4): the item shows the base tier's price and the discount of the tier for
 * the rental length derived from the tier's price, so the formula price × (1 − discount) applies.
 * Without tiers the fallback price applies at 0 % (spec-2 §9 general quotes: "else 100").
 */
export function departmentItemPriceFor(
  tiers: readonly PriceTierLike[],
  rentalPeriodDays: number,
  fallbackPrice: DecimalInput = '100.00',
): { pricePerDay: string; discountPercent: string } {
  const base = baseTier(tiers);
  const tier = priceTierFor(tiers, rentalPeriodDays);
  if (!base || !tier) return { pricePerDay: toMoney(fallbackPrice), discountPercent: '0.00' };
  return {
    pricePerDay: toMoney(base.pricePerDay),
    discountPercent: tierDiscountPercent(base.pricePerDay, tier.pricePerDay),
  };
}
