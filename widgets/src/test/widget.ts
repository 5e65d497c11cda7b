// Test helpers of the widgets: an element mounted in its own shadow root as widgets.js does, the
// public API answered by a stand-in `fetch` keyed 'METHOD /path', and the visitor's typing and clicks.
import { vi } from 'vitest';
import type { Mount } from '../shared/element.ts';

export const answer = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A stand-in `fetch` answering the public API's v1 paths (D24) from `routes` keyed 'METHOD /path'
 * (404 otherwise); a route may throw, as a network failure does.
 */
export function stubApi(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/api/public/v1', '');
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    return route ? route() : answer({ message: 'Nie znaleziono' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Mounts the element with `fetch` answering `routes` (see stubApi); answers its shadow root and the fetch. */
export function mountWidget(mount: Mount, routes: Record<string, () => Response>, tag = 'div') {
  const fetchMock = stubApi(routes);
  const host = document.createElement(tag);
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  const widget = mount(host, root, { apiUrl: 'https://wyceny.example.com', apiKey: 'ppp_test' });
  return { host, root, fetchMock, widget };
}

/** Preact renders a change a moment later: what the visitor does next sees it rendered. */
const rendered = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Types into a field as a visitor does (Preact listens to `input`; a select to `change`). */
export async function typeInto(field: HTMLInputElement | HTMLSelectElement | null, value: string) {
  if (!field) throw new Error('no such field');
  field.value = value;
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  await rendered();
}

/** Clicks a button, a box or a choice. */
export async function press(element: HTMLElement) {
  element.click();
  await rendered();
}

/** The button whose text is `text`. */
export function button(root: ShadowRoot, text: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((element) => element.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
}
