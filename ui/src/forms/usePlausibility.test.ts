import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePlausibility } from './usePlausibility.ts';

const question = 'Sprawdź wartość: 980,00 zł/km to nietypowo dużo (zwykle do 50 zł/km).';
const cost = (text: string) => ({ name: 'costPerKm', text, limit: 'perKmRate' as const });

describe('usePlausibility (D20)', () => {
  it('asks once the field is left, not while it is typed', () => {
    const { result } = renderHook(() => usePlausibility());
    expect(result.current.warningOf(cost('980'))).toBeUndefined();
    act(() => result.current.left('costPerKm'));
    expect(result.current.warningOf(cost('980'))).toBe(question);
    expect(result.current.warningOf(cost('9,80'))).toBeUndefined();
  });

  it('stops the first save at the field, lets the second save the value as typed, and asks again for a new value', () => {
    const { result } = renderHook(() => usePlausibility());
    const focus = vi.fn();
    let stopped = false;
    act(() => {
      stopped = result.current.stopsSave([cost('980')], focus);
    });
    expect(stopped).toBe(true);
    expect(focus).toHaveBeenCalledWith('costPerKm');
    expect(result.current.warningOf(cost('980'))).toBe(question);
    expect(result.current.stopsSave([cost('980,00')], focus)).toBe(false);
    act(() => {
      stopped = result.current.stopsSave([cost('990')], focus);
    });
    expect(stopped).toBe(true);
    expect(result.current.stopsSave([cost('9,80')], focus)).toBe(false);
  });
});
