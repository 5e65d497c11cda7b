import type { ApiKey, CreatedWebhook, Webhook, WebhookDelivery } from '@ppp/domain';
import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies } from '../../testing.tsx';
import { ApiKeysPage } from './ApiKeysPage.tsx';
import { WebhooksCard } from './WebhooksCard.tsx';

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const LIST = 'GET /api/admin/webhooks';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: 3,
  name: 'Partner Budma',
  maskedKey: 'ppp_abcd…wxyz',
  permissions: ['*'],
  allowedOrigins: ['https://budma.pl'],
  rateLimitPerMinute: 60,
  dailyLimit: 500,
  isActive: true,
  lastUsedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const partnerHook: Webhook = {
  id: 11,
  url: 'https://budma.pl/hooks/ppp',
  events: ['quote.created', 'quote.accepted'],
  apiKeyId: 3,
  apiKeyName: 'Partner Budma',
  isActive: true,
  createdAt: '2026-11-26T10:00:00.000Z',
};
const companyHook: Webhook = {
  ...partnerHook,
  id: 12,
  url: 'https://erp.firma.pl/ppp',
  events: ['quote.approved'],
  apiKeyId: null,
  apiKeyName: null,
  isActive: false,
};

const delivery = (overrides: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 1,
  event: 'quote.created',
  status: 'sent',
  attempts: 1,
  responseStatus: 200,
  lastError: null,
  createdAt: '2026-11-26T10:05:00.000Z',
  ...overrides,
});

describe('WebhooksCard (/admin/api-keys, D24)', () => {
  it('lists each webhook with its address, events, key and state', async () => {
    answerFetch({ [LIST]: () => json([partnerHook, companyHook]) });
    renderArea(<WebhooksCard apiKeys={[key()]} />, '/admin/api-keys');
    const table = await screen.findByRole('region', { name: 'Webhooki' });
    for (const header of ['Adres', 'Zdarzenia', 'Klucz', 'Status'])
      expect(within(table).getByRole('columnheader', { name: header })).toBeTruthy();
    expect(within(table).getByText('https://budma.pl/hooks/ppp')).toBeTruthy();
    expect(within(table).getByText('quote.accepted')).toBeTruthy();
    expect(within(table).getByText('Partner Budma')).toBeTruthy();
    expect(within(table).getByText('Wszystkie rekordy')).toBeTruthy();
    expect(within(table).getByText('Aktywny')).toBeTruthy();
    expect(within(table).getByText('Nieaktywny')).toBeTruthy();
  });

  it('says Brak webhooków when there are none', async () => {
    answerFetch({ [LIST]: () => json([]) });
    renderArea(<WebhooksCard apiKeys={[]} />, '/admin/api-keys');
    expect(await screen.findByText('Brak webhooków')).toBeTruthy();
  });

  it('creates a webhook for a key and shows its secret once, with a copy button and the note', async () => {
    const created: CreatedWebhook = {
      ...partnerHook,
      id: 13,
      secret: 'whsec_c2VrcmV0LXNla3JldC1zZWtyZXQtc2VrcmV0ISE=',
    };
    let listed: Webhook[] = [];
    const fetchMock = answerFetch({
      [LIST]: () => json(listed),
      'POST /api/admin/webhooks': () => {
        listed = [partnerHook];
        return json(created, 201);
      },
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderArea(<WebhooksCard apiKeys={[key()]} />, '/admin/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj webhook' });

    // The form's own checks, in the server's words.
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Utworzono wycenę/ }));
    for (const label of [/Klient przyjął/, /Klient odrzucił/, /Zatwierdzono wycenę/, /Utworzono badanie/])
      fireEvent.click(within(dialog).getByRole('checkbox', { name: label }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj webhook' }));
    expect(await within(dialog).findByText('Podaj adres w postaci https://domena/ścieżka')).toBeTruthy();
    expect(within(dialog).getByText('Wybierz przynajmniej jedno zdarzenie')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Adres URL/), {
      target: { value: 'https://budma.pl/hooks/ppp' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Klient przyjął/ }));
    fireEvent.change(within(dialog).getByLabelText('Klucz API'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj webhook' }));

    const secret = await screen.findByTestId('webhook-secret');
    expect(secret.textContent).toBe(created.secret);
    expect(screen.getByText('Skopiuj sekret teraz: nie zostanie pokazany ponownie.')).toBeTruthy();
    expect(sentBodies(fetchMock, 'POST', '/api/admin/webhooks')).toEqual([
      { url: 'https://budma.pl/hooks/ppp', events: ['quote.accepted'], apiKeyId: 3, isActive: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Kopiuj sekret' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(created.secret));

    // Dismissed, the secret is gone for good: the list never carries it.
    fireEvent.click(screen.getByRole('button', { name: 'Zamknij' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
    expect(await screen.findByText('https://budma.pl/hooks/ppp')).toBeTruthy();
    expect(document.body.textContent).not.toContain(created.secret);
  });

  it('shows the server’s refusal of a private address under the field', async () => {
    answerFetch({
      [LIST]: () => json([]),
      'POST /api/admin/webhooks': () =>
        json(
          {
            message: 'Adres musi być publicznym adresem https',
            errors: { url: 'Adres musi być publicznym adresem https' },
          },
          400,
        ),
    });
    renderArea(<WebhooksCard apiKeys={[]} />, '/admin/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Dodaj webhook' }));
    const dialog = screen.getByRole('dialog', { name: 'Dodaj webhook' });
    fireEvent.change(within(dialog).getByLabelText(/^Adres URL/), { target: { value: 'https://10.0.0.1/' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj webhook' }));
    expect(await within(dialog).findByText('Adres musi być publicznym adresem https')).toBeTruthy();
  });

  it('edits a webhook: only its fields are sent', async () => {
    const fetchMock = answerFetch({
      [LIST]: () => json([partnerHook]),
      'PATCH /api/admin/webhooks/11': () => json({ ...partnerHook, isActive: false }),
    });
    renderArea(<WebhooksCard apiKeys={[key()]} />, '/admin/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Edytuj webhook https://budma.pl/hooks/ppp' }));
    const dialog = screen.getByRole('dialog', { name: 'Edytuj webhook' });
    expect((within(dialog).getByLabelText('Klucz API') as HTMLSelectElement).value).toBe('3');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Aktywny' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'PATCH', '/api/admin/webhooks/11')).toEqual([
        {
          url: 'https://budma.pl/hooks/ppp',
          events: ['quote.created', 'quote.accepted'],
          apiKeyId: 3,
          isActive: false,
        },
      ]),
    );
  });

  it('deletes a webhook only after confirmation', async () => {
    const fetchMock = answerFetch({
      [LIST]: () => json([partnerHook]),
      'DELETE /api/admin/webhooks/11': () => new Response(null, { status: 204 }),
    });
    renderArea(<WebhooksCard apiKeys={[key()]} />, '/admin/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń webhook https://budma.pl/hooks/ppp' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Usunąć webhook?' });
    expect(sentBodies(fetchMock, 'DELETE', '/api/admin/webhooks/11')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Usuń' }));
    await vi.waitFor(() => expect(sentBodies(fetchMock, 'DELETE', '/api/admin/webhooks/11')).toHaveLength(1));
  });

  it('shows the delivery log with status badges; Wyślij ponownie only for sent and failed ones', async () => {
    const fetchMock = answerFetch({
      [LIST]: () => json([partnerHook]),
      'GET /api/admin/webhooks/11/deliveries': () =>
        json([
          delivery({ id: 3, status: 'failed', attempts: 6, responseStatus: 500, lastError: 'HTTP 500' }),
          delivery({
            id: 2,
            status: 'pending',
            attempts: 1,
            responseStatus: null,
            lastError: 'ECONNREFUSED',
          }),
          delivery({ id: 1, event: 'quote.accepted' }),
        ]),
      'POST /api/admin/webhooks/deliveries/3/resend': () => json(delivery({ id: 3, status: 'pending' })),
    });
    renderArea(<WebhooksCard apiKeys={[key()]} />, '/admin/api-keys');
    fireEvent.click(await screen.findByRole('button', { name: 'Dziennik dostaw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dziennik dostaw' });
    const table = await within(dialog).findByRole('region', { name: 'Dostawy webhooka' });
    expect(within(table).getByText('Nieudana')).toBeTruthy();
    expect(within(table).getByText('Oczekuje')).toBeTruthy();
    expect(within(table).getByText('Wysłana')).toBeTruthy();
    expect(within(table).getByText('HTTP 500')).toBeTruthy();
    expect(within(table).getByText('ECONNREFUSED')).toBeTruthy();
    const resends = within(table).getAllByRole('button', { name: /^Wyślij ponownie/ });
    expect(resends).toHaveLength(2);
    fireEvent.click(resends[0]);
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/admin/webhooks/deliveries/3/resend')).toBe(
        true,
      ),
    );
  });
});

describe('ApiKeysPage (D24)', () => {
  it('warns at a key without allowed addresses that its widgets work on no page', async () => {
    answerFetch({
      'GET /api/admin/api-keys': () => json([key(), key({ id: 4, name: 'Serwer ERP', allowedOrigins: [] })]),
      'GET /api/public/docs': () => json({ servers: [{ url: 'http://localhost' }], paths: {} }),
      [LIST]: () => json([]),
    });
    renderArea(<ApiKeysPage />, '/admin/api-keys');
    const warnings = await screen.findAllByText(
      'Ten klucz nie ma dozwolonych adresów: widżety nie zadziałają na żadnej stronie.',
    );
    expect(warnings).toHaveLength(1);
    expect(await screen.findByText('Brak webhooków')).toBeTruthy();
  });

  it("names a key's webhooks in its deletion's confirmation: they go with it", async () => {
    answerFetch({
      'GET /api/admin/api-keys': () => json([key(), key({ id: 4, name: 'Serwer ERP' })]),
      'GET /api/public/docs': () => json({ servers: [{ url: 'http://localhost' }], paths: {} }),
      [LIST]: () => json([partnerHook, companyHook]),
    });
    renderArea(<ApiKeysPage />, '/admin/api-keys');
    await screen.findAllByText(partnerHook.url);
    fireEvent.click(screen.getByRole('button', { name: 'Usuń klucz Partner Budma' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain(
      'przestaną działać od następnego żądania. Usunięte zostaną też jego webhook: https://budma.pl/hooks/ppp.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    fireEvent.click(screen.getByRole('button', { name: 'Usuń klucz Serwer ERP' }));
    expect((await screen.findByRole('alertdialog')).textContent).not.toContain('webhook');
  });
});
