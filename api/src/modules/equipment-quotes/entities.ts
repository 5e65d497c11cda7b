import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { EquipmentEntity } from '../catalogue/entities.ts';
import { QuoteEntity } from '../quote-lifecycle/entities.ts';

const money = () => p.decimal('string').precision(12).scale(2);
const figure = () => p.decimal('string').precision(12).scale(2).nullable();
const count = () => p.integer().nullable();

/**
 * One priced line. It keeps every input, flag and total, and a snapshot of the equipment it was
 * priced with (D8), so the quote reads the same after the equipment is deleted.
 */
export const QuoteItemEntity = defineEntity({
  name: 'QuoteItem',
  tableName: 'quote_item',
  properties: {
    id: p.integer().primary().autoincrement(),
    quote: () => p.manyToOne(QuoteEntity).index().deleteRule('cascade'),
    position: p.integer().default(0),
    equipment: () => p.manyToOne(EquipmentEntity).nullable().index().deleteRule('set null'),
    equipmentName: p.string().length(200),
    equipmentModel: p.string().length(200).nullable(),
    categoryId: p.integer().nullable(),
    categoryName: p.string().length(200).nullable(),
    quantity: p.integer(),
    rentalPeriodDays: p.integer(),
    pricePerDay: money(),
    // Derived from the tier (D4): a tier priced far above the base is a large negative discount.
    discountPercent: p.decimal('string').precision(14).scale(2),
    discountOverride: p.decimal('string').precision(5).scale(2).nullable(),
    includeFuelCost: p.boolean().default(false),
    includeInstallationCost: p.boolean().default(false),
    includeDisassemblyCost: p.boolean().default(false),
    includeTravelServiceCost: p.boolean().default(false),
    includeServiceItems: p.boolean().default(false),
    includeMaintenanceCost: p.boolean().default(false),
    calculationType: p.string().length(20).nullable(),
    hoursPerDay: figure(),
    kilometersPerDay: figure(),
    fuelPricePerLiter: figure(),
    fuelConsumptionLH: figure(),
    fuelConsumptionPer100km: figure(),
    installationDistanceKm: figure(),
    travelRatePerKm: figure(),
    numberOfTechnicians: count(),
    serviceRatePerTechnician: figure(),
    disassemblyDistanceKm: figure(),
    disassemblyTravelRatePerKm: figure(),
    disassemblyNumberOfTechnicians: count(),
    disassemblyServiceRatePerTechnician: figure(),
    travelServiceDistanceKm: figure(),
    travelServiceTravelRatePerKm: figure(),
    travelServiceNumberOfTechnicians: count(),
    travelServiceServiceRatePerTechnician: figure(),
    travelServiceNumberOfTrips: count(),
    serviceItem1Cost: figure(),
    serviceItem2Cost: figure(),
    serviceItem3Cost: figure(),
    serviceItem4Cost: figure(),
    selectedAdditional: p.json<number[]>(),
    selectedAccessories: p.json<number[]>(),
    /** Names and prices of the chosen extras at pricing time (D8 snapshot). */
    extrasSnapshot: p.json<{ id: number; type: string; name: string; price: string }[]>(),
    basePrice: money(),
    totalFuelCost: money(),
    totalInstallationCost: money(),
    totalDisassemblyCost: money(),
    totalTravelServiceCost: money(),
    totalMaintenanceCost: money(),
    totalServiceItemsCost: money(),
    additionalCost: money(),
    accessoriesCost: money(),
    totalPrice: money(),
    notes: p.text().nullable(),
  },
});
export type QuoteItemRow = InferEntity<typeof QuoteItemEntity>;
