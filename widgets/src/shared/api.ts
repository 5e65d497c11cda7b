// The public API as a widget calls it (D15, D16, D24): version 1, the key in `X-API-Key`, JSON both
// ways, the server's refusals kept with their status, code, message and field errors. A page set up
// wrongly (its origin not on the key, its CSP blocking us) is told apart from an outage; widgets.js
// logs what to add when `ppp-error` carries such a code (shared/guidance.ts).

export interface WidgetOptions {
  apiUrl: string;
  apiKey: string;
}

export class WidgetError extends Error {
  // Assigned, not parameter properties: those compile to a class-field helper (the budget).
  declare readonly status: number;
  declare readonly errors: Record<string, string>;
  /** D24's machine-readable code; `csp_blocked` when the page's CSP stopped the request. */
  declare readonly code?: string;
  constructor(status: number, message: string, errors: Record<string, string> = {}, code?: string) {
    super(message);
    Object.assign(this, { status, errors, code });
  }
}

/** No answer at all: the network or the server is down. */
const NETWORK_MESSAGE = 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.';
/** D24: the page's origin is not on the key, or its CSP does not let the widget reach us. */
export const NOT_CONFIGURED = 'Formularz nie jest skonfigurowany dla tej strony';

/** Origins the page's `connect-src` blocked (the `securitypolicyviolation` events seen so far). */
const blocked = new Set<string>();
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};
document.addEventListener('securitypolicyviolation', (event) => {
  if (event.effectiveDirective === 'connect-src') blocked.add(originOf(event.blockedURI));
});

/** The violation event and the failed fetch arrive in either order: a moment for the event. */
const blockedByCsp = (origin: string) =>
  new Promise<boolean>((resolve) => setTimeout(() => resolve(blocked.has(origin)), 250));

export async function publicRequest<T>(
  options: WidgetOptions,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  const apiOrigin = originOf(options.apiUrl);
  let response: Response;
  try {
    response = await fetch(`${options.apiUrl}/api/public/v1${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'X-API-Key': options.apiKey,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    if (await blockedByCsp(apiOrigin)) {
      throw new WidgetError(0, NOT_CONFIGURED, {}, 'csp_blocked');
    }
    throw new WidgetError(0, NETWORK_MESSAGE);
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    // D24: every refusal carries CORS headers and its code, so the widget reads an origin's refusal
    // (the same server serves widgets.js and the API, so no older answer shape is met).
    const code: string | undefined = answer?.code;
    if (code === 'origin_not_allowed') throw new WidgetError(response.status, NOT_CONFIGURED, {}, code);
    throw new WidgetError(
      response.status,
      answer?.message || 'Nie udało się wysłać formularza. Spróbuj ponownie.',
      answer?.errors ?? {},
      code,
    );
  }
  return answer as T;
}

/** What the widget says when it cannot start: a refused key (401, 403) means this page. */
export const startFailure = (error: WidgetError) =>
  (error.status === 401 || error.status === 403) && error.code !== 'origin_not_allowed'
    ? `Formularz jest niedostępny na tej stronie: ${error.message}`
    : error.message;

/** An id for one submission, so a retried send never creates two records (D15). */
export const idempotencyKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** D15: `ppp-submitted` and `ppp-error`, bubbling out of the shadow root. */
export function announce(host: HTMLElement, type: 'ppp-submitted' | 'ppp-error', detail: unknown) {
  host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

/** `ppp-error`'s detail: the status (0 without an answer), the message shown, D24's code when known. */
export function reportError(host: HTMLElement, error: unknown) {
  const status = error instanceof WidgetError ? error.status : 0;
  const message = error instanceof Error ? error.message : NETWORK_MESSAGE;
  const code = error instanceof WidgetError ? error.code : undefined;
  announce(host, 'ppp-error', { status, message, code });
}
