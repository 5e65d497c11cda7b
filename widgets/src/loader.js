// widgets.js (D15, D24): defines <ppp-quote-form> and <ppp-needs-assessment>; each loads its own code
// the first time it is used. A classic script that also runs as a module script or inserted by a tag
// manager; DOM APIs only (no HTML strings, no Trusted Types policy), so it works under a strict CSP
// and `require-trusted-types-for 'script'; trusted-types 'none'`.
(() => {
  const chunks = __PPP_CHUNKS__;
  const guidance = __PPP_GUIDANCE__;
  if (!window.customElements) return;
  // Where this script came from, for its chunks and the default API address: document.currentScript
  // is null in a module script and may be for a tag manager's insertion; then the <script> naming
  // widgets.js (static, module or inserted) tells.
  const src = document.currentScript?.src || document.querySelector('script[src*="/widgets.js"]')?.src;
  if (!src) return;
  const origin = new URL(src).origin;
  const load = (file) => import(new URL(file, src).href);
  const say = (root, text, role) => {
    const line = document.createElement('p');
    line.setAttribute('role', role);
    line.lang = 'pl';
    line.textContent = text;
    root.replaceChildren(line);
  };
  // D24: a page set up wrongly gets told in the console what to add; that text loads only then.
  const explain = (event) => {
    const code = event.detail?.code;
    if (code === 'origin_not_allowed' || code === 'csp_blocked') {
      const api = new URL(event.currentTarget.options().apiUrl).origin;
      load(guidance).then((module) => module.explain(code, api, location.origin));
    }
  };

  for (const tag in chunks) {
    if (customElements.get(tag)) continue;
    let code;
    customElements.define(
      tag,
      class extends HTMLElement {
        constructor() {
          super();
          this.addEventListener('ppp-error', explain);
        }
        static observedAttributes = ['api-key', 'api-url'];
        options() {
          return {
            apiUrl: (this.getAttribute('api-url') || origin).replace(/\/+$/, ''),
            apiKey: this.getAttribute('api-key') || '',
          };
        }
        // `widget`: the promise of the mounted widget (its `update` and `unmount`), while on the page.
        connectedCallback() {
          // Moved within the page (disconnected, then connected again at once): still mounted.
          if (this.widget) return;
          const root = this.shadowRoot || this.attachShadow({ mode: 'open' });
          say(root, 'Ładowanie formularza…', 'status');
          code = code || load(chunks[tag]);
          this.widget = code.then(
            (element) => element.mount(this, root, this.options()),
            () => {
              code = this.widget = null;
              const message = 'Nie udało się wczytać formularza. Odśwież stronę.';
              say(root, message, 'alert');
              this.dispatchEvent(
                new CustomEvent('ppp-error', {
                  detail: { status: 0, message },
                  bubbles: true,
                  composed: true,
                }),
              );
            },
          );
        }
        disconnectedCallback() {
          queueMicrotask(() => {
            if (this.isConnected || !this.widget) return;
            this.widget.then((widget) => widget?.unmount());
            this.widget = null;
          });
        }
        attributeChangedCallback(_name, before, after) {
          if (before !== after) this.widget?.then((widget) => widget?.update(this.options()));
        }
      },
    );
  }
})();
