import { addOnsCost, type DepartmentItemPrice, type RentedAddOn } from './department-item.ts';
import { type DecimalInput, discountFactor, roundMoney, toDecimal, toMoney } from './money.ts';

export interface ElectricalItemInput {
  pricePerDay: DecimalInput;
  discountPercent: DecimalInput;
  quantity: number;
  rentalPeriodDays: number;
  additionalItems?: readonly RentedAddOn[];
}

/**
 * spec-2 §9: electrical item = price per day × (1 − discount / 100) × quantity × days, plus each
 * additional item's quantity × days × price per day. Each line is rounded once (D4).
 */
export function priceElectricalItem(input: ElectricalItemInput): DepartmentItemPrice {
  const { pricePerDay, discountPercent, quantity, rentalPeriodDays } = input;
  const baseCost = roundMoney(
    toDecimal(pricePerDay).times(discountFactor(discountPercent)).times(quantity).times(rentalPeriodDays),
  );
  const additionalCost = addOnsCost(input.additionalItems);
  return {
    baseCost: toMoney(baseCost),
    additionalCost,
    totalPrice: toMoney(baseCost.plus(additionalCost)),
  };
}
