import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderChrome, testUser } from '../testing.tsx';
import { NavBar } from './NavBar.tsx';
import { PENDING_USERS_REFRESH_MS, pendingUsersLabel } from './PendingUsersBadge.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const desktop = () => screen.getByRole('navigation', { name: 'Nawigacja główna' });
const waiting = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ ...testUser, id: 100 + index, isApproved: false }));

const pendingCalls = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls.filter(([url]) => String(url) === '/api/users/pending').length;

const description = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

describe('the ADMIN menu’s count of pending users', () => {
  it('shows the count on ADMIN and on "Panel administracyjny", told to screen readers in words', async () => {
    answerFetch({ '/api/users/pending': () => json(waiting(3)) });
    renderChrome(<NavBar user={testUser} />);
    // The names stay as they were; the count is the description.
    const admin = within(desktop()).getByRole('button', { name: 'ADMIN' });
    await vi.waitFor(() => expect(admin.textContent).toBe('ADMIN3'));
    expect(description(admin)).toBe('3 użytkowników oczekuje na akceptację');

    fireEvent.click(admin);
    const panel = within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Panel administracyjny' });
    expect(panel.textContent).toBe('Panel administracyjny3');
    expect(description(panel)).toBe('3 użytkowników oczekuje na akceptację');
    const electrical = within(screen.getByRole('menu')).getByRole('menuitem', {
      name: 'Administracja elektryki',
    });
    expect(electrical.getAttribute('aria-describedby')).toBeNull();
  });

  it('shows nothing while nobody waits', async () => {
    const fetchMock = answerFetch({ '/api/users/pending': () => json([]) });
    renderChrome(<NavBar user={testUser} />);
    await vi.waitFor(() => expect(pendingCalls(fetchMock)).toBe(1));
    const admin = within(desktop()).getByRole('button', { name: 'ADMIN' });
    expect(admin.textContent).toBe('ADMIN');
    expect(admin.getAttribute('aria-describedby')).toBeNull();
  });

  it('never asks for pending users on behalf of someone who cannot approve them', async () => {
    const fetchMock = answerFetch({ '/api/users/pending': () => json(waiting(2)) });
    renderChrome(<NavBar user={{ ...testUser, role: 'general_manager' }} />);
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(pendingCalls(fetchMock)).toBe(0);
    expect(screen.queryByText('2')).toBeNull();
  });

  it('asks again every minute and when the window regains focus', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let count = 1;
    const fetchMock = answerFetch({ '/api/users/pending': () => json(waiting(count)) });
    renderChrome(<NavBar user={testUser} />);
    const admin = within(desktop()).getByRole('button', { name: 'ADMIN' });
    await vi.waitFor(() => expect(description(admin)).toBe('1 użytkownik oczekuje na akceptację'));

    count = 2;
    await act(async () => {
      vi.advanceTimersByTime(PENDING_USERS_REFRESH_MS);
    });
    await vi.waitFor(() => expect(admin.textContent).toBe('ADMIN2'));

    count = 4;
    const before = pendingCalls(fetchMock);
    await act(async () => {
      fireEvent.focus(window);
    });
    expect(pendingCalls(fetchMock)).toBe(before + 1);
    await vi.waitFor(() => expect(admin.textContent).toBe('ADMIN4'));
  });

  it.each([
    [1, '1 użytkownik oczekuje na akceptację'],
    [2, '2 użytkowników oczekuje na akceptację'],
    [5, '5 użytkowników oczekuje na akceptację'],
    [22, '22 użytkowników oczekuje na akceptację'],
  ])('says %i as "%s"', (count, label) => {
    expect(pendingUsersLabel(count)).toBe(label);
  });
});
