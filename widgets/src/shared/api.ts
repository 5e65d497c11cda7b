// The public API as a widget calls it (D15, D16): the key in `X-API-Key`, JSON both ways, the
// server's refusals kept with their status, message and field errors.

export interface WidgetOptions {
  apiUrl: string;
  apiKey: string;
}

export class WidgetError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** No answer at all: the network or the server is down. */
const NETWORK_MESSAGE = 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.';

export async function publicRequest<T>(
  options: WidgetOptions,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}/api/public${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-API-Key': options.apiKey,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new WidgetError(0, NETWORK_MESSAGE);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    throw new WidgetError(
      response.status,
      answer?.message || 'Nie udało się wysłać formularza. Spróbuj ponownie.',
      answer?.errors ?? {},
    );
  }
  return answer as T;
}

/** What the widget says when it cannot start: a refused key or origin (401, 403) means this page. */
export const startFailure = (error: WidgetError) =>
  error.status === 401 || error.status === 403
    ? `Formularz jest niedostępny na tej stronie: ${error.message}`
    : error.message;

/** An id for one submission, so a retried send never creates two records (D15). */
export const idempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** D15: `ppp-submitted` and `ppp-error`, bubbling out of the shadow root. */
export function announce(host: HTMLElement, type: 'ppp-submitted' | 'ppp-error', detail: unknown) {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

export function reportError(host: HTMLElement, error: unknown) {
  const status = error instanceof WidgetError ? error.status : 0;
  const message = error instanceof Error ? error.message : NETWORK_MESSAGE;
  announce(host, 'ppp-error', { status, message });
}
