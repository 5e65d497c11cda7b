import type { CreatedApiKey, CreatedWebhook } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderArea } from '../../testing.tsx';
import { NewKeyPanel } from './NewKeyPanel.tsx';
import { SecretReveal } from './SecretReveal.tsx';
import { WebhookSecretPanel } from './WebhookSecretPanel.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

const secretProps = {
  titleId: 'secret-title',
  title: 'Sekret',
  note: 'Skopiuj teraz.',
  label: 'Sekret testowy',
  testId: 'secret',
  copyLabel: 'Kopiuj',
  copiedMessage: 'Skopiowano',
  copyFailedMessage: 'Nie skopiowano',
};

describe('SecretReveal', () => {
  it('names the card by its title and copies the secret in clear even while another text is shown', async () => {
    const writeText = stubClipboard(async () => {});
    const onDismiss = vi.fn();
    renderArea(<SecretReveal {...secretProps} secret="s3cret" shown="s3…" onDismiss={onDismiss} />);
    expect(screen.getByRole('heading', { name: 'Sekret' }).id).toBe('secret-title');
    const code = screen.getByTestId('secret');
    expect(code.textContent).toBe('s3…');
    expect(code.getAttribute('aria-label')).toBe('Sekret testowy');

    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith('s3cret'));
    expect(await screen.findByText('Skopiowano')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('says so in a toast when the copy fails', async () => {
    stubClipboard(async () => {
      throw new Error('refused');
    });
    // Neither the Clipboard API nor the fallback copies.
    document.execCommand ??= () => false;
    vi.spyOn(document, 'execCommand').mockReturnValue(false);
    renderArea(<SecretReveal {...secretProps} secret="s3cret" onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj' }));
    expect(await screen.findByText('Nie skopiowano')).toBeTruthy();
  });
});

const createdKey: CreatedApiKey = {
  id: 3,
  name: 'Partner Budma',
  keyValue: 'ppp_live_0123456789abcdef',
  maskedKey: 'ppp_live…cdef',
  permissions: ['quotes:create'],
  allowedOrigins: ['https://budma.pl'],
  rateLimitPerMinute: 60,
  dailyLimit: 500,
  isActive: true,
  lastUsedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('NewKeyPanel (spec-2 §9)', () => {
  it('shows a new key in clear for 30 seconds, then masked, with a toggle', () => {
    vi.useFakeTimers();
    renderArea(<NewKeyPanel apiKey={createdKey} apiUrl="http://localhost" onDismiss={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Nowy klucz: Partner Budma' })).toBeTruthy();
    expect(screen.getByTestId('new-api-key').textContent).toBe(createdKey.keyValue);
    expect(screen.getByText('Ukrycie za 30 s')).toBeTruthy();

    for (let second = 0; second < 30; second++) act(() => vi.advanceTimersByTime(1000));
    const key = screen.getByTestId('new-api-key');
    expect(key.textContent).toBe(createdKey.maskedKey);
    expect(key.getAttribute('aria-label')).toBe('Klucz API (ukryty)');
    expect(screen.queryByText(/Ukrycie za/)).toBeNull();
    // The embed code masks the key too: nothing on the page shows it in clear any more.
    expect(document.body.textContent).not.toContain(createdKey.keyValue);
    expect(document.body.textContent).toContain(`api-key="${createdKey.maskedKey}"`);

    const show = screen.getByRole('button', { name: 'Pokaż' });
    expect(show.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(show);
    expect(screen.getByTestId('new-api-key').textContent).toBe(createdKey.keyValue);
    expect(screen.getByRole('button', { name: 'Ukryj' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('copies the key with a toast naming its first 12 characters', async () => {
    const writeText = stubClipboard(async () => {});
    renderArea(<NewKeyPanel apiKey={createdKey} apiUrl="http://localhost" onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj klucz' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(createdKey.keyValue));
    expect(await screen.findByText('Skopiowano klucz ppp_live_012…')).toBeTruthy();
  });

  it('copies the embed code with the key in clear even once the page masks it', async () => {
    const writeText = stubClipboard(async () => {});
    renderArea(<NewKeyPanel apiKey={createdKey} apiUrl="http://localhost" onDismiss={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Ukryj' }));
    expect(document.body.textContent).not.toContain(createdKey.keyValue);
    fireEvent.click(screen.getAllByRole('button', { name: 'Kopiuj kod' })[0]);
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining(`api-key="${createdKey.keyValue}"`)),
    );
  });
});

describe('WebhookSecretPanel (D24)', () => {
  it('shows the secret once, with no timer and no toggle', () => {
    vi.useFakeTimers();
    const webhook: CreatedWebhook = {
      id: 13,
      url: 'https://budma.pl/hooks/ppp',
      events: ['quote.created'],
      apiKeyId: null,
      apiKeyName: null,
      isActive: true,
      createdAt: '2026-11-26T10:00:00.000Z',
      secret: 'whsec_c2VrcmV0',
    };
    renderArea(<WebhookSecretPanel webhook={webhook} onDismiss={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Sekret webhooka: https://budma.pl/hooks/ppp' })).toBeTruthy();
    for (let second = 0; second < 31; second++) act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('webhook-secret').textContent).toBe(webhook.secret);
    expect(screen.queryByRole('button', { name: /Pokaż|Ukryj/ })).toBeNull();
    expect(screen.queryByText(/Ukrycie za/)).toBeNull();
  });
});
