// D24: a page set up wrongly is told apart from an outage, in the widget and in `ppp-error`.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from '../quote-form.tsx';
import { answer, mountWidget } from '../test/widget.ts';
import { explain } from './guidance.ts';

const alertOf = (root: ShadowRoot) => root.querySelector('[role=alert]')?.textContent;
const offline = () => {
  throw new TypeError('Failed to fetch');
};

let errors: unknown[] = [];
const record = (event: Event) => errors.push((event as CustomEvent).detail);
beforeEach(() => {
  errors = [];
  document.addEventListener('ppp-error', record);
});
afterEach(() => {
  document.removeEventListener('ppp-error', record);
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** What the browser fires when the page's CSP refuses a request (jsdom has no CSP of its own). */
function cspViolation(blockedURI: string, effectiveDirective = 'connect-src') {
  const event = new Event('securitypolicyviolation', { bubbles: true, composed: true });
  Object.assign(event, { blockedURI, effectiveDirective, violatedDirective: effectiveDirective });
  document.dispatchEvent(event);
}

describe('the widgets tell a page set up wrongly from an outage (D24)', () => {
  it("the key refusing the page's origin: 'Formularz nie jest skonfigurowany dla tej strony' and its code", async () => {
    const { root } = mountWidget(mount, {
      'GET /equipment': () =>
        answer({ code: 'origin_not_allowed', message: 'Niedozwolone źródło żądania' }, 403),
    });
    await vi.waitFor(() => expect(alertOf(root)).toBe('Formularz nie jest skonfigurowany dla tej strony'));
    expect(errors).toEqual([
      {
        status: 403,
        message: 'Formularz nie jest skonfigurowany dla tej strony',
        code: 'origin_not_allowed',
      },
    ]);
  });

  // Before the CSP case: a page's CSP does not change, so the widgets remember a blocked origin.
  it('a network failure (no violation for our origin) keeps the outage text', async () => {
    cspViolation('https://analytics.example.net/collect');
    cspViolation('https://wyceny.example.com/logo.png', 'img-src');
    const { root } = mountWidget(mount, { 'GET /equipment': offline });
    await vi.waitFor(() =>
      expect(alertOf(root)).toBe(
        'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
      ),
    );
    expect(errors).toEqual([
      {
        status: 0,
        message: 'Brak połączenia z serwerem. Sprawdź połączenie z internetem i spróbuj ponownie.',
        code: undefined,
      },
    ]);
  });

  it("the page's connect-src blocking our origin: the same text, code csp_blocked", async () => {
    const { root } = mountWidget(mount, {
      'GET /equipment': () => {
        cspViolation('https://wyceny.example.com/api/public/v1/equipment');
        return offline();
      },
    });
    await vi.waitFor(() => expect(alertOf(root)).toBe('Formularz nie jest skonfigurowany dla tej strony'));
    expect(errors).toEqual([
      { status: 0, message: 'Formularz nie jest skonfigurowany dla tej strony', code: 'csp_blocked' },
    ]);
  });

  it('another refusal keeps its own message and code', async () => {
    const { root } = mountWidget(mount, {
      'GET /equipment': () =>
        answer({ code: 'missing_scope', message: 'Klucz API nie ma uprawnienia quotes:create' }, 403),
    });
    await vi.waitFor(() =>
      expect(alertOf(root)).toBe(
        'Formularz jest niedostępny na tej stronie: Klucz API nie ma uprawnienia quotes:create',
      ),
    );
    expect(errors).toMatchObject([{ status: 403, code: 'missing_scope' }]);
  });
});

describe("the console guidance (loaded by widgets.js only after such a 'ppp-error')", () => {
  it('names the origin to add to the key, and the CSP entry to add, once each', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    explain('origin_not_allowed', 'https://wyceny.example.com', 'https://budmax.example');
    explain('origin_not_allowed', 'https://wyceny.example.com', 'https://budmax.example');
    explain('csp_blocked', 'https://wyceny.example.com', 'https://budmax.example');
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0][0]).toContain(
      'Dodaj https://budmax.example do dozwolonych adresów klucza (Administracja → Klucze API).',
    );
    expect(logged.mock.calls[1][0]).toContain('Dodaj do niej wpis „connect-src https://wyceny.example.com”.');
    expect(logged.mock.calls[1][0]).toContain('https://wyceny.example.com/partners');
  });
});
