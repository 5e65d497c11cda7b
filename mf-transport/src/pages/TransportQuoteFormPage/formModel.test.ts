import type { Vehicle } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyTransportForm,
  liveTransportCost,
  newTransportForm,
  transportFormSchema,
  tripPeriodOf,
} from './formModel.ts';

const vehicle = (id: number, costPerKm: string): Vehicle => ({
  id,
  name: `Pojazd ${id}`,
  description: null,
  costPerKm,
  isActive: true,
  quantity: 1,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const solo = vehicle(1, '4.35');
const bike = vehicle(2, '0.01');
const car = vehicle(3, '1.15');

const line = (vehicleId: string, distance: string) => ({ vehicleId, distance });
const live = (lines: { vehicleId: string; distance: string }[], returnTrip = false) =>
  liveTransportCost({ vehicles: lines, returnTrip }, [solo, bike, car], '23.00');

describe('the cost panel (D13, D21)', () => {
  it('prices rate × distance, with VAT, as the user types', () => {
    expect(live([line('1', '127,5')])).toMatchObject({
      lines: [{ index: 0, distance: '127.5', cost: '554.63', isReturn: false }],
      totals: { totalNet: '554.63', vatAmount: '127.56', totalGross: '682.19' },
    });
  });

  it('prices each line once, the return lines too: the net is the sum of the rounded lines', () => {
    const trip = live([line('1', '127,5'), line('3', '12,5')], true);
    expect(trip.lines.map((entry) => [entry.index, entry.isReturn, entry.cost])).toEqual([
      [0, false, '554.63'],
      [1, false, '14.38'],
      [0, true, '554.63'],
      [1, true, '14.38'],
    ]);
    // 1138.00 if the sum were rounded once; line by line it is 1138.02.
    expect(trip.totals).toEqual({ totalNet: '1138.02', vatAmount: '261.74', totalGross: '1399.76' });
  });

  it('leaves out a line without a vehicle or a distance, and prices nothing until one is whole', () => {
    expect(live([line('', '10')])).toMatchObject({ lines: [], totals: { totalGross: '0.00' } });
    expect(live([line('1', 'abc')]).lines).toEqual([]);
    const partial = live([line('1', '10'), line('', '20')], true);
    expect(partial.lines.map((entry) => entry.index)).toEqual([0, 0]);
    expect(partial.totals.totalNet).toBe('87.00');
  });

  it('reads the distance as the field does (D20): grouped thousands count, a refused text prices nothing', () => {
    expect(live([line('1', '1 023,5')]).lines[0].cost).toBe('4452.23');
    expect(live([line('1', '127,46')]).lines).toEqual([]);
    expect(live([line('1', '1.023,5')]).lines).toEqual([]);
  });
});

describe('the form’s checks (spec-2 §5, D21)', () => {
  const filled = {
    ...emptyTransportForm,
    client: { ...emptyTransportForm.client, companyName: 'Budimex S.A.' },
    startsOn: '12.04.2027',
    fromAddress: 'A',
    toAddress: 'B',
    vehicles: [line('1', '50')],
  };
  const messagesOf = (values: unknown, vehicles = [solo, bike]) => {
    const result = transportFormSchema(vehicles).safeParse(values);
    return Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
  };

  it('names every missing field with the specification’s message', () => {
    expect(messagesOf(emptyTransportForm)).toMatchObject({
      startsOn: 'Podaj datę rozpoczęcia',
      'vehicles.0.vehicleId': 'Wybierz pojazd',
      fromAddress: 'Podaj adres początkowy',
      toAddress: 'Podaj adres docelowy',
      'vehicles.0.distance': 'Dystans musi być większy niż 0',
      // spec-2 §5: no client at all (none chosen, nothing typed).
      'client.companyName': 'Wybierz klienta',
    });
  });

  it('takes a date typed or pasted, 1 to 365 trip days, and the return as a flag', () => {
    expect(transportFormSchema([solo]).parse({ ...filled, tripDays: '3', returnTrip: true })).toMatchObject({
      startsOn: '12.04.2027',
      tripDays: 3,
      returnTrip: true,
      vehicles: [{ vehicleId: 1, distance: '50.0' }],
    });
    expect(messagesOf({ ...filled, startsOn: '31.02.2027' })).toEqual({ startsOn: 'Nieprawidłowa data' });
    for (const tripDays of ['0', '366', '1,5', '']) {
      expect(messagesOf({ ...filled, tripDays })).toEqual({
        tripDays: 'Liczba dni przejazdu musi wynosić od 1 do 365',
      });
    }
  });

  it('refuses a line whose cost comes to zero, under that line’s distance', () => {
    const values = { ...filled, vehicles: [line('1', '50'), line('2', '0.1')] };
    expect(messagesOf(values)).toEqual({ 'vehicles.1.distance': 'Koszt transportu musi być większy niż 0' });
    expect(messagesOf({ ...values, vehicles: [line('1', '50'), line('2', '50')] })).toEqual({});
  });
});

describe('the trip’s days and the depot (D21)', () => {
  it('reads the period once the date and the days are whole', () => {
    expect(tripPeriodOf({ startsOn: '30.04.2027', tripDays: '3' })).toEqual({
      from: '2027-04-30',
      to: '2027-05-02',
    });
    expect(tripPeriodOf({ startsOn: '2027-04-30', tripDays: '1' })).toEqual({
      from: '2027-04-30',
      to: '2027-04-30',
    });
    expect(tripPeriodOf({ startsOn: '', tripDays: '3' })).toBeNull();
    expect(tripPeriodOf({ startsOn: '30.04.2027', tripDays: '0' })).toBeNull();
  });

  it('starts a new quote from the depot address', () => {
    expect(newTransportForm('Baza, Radom')).toMatchObject({ fromAddress: 'Baza, Radom', tripDays: '1' });
    expect(newTransportForm(null).fromAddress).toBe('');
  });
});
