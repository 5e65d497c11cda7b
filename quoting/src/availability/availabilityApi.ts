// The server calls of the availability pages and the catalogues' period filter (D21), as react-query
// hooks; the query key is the URL (the kit's query function reads it).
import type { AvailabilityHolding, EquipmentAvailability, QuoteKind } from '@ppp/domain';
import { useQuery } from '@tanstack/react-query';

export interface Period {
  from: string;
  to: string;
}

/** Free, approved and tentative units of one item per day of the period; [] when the item is unknown. */
export const useItemAvailability = (kind: QuoteKind, equipmentId: number, period: Period) =>
  useQuery<EquipmentAvailability[]>({
    queryKey: ['/api/availability', { kind, equipmentIds: equipmentId, from: period.from, to: period.to }],
    enabled: Number.isInteger(equipmentId) && equipmentId > 0,
    // Approvals change it at any time: read afresh on every visit.
    staleTime: 0,
  });

/** The approved and pending quotes holding the item in the period: the timeline's bars. */
export const useItemHoldings = (kind: QuoteKind, equipmentId: number, period: Period) =>
  useQuery<AvailabilityHolding[]>({
    queryKey: ['/api/availability/holdings', { kind, equipmentId, from: period.from, to: period.to }],
    enabled: Number.isInteger(equipmentId) && equipmentId > 0,
    staleTime: 0,
  });
