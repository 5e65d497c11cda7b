import type { TransportLine } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { vehiclesOf } from './VehicleAvailabilityLinks.tsx';

const line = (vehicleId: number | null, name: string, isReturn = false): TransportLine => ({
  vehicleId,
  vehicle: { id: vehicleId, name, description: null, costPerKm: '3.20' },
  distance: '120.0',
  cost: '384.00',
  isReturn,
});

describe("a transport quote's vehicles for their availability pages (D21)", () => {
  it('names each vehicle once, a return line taking the same one, and leaves out deleted vehicles', () => {
    const quote = {
      vehicleId: 4,
      vehicle: line(4, 'Laweta').vehicle,
      lines: [
        line(4, 'Laweta'),
        line(7, 'Bus'),
        line(4, 'Laweta', true),
        line(7, 'Bus', true),
        line(null, 'Stary'),
      ],
    };
    expect(vehiclesOf(quote)).toEqual([
      { id: 4, name: 'Laweta' },
      { id: 7, name: 'Bus' },
    ]);
  });
});
