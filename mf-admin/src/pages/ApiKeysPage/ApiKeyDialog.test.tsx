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
