import { itemPeriodOf, type QuoteDetail, type QuoteItem } from '@ppp/domain';
import type { PlainEntity } from '../../db/plain-entities.ts';
import { type DetailQuote, type QuoteTrail, quoteAnswer, quoteHeaderDto } from '../quote-lifecycle/dto.ts';
import type { QuoteItemRow } from './entities.ts';

/** A stored item as entities and plain reads (plainEntities) both give it. */
export type StoredQuoteItem = PlainEntity<QuoteItemRow>;

/** An item's answer; its period is read against the quote's dates (D21). */
export function toItemDto(
  item: StoredQuoteItem,
  quote: { startsOn?: string | null; rentalDays?: number | null },
): QuoteItem {
  const equipmentId = item.equipment?.id ?? null;
  return {
    id: item.id,
    position: item.position,
    equipmentId,
    equipment: {
      id: equipmentId,
      name: item.equipmentName,
      model: item.equipmentModel ?? null,
      category: { id: item.categoryId ?? null, name: item.categoryName ?? null },
    },
    quantity: item.quantity,
    rentalPeriodDays: item.rentalPeriodDays,
    ...itemPeriodOf(item.rentalPeriodDays, quote),
    pricePerDay: item.pricePerDay,
    discountPercent: item.discountPercent,
    discountOverride: item.discountOverride ?? null,
    includeFuelCost: item.includeFuelCost,
    includeInstallationCost: item.includeInstallationCost,
    includeDisassemblyCost: item.includeDisassemblyCost,
    includeTravelServiceCost: item.includeTravelServiceCost,
    includeServiceItems: item.includeServiceItems,
    includeMaintenanceCost: item.includeMaintenanceCost,
    calculationType: (item.calculationType as QuoteItem['calculationType']) ?? null,
    hoursPerDay: item.hoursPerDay ?? null,
    kilometersPerDay: item.kilometersPerDay ?? null,
    fuelPricePerLiter: item.fuelPricePerLiter ?? null,
    fuelConsumptionLH: item.fuelConsumptionLH ?? null,
    fuelConsumptionPer100km: item.fuelConsumptionPer100km ?? null,
    installationDistanceKm: item.installationDistanceKm ?? null,
    travelRatePerKm: item.travelRatePerKm ?? null,
    numberOfTechnicians: item.numberOfTechnicians ?? null,
    serviceRatePerTechnician: item.serviceRatePerTechnician ?? null,
    disassemblyDistanceKm: item.disassemblyDistanceKm ?? null,
    disassemblyTravelRatePerKm: item.disassemblyTravelRatePerKm ?? null,
    disassemblyNumberOfTechnicians: item.disassemblyNumberOfTechnicians ?? null,
    disassemblyServiceRatePerTechnician: item.disassemblyServiceRatePerTechnician ?? null,
    travelServiceDistanceKm: item.travelServiceDistanceKm ?? null,
    travelServiceTravelRatePerKm: item.travelServiceTravelRatePerKm ?? null,
    travelServiceNumberOfTechnicians: item.travelServiceNumberOfTechnicians ?? null,
    travelServiceServiceRatePerTechnician: item.travelServiceServiceRatePerTechnician ?? null,
    travelServiceNumberOfTrips: item.travelServiceNumberOfTrips ?? null,
    serviceItem1Cost: item.serviceItem1Cost ?? null,
    serviceItem2Cost: item.serviceItem2Cost ?? null,
    serviceItem3Cost: item.serviceItem3Cost ?? null,
    serviceItem4Cost: item.serviceItem4Cost ?? null,
    selectedAdditional: item.selectedAdditional,
    selectedAccessories: item.selectedAccessories,
    extras: item.extrasSnapshot,
    basePrice: item.basePrice,
    totalFuelCost: item.totalFuelCost,
    totalInstallationCost: item.totalInstallationCost,
    totalDisassemblyCost: item.totalDisassemblyCost,
    totalTravelServiceCost: item.totalTravelServiceCost,
    totalMaintenanceCost: item.totalMaintenanceCost,
    totalServiceItemsCost: item.totalServiceItemsCost,
    additionalCost: item.additionalCost,
    accessoriesCost: item.accessoriesCost,
    totalPrice: item.totalPrice,
    notes: item.notes ?? null,
  };
}

export function toQuoteDto(quote: DetailQuote, items: StoredQuoteItem[], trail: QuoteTrail): QuoteDetail {
  return quoteAnswer(quoteHeaderDto(quote, trail), {
    pricingSchemaId: quote.pricingSchema?.id ?? null,
    pricingSchema: quote.pricingSchema
      ? {
          id: quote.pricingSchema.id,
          name: quote.pricingSchema.name,
          calculationMethod: quote.pricingSchema.calculationMethod,
        }
      : null,
    items: [...items]
      .sort((a, b) => a.position - b.position || a.id - b.id)
      .map((item) => toItemDto(item, quote)),
  });
}
