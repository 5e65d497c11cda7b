import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiRequest,
  errorMessageOf,
  fieldErrorsOf,
  getQueryFn,
  NetworkError,
  newRequestKey,
  statusOf,
  urlOfQueryKey,
} from './client.ts';

const fetchMock = vi.fn<typeof fetch>();

function stubFetch(response: Response) {
  fetchMock.mockResolvedValueOnce(response);
  vi.stubGlobal('fetch', fetchMock);
}

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it('sends JSON with the session cookie and answers the parsed body', async () => {
    stubFetch(json({ id: 7 }, 201));
    await expect(apiRequest('POST', '/api/clients', { companyName: 'Budimex' })).resolves.toEqual({ id: 7 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/clients');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"companyName":"Budimex"}');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('says the server cannot be reached, and that a change keeps what was typed (issue 24)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const saving = apiRequest('PUT', '/api/quotes/7', { notes: 'x' });
    await expect(saving).rejects.toBeInstanceOf(NetworkError);
    await expect(saving).rejects.toThrow('Brak połączenia z serwerem. Dane formularza zostały zachowane.');
    await expect(apiRequest('GET', '/api/quotes/7')).rejects.toThrow(/^Brak połączenia z serwerem\.$/);
  });

  it('answers undefined for an empty 204', async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/api/quotes/1')).resolves.toBeUndefined();
  });

  it('raises "NNN: body" on a non-OK answer (spec-1 §8)', async () => {
    stubFetch(json({ message: 'Brak uprawnień' }, 403));
    const error = await apiRequest('DELETE', '/api/quotes/1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('403: {"message":"Brak uprawnień"}');
  });

  it('uses the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/equipment')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('getQueryFn', () => {
  it('GETs the URL joined from the query key and parses the JSON', async () => {
    stubFetch(json([{ id: 1 }]));
    const signal = new AbortController().signal;
    const data = await getQueryFn({
      queryKey: ['/api/equipment', 3, 'additional'],
      signal,
      meta: undefined,
    } as never);
    expect(data).toEqual([{ id: 1 }]);
    expect(fetchMock.mock.calls[0][0]).toBe('/api/equipment/3/additional');
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe('include');
  });

  it('raises the same error format', async () => {
    stubFetch(json({ message: 'Nie znaleziono' }, 404));
    await expect(
      getQueryFn({
        queryKey: ['/api/quotes', 9],
        signal: new AbortController().signal,
        meta: undefined,
      } as never),
    ).rejects.toThrow('404: {"message":"Nie znaleziono"}');
  });
});

describe('urlOfQueryKey', () => {
  it('turns an object segment into the query string, leaving out empty values', () => {
    expect(urlOfQueryKey(['/api/quotes', { page: 2, search: 'Łódź', status: '' }])).toBe(
      '/api/quotes?page=2&search=%C5%81%C3%B3d%C5%BA',
    );
    expect(urlOfQueryKey(['/api/quotes'])).toBe('/api/quotes');
  });
});

describe('errorMessageOf', () => {
  it('answers the server message of an API error', () => {
    const error = new Error('409: {"message":"Nie można usunąć kategorii, która zawiera sprzęt."}');
    expect(errorMessageOf(error, 'Nie udało się usunąć kategorii')).toBe(
      'Nie można usunąć kategorii, która zawiera sprzęt.',
    );
  });

  it.each([
    ['a body that is not JSON', new Error('502: Bad Gateway')],
    ['JSON without a message', new Error('400: {"errors":{}}')],
    ['an empty message', new Error('400: {"message":""}')],
    ['a network failure', new TypeError('Failed to fetch')],
    ['something that is not an error', 'oops'],
  ])('answers the fallback for %s', (_case, error) => {
    expect(errorMessageOf(error, 'Nie udało się zapisać')).toBe('Nie udało się zapisać');
  });
});

describe('statusOf and fieldErrorsOf', () => {
  it('reads the status from the message prefix', () => {
    expect(statusOf(new Error('401: {"message":"Unauthorized"}'))).toBe(401);
    expect(statusOf(new ApiError(429, '', 'Too Many Requests'))).toBe(429);
    expect(statusOf(new Error('Failed to fetch'))).toBeUndefined();
  });

  it('reads the per-field messages of a 400', () => {
    const error = new Error(
      '400: {"message":"Nieprawidłowe dane","errors":{"email":"Nieprawidłowy format email"}}',
    );
    expect(fieldErrorsOf(error)).toEqual({ email: 'Nieprawidłowy format email' });
    expect(fieldErrorsOf(new Error('500: x'))).toEqual({});
  });
});

describe('newRequestKey', () => {
  const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('is a new UUID v4 each time, also on a plain-HTTP page without crypto.randomUUID', () => {
    const keys = new Set(Array.from({ length: 50 }, newRequestKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(uuidV4);
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', {
      getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => real.getRandomValues(bytes),
    });
    const insecure = Array.from({ length: 50 }, newRequestKey);
    expect(new Set(insecure).size).toBe(50);
    for (const key of insecure) expect(key).toMatch(uuidV4);
  });
});
