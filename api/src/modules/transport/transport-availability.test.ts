// D21 for the fleet: each vehicle line of a dated transport quote takes one unit of its vehicle for
// the trip's days (a return line nothing more), through the one availability mechanism of every
// kind: the save's warning, the refused approval, the availability route and the vehicles' list.
import {
  addDays,
  dayRangesLabel,
  type EquipmentAvailability,
  todayInWarsaw,
  type Vehicle,
} from '@ppp/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness.ts';

let app: TestApp;
let admin: TestClient;
let clientId: number;

beforeAll(async () => {
  app = await startTestApp({}, { seed: false });
  admin = await app.signIn('admin@firma.pl');
  const client = await admin.send('POST', '/api/clients', { companyName: 'Przewozy S.A.' });
  clientId = (await client.json()).id;
});
afterAll(() => app.close());

/** The days from `first`, relative to a start in the future (the rule on lowering looks from today on). */
const start = addDays(todayInWarsaw(), 120);
const day = (offset: number) => addDays(start, offset);

async function addVehicle(name: string, quantity: number): Promise<Vehicle> {
  const added = await admin.send('POST', '/api/transport-vehicles', { name, costPerKm: '3.00', quantity });
  expect(added.status).toBe(201);
  return added.json();
}

async function tripFor(
  vehicles: { vehicleId: number; distance: number }[],
  startsOn: string,
  tripDays: number,
) {
  const created = await admin.send('POST', '/api/transport-quotes', {
    clientId,
    fromAddress: 'Baza',
    toAddress: 'Budowa',
    vehicles,
    returnTrip: true,
    startsOn,
    tripDays,
  });
  expect(created.status).toBe(201);
  return created.json();
}

const setStatus = (id: number, status: string) =>
  admin.send('PATCH', `/api/transport-quotes/${id}/status`, { status });

async function availability(vehicleId: number, from: string, to: string) {
  const response = await admin.get(
    `/api/availability?kind=transport&equipmentIds=${vehicleId}&from=${from}&to=${to}`,
  );
  expect(response.status).toBe(200);
  const [entry]: EquipmentAvailability[] = await response.json();
  return entry;
}

describe('availability of the fleet (D21)', () => {
  it('warns on save, refuses the approval that would overbook, and approves once the first is reopened', async () => {
    const van = await addVehicle('Bus chłodnia', 2);
    const truck = await addVehicle('Ciągnik siodłowy', 5);

    // Two lines of the van from day 2 for two days, there and back: 2 units on days 2 and 3 only.
    const first = await tripFor(
      [
        { vehicleId: van.id, distance: 40 },
        { vehicleId: van.id, distance: 60 },
      ],
      day(2),
      2,
    );
    expect(first.availability).toBeUndefined();
    expect(first.lines).toHaveLength(4);
    await setStatus(first.id, 'pending');
    let days = await availability(van.id, day(0), day(4));
    expect(days.days.map((entry) => entry.tentative)).toEqual([0, 0, 2, 2, 0]);
    expect(days.days.map((entry) => entry.free)).toEqual([2, 2, 2, 2, 2]);
    expect((await setStatus(first.id, 'approved')).status).toBe(200);
    days = await availability(van.id, day(0), day(4));
    expect(days).toMatchObject({ equipmentId: van.id, name: 'Bus chłodnia', availableQuantity: 2 });
    expect(days.days.map((entry) => [entry.date, entry.free, entry.approved])).toEqual([
      [day(0), 2, 0],
      [day(1), 2, 0],
      [day(2), 0, 2],
      [day(3), 0, 2],
      [day(4), 2, 0],
    ]);

    // The vehicles' list with a period says how many are free throughout it; without, nothing.
    const listed: Vehicle[] = await (
      await admin.get(`/api/transport-vehicles?from=${day(0)}&to=${day(4)}`)
    ).json();
    expect(listed.find((vehicle) => vehicle.id === van.id)).toMatchObject({ quantity: 2, freeQuantity: 0 });
    expect(listed.find((vehicle) => vehicle.id === truck.id)).toMatchObject({ quantity: 5, freeQuantity: 5 });
    const plain: Vehicle[] = await (await admin.get('/api/transport-vehicles')).json();
    expect(plain.find((vehicle) => vehicle.id === van.id)?.freeQuantity).toBeUndefined();
    const halfPeriod = await admin.get(`/api/transport-vehicles?from=${day(0)}`);
    expect(halfPeriod.status).toBe(400);
    expect((await halfPeriod.json()).errors).toEqual({ to: 'Podaj datę końcową okresu' });

    // Lowering the van below what the approved quote holds from today on is refused, naming it.
    const lowered = await admin.send('PUT', `/api/transport-vehicles/${van.id}`, {
      name: van.name,
      costPerKm: van.costPerKm,
      quantity: 1,
    });
    expect(lowered.status).toBe(409);
    expect(await lowered.json()).toMatchObject({
      message: 'Sprzęt jest zarezerwowany w zatwierdzonych wycenach',
      quotes: [{ kind: 'transport', id: first.id, quoteNumber: first.quoteNumber, days: [day(2), day(3)] }],
    });
    const deactivated = await admin.send('PUT', `/api/transport-vehicles/${van.id}`, {
      name: van.name,
      costPerKm: van.costPerKm,
      isActive: false,
    });
    expect(deactivated.status).toBe(409);
    const kept: Vehicle[] = await (await admin.get('/api/transport-vehicles')).json();
    expect(kept.find((vehicle) => vehicle.id === van.id)).toMatchObject({ quantity: 2, isActive: true });

    // A second trip: the truck, then the van from day 0 for four days: its second line (index 1)
    // falls short on days 2 and 3; the truck is plenty.
    const second = await tripFor(
      [
        { vehicleId: truck.id, distance: 10 },
        { vehicleId: van.id, distance: 10 },
      ],
      day(0),
      4,
    );
    expect(second.availability).toEqual([
      { itemIndex: 1, equipmentId: van.id, requested: 1, free: 0, shortDays: [day(2), day(3)] },
    ]);
    await setStatus(second.id, 'pending');
    const refused = await setStatus(second.id, 'approved');
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      `Brak wolnych sztuk: Bus chłodnia w dniach ${dayRangesLabel([day(2), day(3)])}`,
    );
    const unchanged = await (await admin.get(`/api/transport-quotes/${second.id}`)).json();
    expect(unchanged.status).toBe('pending');
    // Pending, it is tentative: shown, not subtracted.
    days = await availability(van.id, day(0), day(4));
    expect(days.days.map((entry) => entry.tentative)).toEqual([1, 1, 1, 1, 0]);
    expect(days.days.map((entry) => entry.free)).toEqual([2, 2, 0, 0, 2]);

    // Reopening the first frees its units: the second approves and holds one van on its four days.
    expect((await setStatus(first.id, 'draft')).status).toBe(200);
    expect((await setStatus(second.id, 'approved')).status).toBe(200);
    days = await availability(van.id, day(0), day(4));
    expect(days.days.map((entry) => entry.free)).toEqual([1, 1, 1, 1, 2]);
    const truckDays = await availability(truck.id, day(0), day(4));
    expect(truckDays.days.map((entry) => entry.approved)).toEqual([1, 1, 1, 1, 0]);
  });

  it('holds nothing without a start date', async () => {
    const bike = await addVehicle('Skuter', 2);
    const created = await admin.send('POST', '/api/transport-quotes', {
      clientId,
      fromAddress: 'Baza',
      toAddress: 'Budowa',
      vehicles: [
        { vehicleId: bike.id, distance: 5 },
        { vehicleId: bike.id, distance: 5 },
      ],
    });
    const quote = await created.json();
    expect(quote).toMatchObject({ startsOn: null, tripDays: 1 });
    expect(quote.availability).toBeUndefined();
    await setStatus(quote.id, 'pending');
    expect((await setStatus(quote.id, 'approved')).status).toBe(200);
    const days = await availability(bike.id, day(0), day(1));
    expect(days.days.map((entry) => entry.free)).toEqual([2, 2]);
  });
});
