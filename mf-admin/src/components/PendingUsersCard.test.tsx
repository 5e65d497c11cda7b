import { dismissToast } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, userOf } from '../testing.tsx';
import { PendingUsersCard } from './PendingUsersCard.tsx';

const waiting = userOf({
  id: 5,
  email: 'jan.kowalski@firma.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  isApproved: false,
  role: 'employee',
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

describe('PendingUsersCard', () => {
  it('says so when nobody waits', async () => {
    answerFetch({ 'GET /api/users/pending': () => json([]), 'GET /api/users': () => json([]) });
    renderArea(<PendingUsersCard />);
    expect(await screen.findByText('Brak oczekujących użytkowników')).toBeTruthy();
  });

  it('approves a waiting user and confirms with a success toast', async () => {
    const fetchMock = answerFetch({
      'GET /api/users/pending': () => json([waiting]),
      'GET /api/users': () => json([]),
      'POST /api/users/5/approve': () => json({ ...waiting, isApproved: true }),
    });
    renderArea(<PendingUsersCard />);
    const row = (await screen.findByText('jan.kowalski@firma.pl')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByText('Użytkownik został zatwierdzony')).toBeTruthy();
    expect(screen.getByText('Sukces')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(([url, init]) => url === '/api/users/5/approve' && init?.method === 'POST'),
    ).toBe(true);
  });

  it('puts the keyboard on the next waiting account once one is approved', async () => {
    const second = { ...waiting, id: 6, email: 'ewa.nowak@firma.pl', firstName: 'Ewa', lastName: 'Nowak' };
    let approved = false;
    answerFetch({
      'GET /api/users/pending': () => json(approved ? [second] : [waiting, second]),
      'GET /api/users': () => json([]),
      'POST /api/users/5/approve': () => {
        approved = true;
        return json({ ...waiting, isApproved: true });
      },
    });
    renderArea(<PendingUsersCard />);
    const row = (await screen.findByText('jan.kowalski@firma.pl')).closest('tr') as HTMLElement;
    const button = within(row).getByRole('button', { name: 'Zatwierdź' });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByText('jan.kowalski@firma.pl')).toBeNull());
    const next = (screen.getByText('ewa.nowak@firma.pl').closest('tr') as HTMLElement).querySelector(
      'button',
    );
    await waitFor(() => expect(document.activeElement).toBe(next));
    expect(document.activeElement?.textContent).toBe('Zatwierdź');
  });

  it('approves with the role chosen beside the button, in one request', async () => {
    const fetchMock = answerFetch({
      'GET /api/users/pending': () => json([waiting]),
      'GET /api/users': () => json([]),
      'POST /api/users/5/approve': () => json({ ...waiting, isApproved: true, role: 'transport_manager' }),
    });
    renderArea(<PendingUsersCard />);
    const row = (await screen.findByText('jan.kowalski@firma.pl')).closest('tr') as HTMLElement;
    const role = within(row).getByRole('combobox', { name: 'Rola po zatwierdzeniu: Jan Kowalski' });
    expect((role as HTMLSelectElement).value).toBe('employee');
    fireEvent.change(role, { target: { value: 'transport_manager' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Zatwierdź' }));
    expect(await screen.findByText('Użytkownik został zatwierdzony')).toBeTruthy();
    const approvals = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/users/5'));
    expect(approvals).toHaveLength(1);
    expect(approvals[0][1]?.body).toBe('{"role":"transport_manager"}');
  });

  it('asks before rejecting, says it cannot be undone, and shows the server message on failure', async () => {
    answerFetch({
      'GET /api/users/pending': () => json([waiting]),
      'GET /api/users': () => json([]),
      'DELETE /api/users/5/reject': () => json({ message: 'Użytkownik został już zatwierdzony' }, 409),
    });
    renderArea(<PendingUsersCard />);
    const row = (await screen.findByText('jan.kowalski@firma.pl')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Odrzuć' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('Tej operacji nie można cofnąć');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    expect(await screen.findByText('Użytkownik został już zatwierdzony')).toBeTruthy();
    expect(screen.getByText('Błąd')).toBeTruthy();
  });
});
