import { defaultNotificationPreferences, type NotificationPreferences } from '@ppp/domain';
import { dismissToast, Toaster } from '@ppp/ui';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCES_NOT_SAVED } from '../../api.ts';
import { json, renderChrome, testUser } from '../../testing.tsx';
import { SettingsPage } from './SettingsPage.tsx';

afterEach(() => {
  cleanup();
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

/**
 * The account's preferences as the server keeps them. Each PUT is answered when the test says so
 * (`answerPut`), so what the page shows meanwhile can be seen; with `failPuts` it fails.
 */
function preferencesServer(options: { failPuts?: boolean } = {}) {
  let stored: NotificationPreferences = structuredClone(defaultNotificationPreferences);
  const saved: NotificationPreferences[] = [];
  let answerPut = () => {};
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (String(input) !== '/api/settings/notifications') return json({ message: 'Nie znaleziono' }, 404);
    if (init?.method === 'PUT') {
      await new Promise<void>((resolve) => {
        answerPut = resolve;
      });
      if (options.failPuts) return json({ message: 'Wewnętrzny błąd serwera' }, 500);
      stored = JSON.parse(String(init.body));
      saved.push(stored);
      return json(stored);
    }
    return json(stored);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { saved, answerPut: () => act(async () => answerPut()) };
}

function renderSettings() {
  renderChrome(
    <>
      <SettingsPage user={testUser} />
      <Toaster />
    </>,
    '/settings',
  );
}

describe("Settings' notifications (D22)", () => {
  it('shows each event with its two switches, named with the event, as the account keeps them', async () => {
    preferencesServer();
    renderSettings();
    const group = await screen.findByRole('group', { name: 'Decyzja klienta' });
    const app = within(group).getByRole('switch', { name: 'W aplikacji: Decyzja klienta' });
    const email = within(group).getByRole('switch', { name: 'E-mailem: Decyzja klienta' });
    expect(app.getAttribute('aria-checked')).toBe('true');
    expect(email.getAttribute('aria-checked')).toBe('true');
    expect(
      screen.getByRole('switch', { name: 'E-mailem: Zapytanie z formularza' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(screen.getAllByRole('switch', { name: /^(W aplikacji|E-mailem): / })).toHaveLength(8);
    // The browser-only switch of before is gone.
    expect(screen.queryByRole('switch', { name: 'Powiadomienia' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Powiadomienia' })).toBeTruthy();
  });

  it('saves a change at once, with every event in the body', async () => {
    const server = preferencesServer();
    renderSettings();
    const email = () => screen.getByRole('switch', { name: 'E-mailem: Prośba o zatwierdzenie' });
    fireEvent.click(await screen.findByRole('switch', { name: 'E-mailem: Prośba o zatwierdzenie' }));
    // The switch moves before the server answers.
    await vi.waitFor(() => expect(email().getAttribute('aria-checked')).toBe('true'));
    await server.answerPut();
    await vi.waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]).toEqual({
      ...defaultNotificationPreferences,
      approvalRequest: { app: true, email: true },
    });
    expect(email().getAttribute('aria-checked')).toBe('true');
  });

  it('moves the switch back and says so when the save fails', async () => {
    const server = preferencesServer({ failPuts: true });
    renderSettings();
    const app = () => screen.getByRole('switch', { name: 'W aplikacji: Decyzja o mojej wycenie' });
    fireEvent.click(await screen.findByRole('switch', { name: 'W aplikacji: Decyzja o mojej wycenie' }));
    await vi.waitFor(() => expect(app().getAttribute('aria-checked')).toBe('false'));
    await server.answerPut();
    const toasts = screen.getByRole('region', { name: 'Powiadomienia' });
    expect(await within(toasts).findByText(PREFERENCES_NOT_SAVED)).toBeTruthy();
    await vi.waitFor(() => expect(app().getAttribute('aria-checked')).toBe('true'));
  });
});
