import type { Notification } from '@ppp/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../navigation/NavBar.tsx';
import { json, renderChrome, testUser } from '../../testing.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  event: 'clientDecision',
  title: `Powiadomienie ${id}`,
  body: `Treść ${id}`,
  link: `/quotes/${id}`,
  createdAt: new Date(Date.now() - id * 3_600_000).toISOString(),
  readAt: null,
  ...overrides,
});

/** A fetch that keeps notifications as the server would: pages newest first, unread filter, marking read. */
function notificationsServer(rows: Notification[], options: { failReads?: number } = {}) {
  let failures = options.failReads ?? 0;
  const marked: unknown[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/notifications/read' && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { ids?: number[]; all?: true };
      marked.push(body);
      for (const row of rows) {
        if (row.readAt === null && (body.all || body.ids?.includes(row.id)))
          row.readAt = new Date().toISOString();
      }
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/notifications') {
      if (failures > 0) {
        failures--;
        return json({ message: 'Wewnętrzny błąd serwera' }, 500);
      }
      const unreadOnly = url.searchParams.get('unread') === '1';
      const page = Number(url.searchParams.get('page') ?? '1');
      const pageSize = Number(url.searchParams.get('pageSize') ?? '50');
      const matching = rows.filter((row) => !unreadOnly || row.readAt === null);
      return json({
        items: matching.slice((page - 1) * pageSize, page * pageSize),
        total: matching.length,
        page,
        pageSize,
        unread: rows.filter((row) => row.readAt === null).length,
      });
    }
    return json({ message: 'Nie znaleziono' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  const listCalls = () =>
    fetchMock.mock.calls
      .map(([url]) => String(url))
      .filter((url) => url.startsWith('/api/notifications?') && !url.includes('pageSize=1'));
  return { fetchMock, marked, listCalls };
}

function renderPage(path = '/notifications') {
  renderChrome(
    <Routes>
      <Route path="/notifications" element={<NotificationsPage />} />
      <Route path="/quotes/:id" element={<p>Strona wyceny</p>} />
    </Routes>,
    path,
  );
}

const list = () => screen.findByRole('list', { name: /^Powiadomienia/ });

describe('/notifications (D22)', () => {
  it('lists the notifications newest first, the unread ones marked for screen readers too', async () => {
    notificationsServer([
      notification(1, { body: 'Klient: Jan Kowalski\nAkceptujemy.' }),
      notification(2, { readAt: '2026-11-20T10:00:00.000Z', event: 'webEnquiry', title: 'Nowe zapytanie' }),
      notification(3, { link: null, event: 'mailFailed', title: 'Nie doręczono wiadomości' }),
    ]);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Powiadomienia' })).toBeTruthy();
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Nieprzeczytane: Powiadomienie 1',
      'Nowe zapytanie',
      'Nieprzeczytane: Nie doręczono wiadomości',
    ]);
    const first = within(rows[0]).getByRole('link', { name: 'Nieprzeczytane: Powiadomienie 1' });
    expect(first.getAttribute('href')).toBe('/quotes/1');
    expect(rows[0].textContent).toContain('Klient: Jan Kowalski\nAkceptujemy.');
    expect(rows[0].textContent).toContain('Decyzja klienta');
    expect(within(rows[1]).queryByRole('button')).toBeNull();
    expect(rows[1].textContent).toContain('Zapytanie z formularza');
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Nieprzeczytane: 2');
    const time = rows[1].querySelector('time');
    expect(time?.getAttribute('title')).toMatch(/^\d{1,2} \p{L}+ \d{4}, \d{2}:\d{2}$/u);
  });

  it('filters to the unread ones and back, keeping the filter in the address', async () => {
    const { listCalls } = notificationsServer([
      notification(1),
      notification(2, { readAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    renderPage();
    await list();
    const unreadButton = screen.getByRole('button', { name: 'Nieprzeczytane' });
    expect(unreadButton.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(unreadButton);
    await vi.waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Nieprzeczytane' }).getAttribute('aria-pressed')).toBe('true');
    expect(listCalls()).toEqual(['/api/notifications?page=1', '/api/notifications?unread=1&page=1']);

    fireEvent.click(screen.getByRole('button', { name: 'Wszystkie' }));
    await vi.waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2));
  });

  it('marks all read: the list, the count and the bell follow', async () => {
    const { marked } = notificationsServer([notification(1), notification(2), notification(3)]);
    renderChrome(
      <>
        <NavBar user={testUser} />
        <NotificationsPage />
      </>,
      '/notifications',
    );
    await screen.findByRole('link', { name: 'Powiadomienia, nieprzeczytane: 3' });
    fireEvent.click(await screen.findByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Wszystkie powiadomienia są przeczytane'),
    );
    expect(marked).toEqual([{ all: true }]);
    expect(screen.queryByText(/Nieprzeczytane:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeNull();
    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Powiadomienia' })).toBeTruthy());
    // The button that had the focus is gone: the focus goes to the page's heading.
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Powiadomienia' })),
    );
  });

  it('shows a notification that came while it was open as soon as the bell counts it', async () => {
    const rows = [notification(2), notification(3)];
    notificationsServer(rows);
    renderChrome(
      <>
        <NavBar user={testUser} />
        <NotificationsPage />
      </>,
      '/notifications',
    );
    await screen.findByRole('link', { name: 'Powiadomienia, nieprzeczytane: 2' });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(2);
    // Someone passes a quote for approval; the bell asks again (as it does every 30 s and on focus).
    rows.unshift(notification(1, { title: 'Nowa wycena do zatwierdzenia' }));
    window.dispatchEvent(new Event('focus'));
    await screen.findByRole('link', { name: 'Powiadomienia, nieprzeczytane: 3' });
    expect(await screen.findByText('Nowa wycena do zatwierdzenia')).toBeTruthy();
  });

  it('marks one read with its own button, keeping the focus on it', async () => {
    const { marked } = notificationsServer([notification(1), notification(2)]);
    renderPage();
    await list();
    fireEvent.click(screen.getByRole('button', { name: 'Oznacz jako przeczytane: Powiadomienie 2' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nieprzeczytane: 1'));
    expect(marked).toEqual([{ ids: [2] }]);
    expect(screen.getByRole('link', { name: 'Powiadomienie 2' })).toBeTruthy();
    await vi.waitFor(() => expect(document.activeElement?.getAttribute('data-notification-id')).toBe('2'));
  });

  it('opens an unread notification’s page and marks it read on the way', async () => {
    const { marked } = notificationsServer([
      notification(1),
      notification(4, { readAt: '2026-11-20T10:00:00.000Z' }),
    ]);
    renderPage();
    await list();
    fireEvent.click(screen.getByRole('link', { name: 'Nieprzeczytane: Powiadomienie 1' }));
    expect(await screen.findByText('Strona wyceny')).toBeTruthy();
    await vi.waitFor(() => expect(marked).toEqual([{ ids: [1] }]));
  });

  it('goes through the pages', async () => {
    const rows = Array.from({ length: 55 }, (_, index) => notification(index + 1));
    const { listCalls } = notificationsServer(rows);
    renderPage();
    await list();
    expect(screen.getByText('Strona 1 z 2')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await vi.waitFor(() => expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5));
    expect(listCalls().at(-1)).toBe('/api/notifications?page=2');
  });

  it("says 'Brak powiadomień' when there are none", async () => {
    notificationsServer([]);
    renderPage();
    expect(await screen.findByText('Brak powiadomień')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Oznacz wszystkie jako przeczytane' })).toBeNull();
  });

  it('says when the list cannot load, and loads again on request', async () => {
    notificationsServer([notification(1)], { failReads: 1 });
    renderPage();
    const failure = await screen.findByRole('alert');
    expect(failure.textContent).toContain('Nie udało się załadować powiadomień');
    fireEvent.click(within(failure).getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('link', { name: 'Nieprzeczytane: Powiadomienie 1' })).toBeTruthy();
  });
});
