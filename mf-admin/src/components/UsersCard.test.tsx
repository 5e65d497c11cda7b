import { dismissToast, PHONE_MEDIA_QUERY } from '@ppp/ui';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderArea, sentBodies, userOf } from '../testing.tsx';
import { UsersCard } from './UsersCard.tsx';

const admin = userOf({ id: 1 });
const employee = userOf({
  id: 2,
  email: 'jan.kowalski@firma.pl',
  firstName: 'Jan',
  lastName: 'Kowalski',
  role: 'employee',
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});

const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr') as HTMLElement;

describe('UsersCard', () => {
  it('lists the approved users with the role labels of D1', async () => {
    answerFetch({
      'GET /api/users': () =>
        json([admin, employee, userOf({ id: 3, email: 'czeka@firma.pl', isApproved: false })]),
      'GET /api/auth/user': () => json(admin),
    });
    renderArea(<UsersCard />);
    const row = await rowOf('jan.kowalski@firma.pl');
    const select = within(row).getByRole('combobox', { name: 'Rola: Jan Kowalski' }) as HTMLSelectElement;
    expect(select.value).toBe('employee');
    expect([...select.options].map((option) => option.text)).toEqual([
      'Administrator',
      'Pracownik',
      'Kierownik działu elektrycznego',
      'Kierownik transportu',
      'Kierownik wynajmu ogólnego',
    ]);
    expect(screen.queryByText('czeka@firma.pl')).toBeNull();
  });

  it('shows the generic message when a role change fails without one', async () => {
    answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
      'PUT /api/users/2/role': () => new Response('', { status: 500 }),
    });
    renderArea(<UsersCard />);
    const row = await rowOf('jan.kowalski@firma.pl');
    fireEvent.change(within(row).getByRole('combobox'), { target: { value: 'transport_manager' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień rolę' }));
    expect(await screen.findByText('Nie udało się zmienić roli użytkownika')).toBeTruthy();
  });

  it('asks before changing a role picked in the select, and changes nothing until confirmed', async () => {
    const fetchMock = answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
      'PUT /api/users/2/role': () => json({ ...employee, role: 'transport_manager' }),
    });
    const sent = () => sentBodies(fetchMock, 'PUT', '/api/users/2/role');
    renderArea(<UsersCard />);
    const row = await rowOf('jan.kowalski@firma.pl');
    const select = within(row).getByRole('combobox') as HTMLSelectElement;
    fireEvent.change(select, { target: { value: 'admin' } });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Jan Kowalski: Pracownik → Administrator.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent()).toEqual([]);
    expect(select.value).toBe('employee');
    await waitFor(() => expect(document.activeElement).toBe(select));

    fireEvent.change(select, { target: { value: 'transport_manager' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Zmień rolę' }));
    await waitFor(() => expect(sent()).toEqual([{ role: 'transport_manager' }]));
  });

  it('lets the arrow keys step through the roles without asking at each step: Enter or "Zapisz" asks', async () => {
    const fetchMock = answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
      'PUT /api/users/2/role': () => json({ ...employee, role: 'transport_manager' }),
    });
    renderArea(<UsersCard />);
    const row = await rowOf('jan.kowalski@firma.pl');
    const select = within(row).getByRole('combobox') as HTMLSelectElement;
    const step = (value: string) => {
      fireEvent.keyDown(select, { key: 'ArrowDown' });
      fireEvent.change(select, { target: { value } });
      fireEvent.keyUp(select, { key: 'ArrowDown' });
    };
    step('electrical_manager');
    step('transport_manager');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(select.value).toBe('transport_manager');
    expect(within(row).getByRole('button', { name: 'Zapisz rolę: Jan Kowalski' })).toBeTruthy();
    fireEvent.keyDown(select, { key: 'Enter' });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Jan Kowalski: Pracownik → Kierownik transportu.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zmień rolę' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/users/2/role')).toEqual([{ role: 'transport_manager' }]),
    );
  });

  it('asks before deactivating (the session ends at once); activating goes straight', async () => {
    const inactive = { ...employee, id: 3, email: 'ewa@firma.pl', firstName: 'Ewa', isActive: false };
    const fetchMock = answerFetch({
      'GET /api/users': () => json([admin, employee, inactive]),
      'GET /api/auth/user': () => json(admin),
      'PUT /api/users/2/toggle-active': () => json({ ...employee, isActive: false }),
      'PUT /api/users/3/toggle-active': () => json({ ...inactive, isActive: true }),
    });
    renderArea(<UsersCard />);
    const row = await rowOf('jan.kowalski@firma.pl');
    fireEvent.click(within(row).getByRole('button', { name: /^Dezaktywuj/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('nie będzie mógł się zalogować');
    // Its session ends at once: the dialog opens on 'Anuluj', so Enter never deactivates by accident.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Anuluj'));
    expect(sentBodies(fetchMock, 'PUT', '/api/users/2/toggle-active')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/users/2/toggle-active')).toEqual([{ isActive: false }]),
    );
    fireEvent.click(within(await rowOf('ewa@firma.pl')).getByRole('button', { name: /^Aktywuj/ }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT', '/api/users/3/toggle-active')).toEqual([{ isActive: true }]),
    );
  });

  it('keeps the admin from changing their own role, saying why', async () => {
    answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
    });
    renderArea(<UsersCard />);
    const ownRow = await rowOf('anna.nowak@firma.pl');
    const ownRole = (await within(ownRow).findByRole('combobox', {
      name: 'Rola: Anna Nowak',
    })) as HTMLSelectElement;
    await waitFor(() => expect(ownRole.disabled).toBe(true));
    expect(ownRole.title).toBe('Nie możesz zmienić własnej roli');
    expect(within(ownRow).getByRole('button', { name: /Dezaktywuj/ }).title).toBe(
      'Nie możesz dezaktywować własnego konta',
    );

    const otherRole = within(await rowOf('jan.kowalski@firma.pl')).getByRole('combobox') as HTMLSelectElement;
    expect(otherRole.disabled).toBe(false);
    expect(otherRole.title).toBe('');
  });

  it('deletes a user only after confirmation and keeps the admin from removing themselves', async () => {
    const fetchMock = answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
      'DELETE /api/users/2': () => new Response(null, { status: 204 }),
    });
    renderArea(<UsersCard />);
    const ownRow = await rowOf('anna.nowak@firma.pl');
    expect(
      (within(ownRow).getByRole('button', { name: /Usuń użytkownika/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const row = await rowOf('jan.kowalski@firma.pl');
    fireEvent.click(within(row).getByRole('button', { name: 'Usuń użytkownika: Jan Kowalski' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Usuń' }));
    expect(await screen.findByText('Użytkownik został usunięty')).toBeTruthy();
  });

  it('puts each user on a card on a phone, with the role, the status and every action (D19)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === PHONE_MEDIA_QUERY,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    answerFetch({
      'GET /api/users': () => json([admin, employee]),
      'GET /api/auth/user': () => json(admin),
    });
    renderArea(<UsersCard />);
    const list = await screen.findByRole('list', { name: 'Użytkownicy' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(
      within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByText('jan.kowalski@firma.pl')) as HTMLElement,
    );
    expect(card.getByRole('heading', { level: 3, name: /Jan Kowalski/ })).toBeTruthy();
    expect(card.getAllByRole('term').map((term) => term.textContent)).toEqual(['E-mail', 'Rola', 'Status']);
    expect((card.getByRole('combobox', { name: 'Rola: Jan Kowalski' }) as HTMLSelectElement).value).toBe(
      'employee',
    );
    expect(card.getByText('Aktywny')).toBeTruthy();
    const actions = within(card.getByRole('group', { name: 'Akcje' }));
    expect(actions.getByRole('button', { name: 'Dezaktywuj: Jan Kowalski' })).toBeTruthy();
    expect(actions.getByRole('button', { name: 'Usuń użytkownika: Jan Kowalski' })).toBeTruthy();
  });
});
