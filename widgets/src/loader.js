// widgets.js (D15): defines <ppp-quote-form> and <ppp-needs-assessment>; each loads its own code
// the first time it is used. A classic script, so any page may include it with one tag.
(() => {
  const src = document.currentScript?.src;
  const chunks = __PPP_CHUNKS__;
  if (!src || !window.customElements) return;
  for (const tag in chunks) {
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        connectedCallback() {
          if (this.shadowRoot) return;
          const root = this.attachShadow({ mode: 'open' });
          const say = (text, role) => {
            root.innerHTML = `<p role="${role}" style="font:14px sans-serif;padding:16px">${text}</p>`;
          };
          say('Ładowanie formularza…', 'status');
          import(new URL(chunks[tag], src).href).then(
            (element) =>
              element.mount(this, root, {
                apiUrl: (this.getAttribute('api-url') || new URL(src).origin).replace(/\/+$/, ''),
                apiKey: this.getAttribute('api-key') || '',
              }),
            () => say('Nie udało się wczytać formularza. Odśwież stronę.', 'alert'),
          );
        }
      },
    );
  }
})();
