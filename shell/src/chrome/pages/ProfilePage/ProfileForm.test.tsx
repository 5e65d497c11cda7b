import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, json, renderChrome, testUser } from '../../testing.tsx';
import { ProfileForm } from './ProfileForm.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const patches = (fetchMock: ReturnType<typeof answerFetch>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe('ProfileForm (D23: the profile phone)', () => {
  it('shows the saved phone and sends a changed one with the names', async () => {
    const fetchMock = answerFetch({
      '/api/auth/user': () => json({ ...testUser, phone: '601 234 567' }),
    });
    renderChrome(<ProfileForm user={{ ...testUser, phone: '22 100 20 30' }} />, '/profile');
    const phone = screen.getByLabelText('Telefon') as HTMLInputElement;
    expect(phone.value).toBe('22 100 20 30');
    fireEvent.change(phone, { target: { value: '601 234 567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    await waitFor(() =>
      expect(patches(fetchMock)).toEqual([{ firstName: 'Anna', lastName: 'Nowak', phone: '601 234 567' }]),
    );
  });

  it('refuses a phone with letters under the field, sending nothing', async () => {
    const fetchMock = answerFetch({ '/api/auth/user': () => json(testUser) });
    renderChrome(<ProfileForm user={testUser} />, '/profile');
    fireEvent.change(screen.getByLabelText('Telefon'), { target: { value: 'tel. 601/234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz zmiany' }));
    expect(await screen.findByText('Nieprawidłowy numer telefonu')).toBeTruthy();
    expect(patches(fetchMock)).toHaveLength(0);
  });
});
