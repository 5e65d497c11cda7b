import type { ApiKey } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { DailyLimitDialog } from './DailyLimitDialog.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const key: ApiKey = {
  id: 7,
  name: 'Portal',
  maskedKey: 'ppp_abcd…wxyz',
  permissions: ['*'],
  allowedOrigins: [],
  rateLimitPerMinute: 60,
  dailyLimit: 500,
  isActive: true,
  lastUsedAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('DailyLimitDialog (D16)', () => {
  it('shows the key’s daily limit, checks it with the limit’s message and saves it', async () => {
    const fetchMock = answerFetch({
      'PATCH /api/admin/api-keys/7': () => json({ ...key, dailyLimit: 2000 }),
    });
    const onClose = vi.fn();
    renderArea(<DailyLimitDialog apiKey={key} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Limit zgłoszeń dziennie' });
    const limit = within(dialog).getByLabelText('Limit zgłoszeń dziennie') as HTMLInputElement;
    expect(limit.value).toBe('500');

    fireEvent.change(limit, { target: { value: '100001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText('Limit dzienny musi być liczbą od 1 do 100000')).toBeTruthy();
    expect(sentBodies(fetchMock, 'PATCH', '/api/admin/api-keys/7')).toEqual([]);

    fireEvent.change(limit, { target: { value: '2000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBodies(fetchMock, 'PATCH', '/api/admin/api-keys/7')).toEqual([{ dailyLimit: 2000 }]);
  });
});
