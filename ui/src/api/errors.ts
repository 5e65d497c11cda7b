import { toast } from '../components/Toast/toastStore.ts';
import { errorMessageOf, NetworkError, statusOf } from './client.ts';
import { rememberSignInReturn } from './sign-in-return.ts';

export const LOGIN_URL = '/api/login';
const SESSION_EXPIRED_REDIRECT_MS = 500;

/**
 * Tells the user what went wrong with a request (spec-1 §8): an expired session sends them to
 * sign in (and back where they were), a refused permission says so, anything else shows the server's
 * message or the fallback.
 */
export function handleApiError(error: unknown, fallbackMessage: string): void {
  if (error instanceof NetworkError) {
    toast({ title: 'Brak połączenia', description: error.message, variant: 'destructive' });
    return;
  }
  const status = statusOf(error);
  if (status === 401) {
    toast({
      title: 'Brak autoryzacji',
      description: 'Sesja wygasła. Przekierowywanie do logowania...',
      variant: 'destructive',
    });
    setTimeout(() => {
      rememberSignInReturn();
      window.location.href = LOGIN_URL;
    }, SESSION_EXPIRED_REDIRECT_MS);
    return;
  }
  if (status === 403) {
    const message = errorMessageOf(error, 'Brak uprawnień');
    toast({
      title: 'Brak uprawnień',
      // The server's usual message repeats the title; say something useful instead.
      description: message === 'Brak uprawnień' ? 'Nie masz uprawnień do wykonania tej operacji.' : message,
      variant: 'destructive',
    });
    return;
  }
  toast({ title: 'Błąd', description: errorMessageOf(error, fallbackMessage), variant: 'destructive' });
}
