import {
  addOnsCost,
  type DepartmentItemPrice,
  departmentItemPriceFor,
  type RentedAddOn,
} from './department-item.ts';
import { type DecimalInput, discountFactor, roundMoney, toDecimal, toMoney } from './money.ts';
import type { PriceTierLike } from './tiers.ts';

export interface GeneralItemInput {
  /** The typed or catalogue price per day; rounded to 0.01 before use (the edit form's rule). */
  pricePerDay: DecimalInput;
  /** Absent: 0 (the edit form's value when nothing was stored). */
  discountPercent?: DecimalInput | null;
  quantity: number;
  rentalPeriodDays: number;
  additionalItems?: readonly RentedAddOn[];
}

/**
 * spec-2 §9: quantity × days × price per day, minus the discount, plus each additional item
 * (quantity × days × price per day). Edit form: the typed price is rounded to 2 decimals first;
 * D4: the edit keeps the stored discount instead of resetting it to 0.
 */
export function priceGeneralItem(input: GeneralItemInput): DepartmentItemPrice {
  const price = roundMoney(toDecimal(input.pricePerDay));
  const discount = input.discountPercent ?? 0;
  const baseCost = roundMoney(
    price
      .times(input.quantity)
      .times(input.rentalPeriodDays)
      .times(discountFactor(discount === '' ? 0 : discount)),
  );
  const additionalCost = addOnsCost(input.additionalItems);
  return {
    baseCost: toMoney(baseCost),
    additionalCost,
    totalPrice: toMoney(baseCost.plus(additionalCost)),
  };
}

/** spec-2 §9: a newly added general item starts with quantity 1 and 7 days. */
export const GENERAL_ITEM_START = { quantity: 1, rentalPeriodDays: 7 } as const;

/**
 * A new general item: quantity 1, 7 days, the base tier's price (else 100) and the discount of the
 * tier for 7 days. Reading: spec-2 §9 says "the discount from it" (the day-1 tier, always 0 % under
 * D4); we take the tier for the item's length so configured general tiers mean something.
 */
export function newGeneralItem(tiers: readonly PriceTierLike[]) {
  const { quantity, rentalPeriodDays } = GENERAL_ITEM_START;
  return { quantity, rentalPeriodDays, ...departmentItemPriceFor(tiers, rentalPeriodDays) };
}
