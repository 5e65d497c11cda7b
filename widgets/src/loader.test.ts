// widgets.js (D24) as a partner's page runs it: the elements defined when the script cannot name itself
// (a module script, a tag manager), attributes observed, unmounted when removed and mounted again when
// put back, and not one HTML string or `style` attribute on the way (strict CSP, Trusted Types).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as assessment from './needs-assessment.tsx';
import * as quoteForm from './quote-form.tsx';
import * as guidance from './shared/guidance.ts';
import { answer, button, press, stubApi, typeInto } from './test/widget.ts';

const API = 'https://wyceny.example.com';
const chunks = { 'ppp-quote-form': 'widgets/q.js', 'ppp-needs-assessment': 'widgets/a.js' };
const modules: Record<string, unknown> = {
  [`${API}/widgets/q.js`]: quoteForm,
  [`${API}/widgets/a.js`]: assessment,
  [`${API}/widgets/g.js`]: guidance,
};
/** What the loader imported, by address; an address in `failing` does not load. */
const imported: string[] = [];
const failing = new Set<string>();

/** Runs widgets.js's source as the build fills it in, its `import()` answered from `modules`. */
function runLoader() {
  const source = readFileSync(join(import.meta.dirname, 'loader.js'), 'utf8')
    .replace('__PPP_CHUNKS__', JSON.stringify(chunks))
    .replace('__PPP_GUIDANCE__', JSON.stringify('widgets/g.js'))
    .replace(/\bimport\(/g, 'importChunk(');
  new Function('importChunk', source)(async (url: string) => {
    imported.push(url);
    if (failing.has(url) || !(url in modules))
      throw new TypeError('Failed to fetch dynamically imported module');
    return modules[url];
  });
}

const equipment = [
  {
    id: 1,
    name: 'Nagrzewnica olejowa 30 kW',
    model: null,
    category: { id: 2, name: 'Nagrzewnice' },
    basePricePerDay: '95.00',
    availableQuantity: 4,
  },
];
const routes = {
  'GET /equipment': () => answer(equipment),
  'POST /quotes/preview': () =>
    answer({
      totalNet: '95.00',
      vatRate: '23.00',
      vatAmount: '21.85',
      totalGross: '116.85',
      currency: 'PLN',
    }),
  'POST /quotes': () => answer({ id: 7, quoteNumber: 'WYC/2026/0042' }, 201),
};

/** Every way of writing HTML or an inline style that a strict CSP or Trusted Types refuses. */
const sinks: string[] = [];
const restore: (() => void)[] = [];
function trap(prototype: object, name: string) {
  const own = Object.getOwnPropertyDescriptor(prototype, name);
  if (!own) return;
  Object.defineProperty(prototype, name, {
    ...own,
    ...(own.set
      ? {
          set(this: unknown, value: unknown) {
            sinks.push(name);
            own.set?.call(this, value);
          },
        }
      : {
          value(this: unknown, ...args: unknown[]) {
            if (name !== 'setAttribute' || String(args[0]).toLowerCase() === 'style') sinks.push(name);
            return (own.value as (...a: unknown[]) => unknown).apply(this, args);
          },
        }),
  });
  restore.push(() => Object.defineProperty(prototype, name, own));
}

beforeAll(() => {
  Element.prototype.scrollIntoView = vi.fn();
  for (const name of ['innerHTML', 'outerHTML', 'insertAdjacentHTML', 'setAttribute'])
    trap(Element.prototype, name);
  trap(ShadowRoot.prototype, 'innerHTML');
  trap(Document.prototype, 'write');
  // A tag manager's or a module script's case: no document.currentScript, only the <script> naming us.
  const script = document.createElement('script');
  script.setAttribute('src', `${API}/widgets.js`);
  script.type = 'text/plain';
  document.head.append(script);
  runLoader();
});
afterAll(() => {
  for (const undo of restore) undo();
});
afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  imported.length = 0;
  sinks.length = 0;
});

function insert(tag: string, attributes: Record<string, string> = {}) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element as HTMLElement & { shadowRoot: ShadowRoot };
}

describe('widgets.js: loading (D24)', () => {
  it('defines both elements without document.currentScript, from the <script> that names widgets.js', async () => {
    expect(document.currentScript).toBeNull();
    expect(customElements.get('ppp-quote-form')).toBeTruthy();
    expect(customElements.get('ppp-needs-assessment')).toBeTruthy();
    const fetchMock = stubApi(routes);
    const form = insert('ppp-quote-form', { 'api-key': 'ppp_test' });
    await vi.waitFor(() => expect(form.shadowRoot.querySelector('select')).toBeTruthy());
    expect(imported).toEqual([`${API}/widgets/q.js`]);
    // api-url defaults to the script's origin; the versioned public API (D24).
    expect(String(fetchMock.mock.calls[0][0])).toBe(`${API}/api/public/v1/equipment`);
  });

  it('including the script twice defines each element once', () => {
    expect(() => runLoader()).not.toThrow();
  });

  it('renders and sends with no HTML string and no style attribute (strict CSP, Trusted Types)', async () => {
    stubApi(routes);
    const form = insert('ppp-quote-form', { 'api-key': 'ppp_test' });
    const root = form.shadowRoot;
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    await typeInto(root.querySelector('select'), '1');
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');
    await press(button(root, 'Wyślij zapytanie'));
    await vi.waitFor(() => expect(root.querySelector('.ok')).toBeTruthy());
    expect(sinks).toEqual([]);
  });

  it('a chunk that does not load says so and fires ppp-error', async () => {
    failing.add(`${API}/widgets/a.js`);
    const errors: unknown[] = [];
    document.addEventListener('ppp-error', (event) => errors.push((event as CustomEvent).detail), {
      once: true,
    });
    const element = insert('ppp-needs-assessment', { 'api-key': 'ppp_test' });
    await vi.waitFor(() =>
      expect(element.shadowRoot.querySelector('[role=alert]')?.textContent).toBe(
        'Nie udało się wczytać formularza. Odśwież stronę.',
      ),
    );
    expect(errors).toEqual([{ status: 0, message: 'Nie udało się wczytać formularza. Odśwież stronę.' }]);
    failing.clear();
  });
});

describe('widgets.js: attributes and the element leaving the page (D24)', () => {
  it('waits for an api-key set after insertion, then works', async () => {
    const fetchMock = stubApi(routes);
    const form = insert('ppp-quote-form');
    await vi.waitFor(() => expect(form.shadowRoot.textContent).toContain('Ładowanie'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
    form.setAttribute('api-key', 'ppp_later');
    await vi.waitFor(() => expect(form.shadowRoot.querySelector('select')).toBeTruthy());
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('X-API-Key')).toBe('ppp_later');
  });

  it('a key changed after a 401 starts the widget afresh instead of staying refused', async () => {
    stubApi({
      ...routes,
      'GET /equipment': () =>
        answer({ code: 'invalid_api_key', message: 'Nieprawidłowy lub nieaktywny klucz API' }, 401),
    });
    const form = insert('ppp-quote-form', { 'api-key': 'ppp_old' });
    await vi.waitFor(() =>
      expect(form.shadowRoot.querySelector('[role=alert]')?.textContent).toContain('Nieprawidłowy'),
    );
    stubApi(routes);
    form.setAttribute('api-key', 'ppp_new');
    await vi.waitFor(() => expect(form.shadowRoot.querySelector('select')).toBeTruthy());
    expect(form.shadowRoot.querySelector('[role=alert]')).toBeNull();
  });

  it('unmounts when removed and mounts again when put back; a move keeps what was typed', async () => {
    stubApi(routes);
    const form = insert('ppp-quote-form', { 'api-key': 'ppp_test' });
    const root = form.shadowRoot;
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    await typeInto(root.querySelector('input[autocomplete=organization]'), 'Budimex S.A.');

    // A move (out and in again at once) is not a removal.
    const other = document.createElement('section');
    document.body.append(other);
    other.append(form);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.querySelector<HTMLInputElement>('input[autocomplete=organization]')?.value).toBe(
      'Budimex S.A.',
    );

    form.remove();
    await vi.waitFor(() => expect(root.childNodes).toHaveLength(0));

    document.body.append(form);
    await vi.waitFor(() => expect(root.querySelector('select')).toBeTruthy());
    expect(root.querySelector<HTMLInputElement>('input[autocomplete=organization]')?.value).toBe('');
  });
});

describe('widgets.js: a page set up wrongly (D24)', () => {
  it("logs the origin to add when the key refuses the page's origin; the guidance loads only then", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET /equipment': () =>
        answer({ code: 'origin_not_allowed', message: 'Niedozwolone źródło żądania' }, 403),
    });
    const form = insert('ppp-quote-form', { 'api-key': 'ppp_test' });
    await vi.waitFor(() =>
      expect(form.shadowRoot.querySelector('[role=alert]')?.textContent).toBe(
        'Formularz nie jest skonfigurowany dla tej strony',
      ),
    );
    await vi.waitFor(() => expect(logged).toHaveBeenCalledTimes(1));
    expect(imported).toContain(`${API}/widgets/g.js`);
    expect(String(logged.mock.calls[0][0])).toContain(
      `Dodaj ${location.origin} do dozwolonych adresów klucza`,
    );
  });
});
