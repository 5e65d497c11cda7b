import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getCurrentToast } from '../components/Toast/toastStore.ts';
import { NetworkError } from './client.ts';
import { handleApiError } from './errors.ts';
import { takeSignInReturn } from './sign-in-return.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.clearAllTimers();
  vi.useRealTimers();
});

describe('handleApiError', () => {
  it('says a save could not reach the server and that the form keeps its data', () => {
    handleApiError(new NetworkError('POST'), 'Nie udało się utworzyć wyceny');
    expect(getCurrentToast()).toMatchObject({
      title: 'Brak połączenia',
      description: 'Brak połączenia z serwerem. Dane formularza zostały zachowane.',
      variant: 'destructive',
    });
  });

  it('announces an expired session and schedules the way to sign in', () => {
    handleApiError(new Error('401: {"message":"Unauthorized"}'), 'Nie udało się usunąć wyceny');
    expect(getCurrentToast()).toMatchObject({
      title: 'Brak autoryzacji',
      description: 'Sesja wygasła. Przekierowywanie do logowania...',
      variant: 'destructive',
    });
    expect(vi.getTimerCount()).toBe(1);
  });

  it('sends an expired session to sign in and back to the page it was on', () => {
    window.history.replaceState(null, '', '/quotes/7');
    const assigned: string[] = [];
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/quotes/7',
      search: '',
      hash: '',
      set href(value: string) {
        assigned.push(value);
      },
    } as unknown as Location);
    handleApiError(new Error('401: {"message":"Unauthorized"}'), 'x');
    vi.runAllTimers();
    vi.restoreAllMocks();
    expect(assigned).toEqual(['/api/login']);
    window.history.replaceState(null, '', '/');
    expect(takeSignInReturn()).toBe('/quotes/7');
  });

  it('says a permission is missing, with the server message', () => {
    handleApiError(
      new Error('403: {"message":"Dostęp do wycen jest dostępny tylko dla pracowników i administratorów."}'),
      'x',
    );
    expect(getCurrentToast()).toMatchObject({
      title: 'Brak uprawnień',
      description: 'Dostęp do wycen jest dostępny tylko dla pracowników i administratorów.',
      variant: 'destructive',
    });
  });

  it('shows the server message of any other error under "Błąd"', () => {
    handleApiError(
      new Error('409: {"message":"Wycena jest zatwierdzona"}'),
      'Nie udało się zaktualizować wyceny',
    );
    expect(getCurrentToast()).toMatchObject({ title: 'Błąd', description: 'Wycena jest zatwierdzona' });
  });

  it('falls back to the given message', () => {
    handleApiError(new TypeError('Failed to fetch'), 'Nie udało się zaktualizować wyceny');
    expect(getCurrentToast()).toMatchObject({
      title: 'Błąd',
      description: 'Nie udało się zaktualizować wyceny',
      variant: 'destructive',
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});
