import type { Vehicle } from '@ppp/domain';
import { describe, expect, it } from 'vitest';
import { emptyTransportForm, liveTransportCost, transportFormSchema } from './formModel.ts';

const vehicle = (id: number, costPerKm: string): Vehicle => ({
  id,
  name: `Pojazd ${id}`,
  description: null,
  costPerKm,
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
});
const solo = vehicle(1, '4.35');
const bike = vehicle(2, '0.01');

describe('the cost panel (D13)', () => {
  it('prices rate × distance, with VAT, as the user types', () => {
    const live = liveTransportCost({ vehicleId: '1', distance: '127,5' }, [solo], '23.00');
    expect(live).toMatchObject({
      distance: '127.5',
      cost: '554.63',
      totals: { totalNet: '554.63', vatAmount: '127.56', totalGross: '682.19' },
    });
  });

  it('shows nothing to pay until a vehicle and a distance are given', () => {
    expect(liveTransportCost({ vehicleId: '', distance: '10' }, [solo], '23.00')).toMatchObject({
      cost: null,
      totals: { totalGross: '0.00' },
    });
    expect(liveTransportCost({ vehicleId: '1', distance: 'abc' }, [solo], '23.00').cost).toBeNull();
  });

  it('reads the distance as the field does (D20): grouped thousands count, a refused text prices nothing', () => {
    expect(liveTransportCost({ vehicleId: '1', distance: '1 023,5' }, [solo], '23.00').cost).toBe('4452.23');
    expect(liveTransportCost({ vehicleId: '1', distance: '127,46' }, [solo], '23.00').cost).toBeNull();
    expect(liveTransportCost({ vehicleId: '1', distance: '1.023,5' }, [solo], '23.00').cost).toBeNull();
  });
});

describe('the form’s checks (spec-2 §5)', () => {
  it('names every missing field with the specification’s message', () => {
    const result = transportFormSchema([solo]).safeParse(emptyTransportForm);
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      vehicleId: 'Wybierz pojazd',
      fromAddress: 'Podaj adres początkowy',
      toAddress: 'Podaj adres docelowy',
      distance: 'Dystans musi być większy niż 0',
      'client.companyName':
        'Wypełnij przynajmniej jedno pole: nazwę firmy, osobę kontaktową, telefon lub email',
    });
  });

  it('refuses a cost that comes to zero', () => {
    const values = {
      ...emptyTransportForm,
      client: { ...emptyTransportForm.client, companyName: 'Budimex S.A.' },
      vehicleId: '2',
      fromAddress: 'A',
      toAddress: 'B',
      distance: '0.1',
    };
    const result = transportFormSchema([bike]).safeParse(values);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['distance'], message: 'Koszt transportu musi być większy niż 0' }),
    ]);
    expect(transportFormSchema([bike]).safeParse({ ...values, distance: '50' }).success).toBe(true);
  });
});
