// The widgets' own small stylesheet (D15): nothing leaks in or out of the shadow root; the host page
// may theme them only through --ppp-accent, --ppp-radius and --ppp-font (`all` leaves `direction`
// to the page: set here). The host's own rules win
// over :host (D24): `hidden`, a class or an inline `display` hide or lay out the element.

/** The accent's default: white text on it and it on white both pass 4.5:1 (WCAG AA). */
export const DEFAULT_ACCENT = '#1d4ed8';

/** One rule a line, joined without newlines (the minifier folds the concatenation into one string). */
export const baseCss =
  ':host{display:block}' +
  ':host([hidden]){display:none}' +
  `.ppp{all:initial;direction:ltr;--a:var(--ppp-accent,${DEFAULT_ACCENT});display:block;font:15px/1.5 var(--ppp-font,system-ui);color:#111;background:#fff;border:1px solid #ddd;border-radius:var(--ppp-radius,10px);padding:20px;max-width:720px}` +
  '*{box-sizing:border-box;font:inherit;color:inherit}' +
  'h2{font-size:19px;font-weight:700;margin:0}' +
  'p{margin:0}' +
  '.muted{color:#555;font-size:14px}' +
  'form,fieldset,.field{display:flex;flex-direction:column;gap:12px;margin:0;padding:0;border:0;min-width:0}' +
  '.field{gap:4px}' +
  'legend{font-weight:600;margin-bottom:8px;padding:0}' +
  '.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(200px,1fr));gap:12px}' +
  'label{font-size:14px;font-weight:500}' +
  '.req,.error{color:#b00}' +
  '.error{font-size:13px}' +
  'input,select,textarea{width:100%;padding:8px 10px;border:1px solid #777;border-radius:6px;background:#fff}' +
  '[type=checkbox],[type=radio]{width:auto;margin:0 8px 0 0;accent-color:var(--a)}' +
  '.choice{display:flex;align-items:center;font-weight:400}' +
  ':focus-visible{outline:3px solid var(--a);outline-offset:2px}' +
  '[aria-invalid=true]{border-color:#b00}' +
  'button{padding:9px 16px;border-radius:6px;border:1px solid var(--a);background:var(--a);color:#fff;font-weight:600;cursor:pointer}' +
  '.secondary{background:#fff;color:var(--a)}' +
  'button:disabled{opacity:.6}' +
  '.alert,.ok{padding:12px;border-radius:6px;background:#fee;color:#900}' +
  '.ok{background:#efe;color:#040;display:grid;gap:8px;justify-items:start}' +
  '.actions{display:flex;gap:8px;justify-content:space-between}';

const sheets = new Map<string, CSSStyleSheet>();

/**
 * Gives the shadow root the base stylesheet and the element's own rules: constructed sheets shared
 * by every instance (a page's CSP `style-src` does not apply to them, so partners add none), or a
 * <style> element where constructed sheets are missing. Never a `style` attribute.
 */
export function adoptStyles(root: ShadowRoot, own: string) {
  const texts = [baseCss, own];
  if ('adoptedStyleSheets' in root && 'replaceSync' in CSSStyleSheet.prototype) {
    root.adoptedStyleSheets = texts.map((text) => {
      let sheet = sheets.get(text);
      if (!sheet) {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        sheets.set(text, sheet);
      }
      return sheet;
    });
    return;
  }
  const style = document.createElement('style');
  style.textContent = texts.join('');
  root.append(style);
}
