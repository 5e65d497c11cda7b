import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { PricingSettingsCard } from './PricingSettingsCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('PricingSettingsCard', () => {
  it('saves the VAT rate and the currency, refusing a rate outside 0–100', async () => {
    const fetchMock = answerFetch({
      'GET /api/settings/pricing': () => json({ vatRate: '23.00', currency: 'PLN' }),
      'PUT /api/settings/pricing': () => json({ vatRate: '8.00', currency: 'EUR' }),
    });
    renderArea(<PricingSettingsCard />);
    const form = await screen.findByRole('form', { name: 'Ustawienia cenowe' });
    const rate = within(form).getByLabelText('Stawka VAT (%)') as HTMLInputElement;
    expect(rate.value).toBe('23');

    fireEvent.change(rate, { target: { value: '120' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Stawka VAT musi wynosić od 0 do 100')).toBeTruthy();

    fireEvent.change(rate, { target: { value: '8' } });
    fireEvent.change(within(form).getByLabelText('Waluta'), { target: { value: 'EUR' } });
    fireEvent.submit(form);
    expect(await screen.findByText('Ustawienia cenowe zostały zapisane')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/pricing')).toEqual([
      { vatRate: '8.00', currency: 'EUR' },
    ]);
  });
});
