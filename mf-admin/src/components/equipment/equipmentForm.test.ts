import { describe, expect, it } from 'vitest';
import { equipmentOf } from '../../testing.tsx';
import { equipmentBody, equipmentFormSchema, equipmentValues, newEquipmentValues } from './equipmentForm.ts';

const typed = (patch: Partial<ReturnType<typeof newEquipmentValues>>) => ({
  ...newEquipmentValues([]),
  name: 'Agregat',
  categoryId: '7',
  ...patch,
});

const messagesOf = (values: ReturnType<typeof typed>) => {
  const result = equipmentFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('the equipment form (D20: its figures are typed text read by the one parser)', () => {
  it('shows the stored figures the Polish way and sends them back unchanged', () => {
    const equipment = equipmentOf({ quantity: 1200, availableQuantity: 12, fuelConsumption75: '4.25' });
    expect(equipmentValues(equipment)).toMatchObject({
      quantity: '1200',
      availableQuantity: '12',
      fuelConsumption75: '4,25',
    });
    expect(equipmentBody(equipment)).toMatchObject({
      quantity: 1200,
      availableQuantity: 12,
      fuelConsumption75: '4.25',
    });
  });

  it('reads a fuel consumption with a decimal comma and grouped stock figures', () => {
    expect(
      equipmentFormSchema.parse(
        typed({ fuelConsumption75: '4,2', quantity: '12\u00a0000', availableQuantity: '11 999' }),
      ),
    ).toMatchObject({ fuelConsumption75: '4.20', quantity: 12000, availableQuantity: 11999 });
    expect(equipmentFormSchema.parse(typed({ fuelConsumption75: ' ' }))).toMatchObject({
      fuelConsumption75: null,
    });
  });

  it("refuses text the parser cannot read, and keeps the API's own messages for the rest", () => {
    expect(messagesOf(typed({ fuelConsumption75: '1.234,50', name: '' }))).toEqual({
      name: 'Nazwa jest wymagana',
      fuelConsumption75: 'Nieprawidłowa liczba',
    });
    expect(messagesOf(typed({ fuelConsumption75: '-1' }))).toEqual({
      fuelConsumption75: 'Wartość nie może być ujemna',
    });
    expect(messagesOf(typed({ quantity: '-1', availableQuantity: '2,5' }))).toEqual({
      quantity: 'Ilość musi być nieujemna',
      availableQuantity: 'Podaj liczbę całkowitą',
    });
    expect(messagesOf(typed({ quantity: '2', availableQuantity: '3' }))).toEqual({
      availableQuantity: 'Dostępna ilość nie może przekraczać ilości całkowitej',
    });
  });
});
