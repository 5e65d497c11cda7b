import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { ApiKeyDialog } from './ApiKeyDialog.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('ApiKeyDialog', () => {
  it('reads the limit as a text field read by the one parser (D20), with the limit’s own message', async () => {
    const fetchMock = answerFetch({
      'POST /api/admin/api-keys': () => json({ id: 1, key: 'ppp_x' }, 201),
    });
    const onCreated = vi.fn();
    renderArea(<ApiKeyDialog onCreated={onCreated} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Dodaj klucz API' });
    const limit = within(dialog).getByLabelText('Limit żądań na minutę') as HTMLInputElement;
    expect(limit.type).toBe('text');
    expect(limit.inputMode).toBe('numeric');
    expect(limit.value).toBe('60');
    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Targi' } });

    fireEvent.change(limit, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(await within(dialog).findByText('Limit musi być liczbą od 1 do 10000')).toBeTruthy();

    fireEvent.change(limit, { target: { value: '10000' } });
    fireEvent.blur(limit);
    expect(limit.value).toBe('10\u00a0000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST', '/api/admin/api-keys')).toEqual([
      expect.objectContaining({ name: 'Targi', rateLimitPerMinute: 10000, dailyLimit: 500 }),
    ]);
  });

  it('takes the daily limit (D16) with its own message', async () => {
    const fetchMock = answerFetch({
      'POST /api/admin/api-keys': () => json({ id: 1, key: 'ppp_x' }, 201),
    });
    const onCreated = vi.fn();
    renderArea(<ApiKeyDialog onCreated={onCreated} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Dodaj klucz API' });
    fireEvent.change(within(dialog).getByLabelText(/^Nazwa/), { target: { value: 'Targi' } });
    const daily = within(dialog).getByLabelText('Limit zgłoszeń dziennie') as HTMLInputElement;
    expect(daily.value).toBe('500');
    fireEvent.change(daily, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(await within(dialog).findByText('Limit dzienny musi być liczbą od 1 do 100000')).toBeTruthy();
    fireEvent.change(daily, { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'POST', '/api/admin/api-keys')).toEqual([
      expect.objectContaining({ dailyLimit: 1200 }),
    ]);
  });
});

describe('ApiKeyDialog: editing a key (D16, D24)', () => {
  const key = {
    id: 7,
    name: 'Portal',
    maskedKey: 'ppp_abcd…wxyz',
    permissions: ['quotes:create' as const],
    allowedOrigins: [],
    rateLimitPerMinute: 60,
    dailyLimit: 500,
    isActive: true,
    lastUsedAt: null,
    createdAt: '2026-11-26T10:00:00.000Z',
  };

  it('shows the key as it is and saves its changes with PATCH, the key itself kept', async () => {
    const fetchMock = answerFetch({
      'PATCH /api/admin/api-keys/7': () => json({ ...key, allowedOrigins: ['https://partner.pl'] }),
    });
    const onClose = vi.fn();
    renderArea(<ApiKeyDialog editing={key} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Edytuj klucz API' });
    expect(dialog.textContent).toContain('Klucz ppp_abcd…wxyz się nie zmienia');
    expect((within(dialog).getByLabelText(/^Nazwa/) as HTMLInputElement).value).toBe('Portal');
    expect((within(dialog).getByLabelText('Limit zgłoszeń dziennie') as HTMLInputElement).value).toBe('500');

    const daily = within(dialog).getByLabelText('Limit zgłoszeń dziennie');
    fireEvent.change(daily, { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await within(dialog).findByText('Limit dzienny musi być liczbą od 1 do 100000')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/admin/api-keys/7')).toEqual([]);

    fireEvent.change(daily, { target: { value: '2000' } });
    fireEvent.change(within(dialog).getByLabelText('Dozwolone adresy stron'), {
      target: { value: 'https://partner.pl' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz zmiany' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'PATCH', '/api/admin/api-keys/7')).toEqual([
      {
        name: 'Portal',
        permissions: ['quotes:create'],
        allowedOrigins: ['https://partner.pl'],
        rateLimitPerMinute: 60,
        dailyLimit: 2000,
      },
    ]);
  });
});
