import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
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
    // D20: a percent shows two places, as money does; a text field, never a number field.
    expect(rate.value).toBe('23,00');
    expect(rate.type).toBe('text');

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

  it('saves over the settings it read; changed meanwhile elsewhere, it says so and shows the latest', async () => {
    let stored = { vatRate: '23.00', currency: 'PLN' };
    const fetchMock = answerFetch({
      'GET /api/settings/pricing': () => json(stored),
      'PUT /api/settings/pricing': () =>
        json(
          {
            message:
              'Ustawienia cenowe zostały w międzyczasie zmienione (w innej karcie lub przez innego administratora). Wczytano najnowsze: wprowadź swoje zmiany ponownie.',
          },
          412,
        ),
    });
    renderArea(<PricingSettingsCard />);
    const form = await screen.findByRole('form', { name: 'Ustawienia cenowe' });
    // Another admin sets 8 % meanwhile.
    stored = { vatRate: '8.00', currency: 'PLN' };
    fireEvent.change(within(form).getByLabelText('Waluta'), { target: { value: 'EUR' } });
    fireEvent.submit(form);
    expect(await screen.findByText(/Ustawienia cenowe zostały w międzyczasie zmienione/)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(new Headers(put?.[1]?.headers).get('If-Match')).toBe('"23.00 PLN"');
    await waitFor(() =>
      expect((within(form).getByLabelText('Stawka VAT (%)') as HTMLInputElement).value).toBe('8,00'),
    );
    expect((within(form).getByLabelText('Waluta') as HTMLSelectElement).value).toBe('PLN');
  });

  it('reads the rate with a decimal comma and refuses a text that is no number (D20)', async () => {
    const fetchMock = answerFetch({
      'GET /api/settings/pricing': () => json({ vatRate: '23.00', currency: 'PLN' }),
      'PUT /api/settings/pricing': () => json({ vatRate: '8.50', currency: 'PLN' }),
    });
    renderArea(<PricingSettingsCard />);
    const form = await screen.findByRole('form', { name: 'Ustawienia cenowe' });
    const rate = within(form).getByLabelText('Stawka VAT (%)') as HTMLInputElement;

    fireEvent.change(rate, { target: { value: '1.234,50' } });
    fireEvent.submit(form);
    expect(await within(form).findByText('Nieprawidłowa liczba')).toBeTruthy();
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/pricing')).toEqual([]);

    fireEvent.change(rate, { target: { value: '8,5' } });
    fireEvent.blur(rate);
    expect(rate.value).toBe('8,50');
    fireEvent.submit(form);
    expect(await screen.findByText('Ustawienia cenowe zostały zapisane')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PUT', '/api/settings/pricing')).toEqual([
      { vatRate: '8.50', currency: 'PLN' },
    ]);
  });
});
