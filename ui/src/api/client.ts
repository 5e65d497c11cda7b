import type { QueryFunction, QueryKey } from '@tanstack/react-query';

// The API client of spec-1 §7–8: JSON with cookies, and every non-OK answer raised as
// Error("<status>: <body text or status text>").

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error of a non-OK answer. Its message keeps the spec's "NNN: body" form. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** No answer at all: the server (or the network) cannot be reached. */
export class NetworkError extends Error {
  constructor(readonly method: HttpMethod) {
    // A change keeps what was typed: the form stays as it was, to be saved again.
    super(
      method === 'GET'
        ? 'Brak połączenia z serwerem.'
        : 'Brak połączenia z serwerem. Dane formularza zostały zachowane.',
    );
    this.name = 'NetworkError';
  }
}

/**
 * A new request's Idempotency-Key (a UUID v4): one per form, so the same form's save sent again
 * after a lost answer is recognised. `crypto.randomUUID` exists only on secure pages; a plain-HTTP
 * address on the company's network has `getRandomValues` alone.
 */
export function newRequestKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text().catch(() => '');
  throw new ApiError(response.status, text, response.statusText);
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/**
 * A request with the session cookie, answered OK: no answer at all is NetworkError (an abort stays
 * itself), a non-OK answer ApiError. What apiRequest and the kit's downloads (download.ts) send.
 */
export async function apiResponse(
  method: HttpMethod,
  url: string,
  init: RequestInit = {},
): Promise<Response> {
  const response = await fetch(url, { ...init, method, credentials: 'include' }).catch((error: unknown) => {
    // fetch rejects only when no answer came (offline, server down, connection cut).
    throw error instanceof DOMException && error.name === 'AbortError' ? error : new NetworkError(method);
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * Sends a request with the session cookie; a body is sent as JSON. Answers the parsed JSON body
 * (undefined for an empty answer such as 204) or throws ApiError.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  /** Extra request headers, e.g. If-Match with the version an edit started from. */
  headers?: Record<string, string>,
): Promise<T> {
  const response = await apiResponse(method, url, {
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return parseJson<T>(response);
}

/**
 * The URL a query key stands for: string and number segments joined with '/', e.g.
 * ['/api/quotes', 5] -> '/api/quotes/5'. A plain-object segment becomes the query string
 * (['/api/quotes', { page: 2, search: 'abc' }] -> '/api/quotes?page=2&search=abc'); empty values are left out.
 */
export function urlOfQueryKey(queryKey: QueryKey): string {
  const path: string[] = [];
  const params = new URLSearchParams();
  for (const segment of queryKey) {
    if (segment !== null && typeof segment === 'object') {
      for (const [name, value] of Object.entries(segment)) {
        if (value !== undefined && value !== null && value !== '') params.append(name, String(value));
      }
    } else if (segment !== undefined && segment !== null) {
      path.push(String(segment));
    }
  }
  const query = params.toString();
  return query ? `${path.join('/')}?${query}` : path.join('/');
}

/** The default query function: GET the URL of the query key and parse its JSON. */
export const getQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const response = await fetch(urlOfQueryKey(queryKey), {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    signal,
  });
  await throwIfNotOk(response);
  return parseJson(response);
};

const statusPrefix = /^(\d{3}): ?/;

/** The HTTP status of an API error, or undefined for any other error (network failure, bug). */
export function statusOf(error: unknown): number | undefined {
  if (error instanceof ApiError) return error.status;
  if (!(error instanceof Error)) return undefined;
  const match = statusPrefix.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The parsed JSON error body of an API error (D6: {message, errors}), or undefined. */
export function errorBodyOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof Error)) return undefined;
  const text = error instanceof ApiError ? error.body : error.message.replace(statusPrefix, '');
  if (statusOf(error) === undefined || text === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The server's message of an API error ({"message": "..."}), else the fallback. */
export function errorMessageOf(error: unknown, fallback: string): string {
  const message = errorBodyOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The per-field messages of a 400 answer ({"errors": {"field": "..."}}), empty when none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const errors = errorBodyOf(error)?.errors;
  if (errors === null || typeof errors !== 'object') return {};
  return Object.fromEntries(
    Object.entries(errors as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
