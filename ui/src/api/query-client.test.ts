import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT_USER_QUERY_KEY } from '../auth/useCurrentUser.ts';
import { dismissToast, getCurrentToast } from '../components/Toast/toastStore.ts';
import { queryClient } from './query-client.ts';

const fail = (key: readonly unknown[], error: string) =>
  queryClient
    .fetchQuery({
      queryKey: key,
      queryFn: () => {
        throw new Error(error);
      },
    })
    .catch(() => undefined);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  queryClient.clear();
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a failed read, beyond its own screen (spec-1 §8, D1)', () => {
  it('announces an expired session on any read', async () => {
    await fail(['/api/quotes'], '401: {"message":"Unauthorized"}');
    expect(getCurrentToast()).toMatchObject({ title: 'Brak autoryzacji', variant: 'destructive' });
  });

  it('leaves the current-user read alone: 401 there means signed out, a state', async () => {
    await fail(CURRENT_USER_QUERY_KEY, '401: {"message":"Unauthorized"}');
    expect(getCurrentToast()).toBeNull();
  });

  it('asks again who is signed in when the account was deactivated meanwhile', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await fail(['/api/quotes'], '403: {"message":"Konto jest nieaktywne"}');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CURRENT_USER_QUERY_KEY });
    invalidate.mockClear();
    await fail(['/api/quotes/7'], '403: {"message":"Brak uprawnień"}');
    expect(invalidate).not.toHaveBeenCalled();
    expect(getCurrentToast()).toBeNull();
  });

  it('does the same when a change is refused for a deactivated account', async () => {
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await queryClient
      .getMutationCache()
      .build(queryClient, {
        mutationFn: () => Promise.reject(new Error('403: {"message":"Konto jest nieaktywne"}')),
      })
      .execute(undefined)
      .catch(() => undefined);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CURRENT_USER_QUERY_KEY });
  });
});
