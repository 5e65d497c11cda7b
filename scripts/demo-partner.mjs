#!/usr/bin/env node
// A partner's web page on another origin (issue 14, D15): embeds both widgets with a key, so anybody
// can see the embed working in a minute.
//   npm run demo:partner                       http://127.0.0.1:4400 (asks for a key)
//   http://127.0.0.1:4400/?key=ppp_…&api=http://127.0.0.1:3000
// Create the key at /admin/api-keys with http://127.0.0.1:4400 among its allowed addresses.
// ?hostile=1 adds a page stylesheet that tries to break the widgets (`* { all: unset }`, hidden buttons,
// right-to-left italic text in 5 px).
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function partnerPage({ key, api, hostile }) {
  const widgets = key
    ? `<script src="${escapeHtml(api)}/widgets.js" async></script>
<section><h2>Zapytaj o wycenę</h2><ppp-quote-form api-key="${escapeHtml(key)}" api-url="${escapeHtml(api)}"></ppp-quote-form></section>
<section><h2>Badanie potrzeb</h2><ppp-needs-assessment api-key="${escapeHtml(key)}" api-url="${escapeHtml(api)}"></ppp-needs-assessment></section>
<p id="events" aria-live="polite"></p>
<script>
for (const type of ['ppp-submitted', 'ppp-error']) {
  document.addEventListener(type, (event) => {
    document.getElementById('events').textContent = type + ': ' + JSON.stringify(event.detail);
  });
}
</script>`
    : `<form method="get"><label>Klucz API <input name="key" size="60" required></label>
<label>Adres systemu <input name="api" value="${escapeHtml(api)}" size="40"></label> <button>Pokaż formularze</button></form>
<p>Klucz utworzysz w systemie na stronie <code>/admin/api-keys</code>; dodaj do jego dozwolonych adresów adres tej strony.</p>`;
  return `<!doctype html>
<html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Budmax — wynajem dla budownictwa (strona partnera)</title>
<style>
body{font-family:Georgia,serif;max-width:880px;margin:0 auto;padding:24px;background:#fafaf7;color:#222}
header{border-bottom:3px solid #c2410c;margin-bottom:24px}
section{margin:32px 0}
ppp-quote-form,ppp-needs-assessment{--ppp-accent:#c2410c;--ppp-radius:4px}
${hostile ? '* { all: unset } button { display: none !important } input { display: none } body { direction: rtl; font-style: italic; line-height: .6 } ppp-quote-form { font-size: 5px }' : ''}
</style></head>
<body><header><h1>Budmax — sprzęt dla Twojej budowy</h1><p>Strona partnera z osadzonymi formularzami PPP.</p></header>
${widgets}
</body></html>`;
}

/** Starts the page's server; answers its address. */
export function startDemoPartner({ port = 4400, host = '127.0.0.1', api = 'http://127.0.0.1:3000' } = {}) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    if (url.pathname !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(
      partnerPage({
        key: url.searchParams.get('key') ?? '',
        api: (url.searchParams.get('api') || api).replace(/\/+$/, ''),
        hostile: url.searchParams.get('hostile') === '1',
      }),
    );
  });
  return new Promise((resolve) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PPP_DEMO_PORT ?? 4400);
  const api = process.env.PUBLIC_URL ?? 'http://127.0.0.1:3000';
  const { url } = await startDemoPartner({ port, api });
  console.log(`Strona partnera: ${url}  (klucz z /admin/api-keys, z ${url} w dozwolonych adresach)`);
}
