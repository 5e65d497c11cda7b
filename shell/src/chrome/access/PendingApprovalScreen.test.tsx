import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderChrome, testUser } from '../testing.tsx';
import { AccessSwitch } from './AccessSwitch.tsx';
import { APPROVAL_CHECK_INTERVAL_KEY, APPROVAL_CHECK_INTERVAL_MS } from './useApprovalWatch.ts';

const pendingUser = { ...testUser, role: 'employee' as const, isApproved: false };
let answer: () => Response;
const pending = () => json({ message: 'Account pending approval', user: pendingUser }, 403);
const approved = () => json({ ...testUser, role: 'employee' });

beforeEach(() => {
  // Only the screen's own interval is faked; the query client's timers run as usual.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  answer = pending;
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

async function waitOnPendingScreen() {
  const fetchMock = answerFetch({ '/api/auth/user': () => answer() });
  renderChrome(<AccessSwitch />);
  expect(await screen.findByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeTruthy();
  return fetchMock;
}

const userChecks = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/auth/user').length;

describe('PendingApprovalScreen', () => {
  it('checks every 30 s and enters the app by itself once the account is approved', async () => {
    const fetchMock = await waitOnPendingScreen();
    expect(APPROVAL_CHECK_INTERVAL_MS).toBe(30_000);
    expect(screen.getByRole('status').textContent).toBe(
      'Status sprawdzamy automatycznie co 30 sekund — po akceptacji aplikacja otworzy się sama.',
    );
    const before = userChecks(fetchMock);

    answer = approved;
    await act(async () => {
      vi.advanceTimersByTime(APPROVAL_CHECK_INTERVAL_MS - 1);
    });
    expect(userChecks(fetchMock)).toBe(before);
    expect(screen.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeTruthy();

    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Nawigacja główna' })).toBeTruthy();
  });

  it('checks when the window regains focus', async () => {
    await waitOnPendingScreen();
    answer = approved;
    fireEvent.focus(window);
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
  });

  it('checks when the tab becomes visible again', async () => {
    await waitOnPendingScreen();
    answer = approved;
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
  });

  it('keeps "Sprawdź ponownie", which says when it checked and that the account still waits', async () => {
    await waitOnPendingScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie' }));
    expect(
      await screen.findByText(/^Sprawdzono o \d{2}:\d{2}: konto nadal czeka na akceptację\.$/),
    ).toBeTruthy();

    answer = approved;
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie' }));
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
  });

  it('stays on the screen when a check fails, and tries again at the next interval', async () => {
    const fetchMock = await waitOnPendingScreen();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź ponownie' }));
    expect(
      await screen.findByText('Nie udało się sprawdzić statusu. Spróbujemy ponownie za chwilę.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Konto oczekuje na zatwierdzenie' })).toBeTruthy();

    answer = approved;
    const before = userChecks(fetchMock);
    await act(async () => {
      vi.advanceTimersByTime(APPROVAL_CHECK_INTERVAL_MS);
    });
    expect(userChecks(fetchMock)).toBe(before + 1);
    expect(await screen.findByRole('heading', { name: 'Witaj, Anna!' })).toBeTruthy();
  });

  it('shows the deactivated screen when the account was deactivated meanwhile', async () => {
    await waitOnPendingScreen();
    answer = () => json({ message: 'Konto jest nieaktywne' }, 403);
    fireEvent.focus(window);
    expect(await screen.findByRole('heading', { name: 'Konto zostało dezaktywowane' })).toBeTruthy();
  });

  it('takes another interval from localStorage when one is set there', async () => {
    window.localStorage.setItem(APPROVAL_CHECK_INTERVAL_KEY, '5000');
    const fetchMock = await waitOnPendingScreen();
    const before = userChecks(fetchMock);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(userChecks(fetchMock)).toBe(before + 1);
  });
});
