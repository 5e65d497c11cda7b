import type { QuoteDetail, QuoteItem, QuoteStatus } from '@ppp/domain';
import { quoteTotals } from '@ppp/domain';
import { clientContact } from '../clients/service.ts';
import type { QuoteItemRow, QuoteRow } from './entities.ts';

type Person =
  | { id: number; firstName?: string | null; lastName?: string | null; email?: string | null }
  | null
  | undefined;
export const toPerson = (user: Person) =>
  user
    ? {
        id: user.id,
        firstName: user.firstName ?? null,
        lastName: user.lastName ?? null,
        email: user.email ?? null,
      }
    : null;

export function toItemDto(item: QuoteItemRow): QuoteItem {
  const equipmentId = (item.equipment as unknown as { id: number } | null)?.id ?? null;
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

type Loaded = QuoteRow & {
  client: {
    id: number;
    companyName?: string | null;
    nip?: string | null;
    contactPerson?: string | null;
    phone?: string | null;
    email?: string | null;
    address?: string | null;
  };
  createdBy?: Person;
  pricingSchema?: { id: number; name: string; calculationMethod: string } | null;
};

export function toQuoteDto(
  quote: Loaded,
  items: QuoteItemRow[],
  history: { fromStatus: string; toStatus: string; changedAt: Date; changedBy?: Person }[],
): QuoteDetail {
  const stored = quote.client;
  const snapshot = quote.clientSnapshot as Record<string, string | null> | null | undefined;
  // A locked quote shows the client as it was at approval (D3).
  const client = { id: stored.id, ...clientContact(snapshot ?? stored) };

  const { vatAmount } = quoteTotals([quote.totalNet], quote.vatRate);
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    status: quote.status as QuoteStatus,
    createdAt: quote.createdAt.toISOString(),
    updatedAt: quote.updatedAt.toISOString(),
    createdBy: toPerson(quote.createdBy),
    isGuest: !quote.createdBy,
    source: quote.source ?? null,
    clientId: stored.id,
    client,
    pricingSchemaId: quote.pricingSchema?.id ?? null,
    pricingSchema: quote.pricingSchema
      ? {
          id: quote.pricingSchema.id,
          name: quote.pricingSchema.name,
          calculationMethod: quote.pricingSchema.calculationMethod,
        }
      : null,
    vatRate: quote.vatRate,
    currency: quote.currency,
    totalNet: quote.totalNet,
    vatAmount,
    totalGross: quote.totalGross,
    notes: quote.notes ?? null,
    items: [...items].sort((a, b) => a.position - b.position || a.id - b.id).map(toItemDto),
    history: history
      .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
      .map((h) => ({
        fromStatus: h.fromStatus,
        toStatus: h.toStatus,
        changedAt: h.changedAt.toISOString(),
        changedBy: toPerson(h.changedBy),
      })),
  };
}
