/**
 * The declarations styled-components wrote for an element's classes under a pseudo-class, e.g.
 * ':focus-visible' (jsdom cannot match :focus-visible itself, so tests read the rule).
 */
export function declarationsFor(element: Element, pseudo: string): string {
  const css = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  return Array.from(element.classList)
    .flatMap((name) => {
      const escaped = name.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&');
      return [...css.matchAll(new RegExp(`\\.${escaped}${pseudo}\\{([^}]*)\\}`, 'g'))].map((m) => m[1]);
    })
    .join(';');
}
