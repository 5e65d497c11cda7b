import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_REFRESH_MS } from '../api.ts';
import { answerFetch, json, renderChrome, testUser } from '../testing.tsx';
import { NavBar } from './NavBar.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const UNREAD_URL = '/api/notifications?unread=1&pageSize=1';
const unreadPage = (unread: number) => json({ items: [], total: unread, page: 1, pageSize: 1, unread });
const unreadCalls = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === UNREAD_URL).length;

const bell = () => screen.getByRole('link', { name: /^Powiadomienia/ });

describe('the bell in the bar (D22)', () => {
  it('names the unread count, shows it as a badge and opens /notifications', async () => {
    const fetchMock = answerFetch({ '/api/notifications': () => unreadPage(3) });
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />);
    await vi.waitFor(() =>
      expect(screen.getByRole('link', { name: 'Powiadomienia, nieprzeczytane: 3' })).toBeTruthy(),
    );
    expect(bell().getAttribute('href')).toBe('/notifications');
    expect(bell().textContent).toBe('3');
    expect(unreadCalls(fetchMock)).toBe(1);
  });

  it('shows no badge while nothing is unread, nor before the count is known', async () => {
    let answer = () => json({ message: 'Wewnętrzny błąd serwera' }, 500);
    const fetchMock = answerFetch({ '/api/notifications': () => answer() });
    renderChrome(<NavBar user={testUser} />);
    await vi.waitFor(() => expect(unreadCalls(fetchMock)).toBe(1));
    expect(bell().getAttribute('aria-label')).toBe('Powiadomienia');
    expect(bell().textContent).toBe('');

    cleanup();
    answer = () => unreadPage(0);
    renderChrome(<NavBar user={testUser} />);
    await vi.waitFor(() => expect(unreadCalls(fetchMock)).toBe(2));
    await act(async () => {});
    expect(bell().getAttribute('aria-label')).toBe('Powiadomienia');
    expect(bell().textContent).toBe('');
  });

  it("says '99+' above 99 and the whole count in its name", async () => {
    answerFetch({ '/api/notifications': () => unreadPage(150) });
    renderChrome(<NavBar user={testUser} />);
    await vi.waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Powiadomienia, nieprzeczytane: 150'),
    );
    expect(bell().textContent).toBe('99+');
  });

  it('sits in the compact bar on a phone, beside the menu', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 1024px)' || query === '(max-width: 640px)',
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    answerFetch({ '/api/notifications': () => unreadPage(2) });
    renderChrome(<NavBar user={{ ...testUser, role: 'employee' }} />, '/notifications');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Nawigacja skrócona' })).toBeTruthy();
    const link = await within(header).findByRole('link', { name: 'Powiadomienia, nieprzeczytane: 2' });
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it('asks again every 30 seconds and when the window regains focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let unread = 1;
    const fetchMock = answerFetch({ '/api/notifications': () => unreadPage(unread) });
    renderChrome(<NavBar user={testUser} />);
    await vi.waitFor(() =>
      expect(bell().getAttribute('aria-label')).toBe('Powiadomienia, nieprzeczytane: 1'),
    );

    unread = 4;
    await act(async () => {
      vi.advanceTimersByTime(UNREAD_REFRESH_MS);
    });
    await vi.waitFor(() => expect(bell().textContent).toBe('4'));

    unread = 0;
    const before = unreadCalls(fetchMock);
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(unreadCalls(fetchMock)).toBe(before + 1);
    await vi.waitFor(() => expect(bell().getAttribute('aria-label')).toBe('Powiadomienia'));
  });
});
