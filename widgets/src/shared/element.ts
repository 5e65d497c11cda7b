// What widgets.js calls when an element's code has loaded (D15, D24): the widget rendered into the
// element's shadow root with its stylesheet, in Polish, re-rendered when an attribute changes and
// unmounted when the element leaves the page.
import { render, type VNode } from 'preact';
import type { WidgetOptions } from './api.ts';
import { adoptStyles } from './styles.ts';

export interface MountedWidget {
  /** The element's attributes changed (an `api-key` set after insertion, another `api-url`). */
  update(options: WidgetOptions): void;
  /** The element left the page: Preact's tree is torn down, its effects cleaned up. */
  unmount(): void;
}

export type Mount = (host: HTMLElement, root: ShadowRoot, options: WidgetOptions) => MountedWidget;

/** Each element's number among the elements of its tag on the page, counted from 1 (its landmark name). */
const numbers = new WeakMap<HTMLElement, number>();
const counts: Record<string, number> = {};
export function instanceNumber(host: HTMLElement) {
  let number = numbers.get(host);
  if (!number) {
    number = (counts[host.localName] ?? 0) + 1;
    counts[host.localName] = number;
    numbers.set(host, number);
  }
  return number;
}

/**
 * The landmark's name, unique when two forms share a page (WCAG: two form landmarks need two names):
 * the first keeps its title, the next are numbered.
 */
export const landmarkName = (title: string, number: number) => (number > 1 ? `${title} ${number}` : title);

/** Renders `view` for the options into the shadow root; the view is keyed by the key and address. */
export function mountWidget(
  root: ShadowRoot,
  css: string,
  view: (options: WidgetOptions) => VNode,
  options: WidgetOptions,
): MountedWidget {
  root.replaceChildren();
  adoptStyles(root, css);
  const container = document.createElement('div');
  container.className = 'ppp';
  container.lang = 'pl';
  root.append(container);
  const show = (next: WidgetOptions) => render(view(next), container);
  show(options);
  return {
    update: show,
    unmount() {
      render(null, container);
      root.replaceChildren();
    },
  };
}
