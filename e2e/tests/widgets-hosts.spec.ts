// Issue 28, D24: the widgets on partner pages like real ones, served from ANOTHER origin by a small
// server started here: a strict CSP with exactly the entries the /partners guide lists (no style-src),
// Trusted Types enforced (`trusted-types 'none'`), a React 18 single-page site and a plain one inserting the element after load
// and setting `api-key` later (then leaving the route and coming back), a module-script loader, a tag
// manager's inserted script, two widgets on one page (unique landmark names, axe), `hidden` / a class /
// an inline `display` set by the host. Each renders, sends, fires `ppp-submitted` and logs no console
// error. Then the two setup mistakes: an origin not on the key and a CSP without our `connect-src`
// both show 'Formularz nie jest skonfigurowany dla tej strony' and log what to add.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/accessibility.ts';
import { expect, test, uniqueEmail } from '../support/fixtures.ts';
import { type SeededProduct, startSeededProduct } from '../support/seeded.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const NOT_CONFIGURED = 'Formularz nie jest skonfigurowany dla tej strony';

let seeded: SeededProduct;
let api: APIRequestContext;
let apiOrigin: string;
let hosts: { url: string; close: () => Promise<void> };
/** A key for the hosts' origin, and one whose allowed addresses do not include it. */
let key = '';
let foreignKey = '';
/** The guide's CSP entries ('script-src …', 'connect-src …'), read from /partners itself. */
let guideEntries: { script: string; connect: string };

/** The host pages' own script (from their own origin: `'self'`); DOM APIs only, for Trusted Types. */
const hostScript = `
const log = document.getElementById('events');
const seen = [];
for (const type of ['ppp-submitted', 'ppp-error']) {
  document.addEventListener(type, (event) => {
    seen.push(type + ': ' + JSON.stringify(event.detail));
    log.textContent = seen.join('\\n');
  });
}
const { mode, api, key } = document.body.dataset;
if (mode === 'spa') {
  // A single-page site: the element rendered after load, its key from the app's config a moment later.
  let form;
  window.addEventListener('load', () => {
    form = document.createElement('ppp-quote-form');
    document.getElementById('app').append(form);
    setTimeout(() => form.setAttribute('api-key', key), 500);
  });
  document.getElementById('leave').addEventListener('click', () => form.remove());
  document.getElementById('back').addEventListener('click', () => document.getElementById('app').append(form));
}
if (mode === 'tag-manager') {
  // What a tag manager does: a script element made and inserted by another script.
  const script = document.createElement('script');
  script.src = api + '/widgets.js';
  document.head.append(script);
}
if (mode === 'hidden') {
  document.getElementById('toggle').addEventListener('click', () => {
    const form = document.querySelector('ppp-quote-form');
    form.hidden = !form.hidden;
  });
}
`;

/** React 18's browser builds (React 19, the product's, ships none), served by the host as its own scripts. */
const require = createRequire(import.meta.url);
const umd = (pkg: string, file: string) =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), 'umd', file), 'utf8');
const react18 = () => ({
  '/react.js': umd('react18', 'react.production.min.js'),
  '/react-dom.js': umd('react-dom18', 'react-dom.production.min.js'),
});

/**
 * A React 18 single-page site: the widget rendered by a component after the app's start, its
 * `api-key` from the app's configuration a moment later (a state change), and a route change that
 * unmounts it and one that brings it back.
 */
const reactApp = `
const { createElement: h, useEffect, useState } = React;
function QuotePage({ apiKey }) {
  return h('section', null, h('h2', null, 'Zamów wycenę'), h('ppp-quote-form', apiKey ? { 'api-key': apiKey } : {}));
}
function App() {
  const [route, setRoute] = useState('quote');
  const [apiKey, setApiKey] = useState(null);
  useEffect(() => {
    const timer = setTimeout(() => setApiKey(document.body.dataset.key), 500);
    return () => clearTimeout(timer);
  }, []);
  return h('div', null,
    h('nav', null,
      h('button', { onClick: () => setRoute('about') }, 'O nas'),
      h('button', { onClick: () => setRoute('quote') }, 'Wycena')),
    route === 'quote' ? h(QuotePage, { apiKey }) : h('p', null, 'Budmax buduje od 1990 roku.'));
}
ReactDOM.createRoot(document.getElementById('app')).render(h(App));
`;

interface HostPage {
  csp?: string;
  mode?: string;
  head?: string;
  body: string;
}

/** The pages, by path; `key` is the key the page embeds. */
function hostPages(apiUrl: string, pageKey: string): Record<string, HostPage> {
  const loader = `<script src="${apiUrl}/widgets.js" async></script>`;
  const quoteForm = `<ppp-quote-form api-key="${pageKey}"></ppp-quote-form>`;
  const strict = `default-src 'none'; ${guideEntries.script} 'self'; ${guideEntries.connect}; base-uri 'none'; form-action 'none'`;
  return {
    '/strict': { csp: strict, body: `${loader}${quoteForm}` },
    '/trusted-types': {
      csp: `${strict}; require-trusted-types-for 'script'; trusted-types 'none'`,
      body: `${loader}${quoteForm}`,
    },
    '/spa': {
      csp: strict,
      mode: 'spa',
      body: `${loader}<div id="app"></div><button id="leave">Inna podstrona</button><button id="back">Wróć</button>`,
    },
    '/module': {
      csp: strict,
      body: `<script type="module" src="${apiUrl}/widgets.js"></script>${quoteForm}`,
    },
    '/tag-manager': { mode: 'tag-manager', body: quoteForm },
    '/react18': {
      csp: strict,
      body: `${loader}<div id="app"></div><script src="/react.js"></script><script src="/react-dom.js"></script><script src="/react-app.js"></script>`,
    },
    '/two': {
      csp: strict,
      body: `${loader}<h2>Wycena A</h2>${quoteForm}<h2>Wycena B</h2>${quoteForm}<h2>Badanie</h2><ppp-needs-assessment api-key="${pageKey}"></ppp-needs-assessment>`,
    },
    // The host's own stylesheet (its own style-src entry, not one the widgets need).
    '/hidden': {
      csp: `${strict}; style-src 'self'`,
      mode: 'hidden',
      head: '<link rel="stylesheet" href="/host.css">',
      body: `${loader}<button id="toggle">Pokaż / ukryj formularz</button>${quoteForm}`,
    },
    '/plain': { body: `${loader}${quoteForm}` },
    // The page's CSP lets our script in but not our API: connect-src falls back to default-src.
    '/no-connect': {
      csp: `default-src 'none'; ${guideEntries.script} 'self'`,
      body: `${loader}${quoteForm}`,
    },
  };
}

function startHosts(apiUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    if (url.pathname === '/host.js') {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(hostScript);
      return;
    }
    const scripts: Record<string, string> = { ...react18(), '/react-app.js': reactApp };
    if (scripts[url.pathname]) {
      response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8' });
      response.end(scripts[url.pathname]);
      return;
    }
    if (url.pathname === '/host.css') {
      response.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      response.end('.d-none{display:none!important}');
      return;
    }
    const pageKey = url.searchParams.get('key') ?? key;
    const page = hostPages(apiUrl, pageKey)[url.pathname];
    if (!page) {
      response.writeHead(url.pathname === '/favicon.ico' ? 204 : 404).end();
      return;
    }
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...(page.csp ? { 'Content-Security-Policy': page.csp } : {}),
    });
    response.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Strona partnera</title>${page.head ?? ''}</head>
<body data-mode="${page.mode ?? ''}" data-api="${apiUrl}" data-key="${pageKey}"><h1>Budmax — strona partnera</h1>
${page.body}
<pre id="events" aria-live="polite"></pre>
<script src="/host.js"></script></body></html>`);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The page's console errors and uncaught exceptions, from now on. */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** A visitor prices and sends a quote; the thank-you takes the focus and the host hears of it. */
async function sendQuote(page: Page, form: Locator) {
  await expect(form.getByRole('heading', { name: 'Zapytanie o wycenę' })).toBeVisible();
  await form.getByLabel('Sprzęt', { exact: false }).first().selectOption({ index: 1 });
  await expect(form.locator('[data-part="gross"]')).toContainText('zł');
  await form.getByLabel('Nazwa firmy').fill('Budmax Sp. z o.o.');
  await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
  const thanks = form.getByRole('status').filter({ hasText: 'Numer wyceny' });
  await expect(thanks).toContainText(/WYC\/\d{4}\/\d{4}/);
  await expect(thanks).toBeFocused();
  await expect(page.locator('#events')).toContainText('ppp-submitted');
}

test.beforeAll(async ({ browser }) => {
  seeded = await startSeededProduct(browser, { email: uniqueEmail('admin.hosts'), firstName: 'Anna' });
  api = seeded.api;
  apiOrigin = new URL(seeded.product.baseURL).origin;
  // The CSP entries exactly as the public guide lists them for this server.
  const guide = await (await api.get('/partners')).text();
  const entry = (directive: string) =>
    new RegExp(`<code>(${directive} [^<]+)</code>`).exec(guide)?.[1] ?? `${directive} (missing in /partners)`;
  guideEntries = { script: entry('script-src'), connect: entry('connect-src') };
  expect(guideEntries).toEqual({ script: `script-src ${apiOrigin}`, connect: `connect-src ${apiOrigin}` });

  hosts = await startHosts(seeded.product.baseURL);
  const created = await api.post('/api/admin/api-keys', {
    data: { name: `Hosty ${Date.now().toString(36)}`, permissions: ['*'], allowedOrigins: [hosts.url] },
  });
  expect(created.status()).toBe(201);
  key = (await created.json()).keyValue;
  const foreign = await api.post('/api/admin/api-keys', {
    data: {
      name: `Inna strona ${Date.now().toString(36)}`,
      permissions: ['*'],
      allowedOrigins: ['https://inna-strona.example'],
    },
  });
  expect(foreign.status()).toBe(201);
  foreignKey = (await foreign.json()).keyValue;
});

test.afterAll(async () => {
  await hosts?.close();
  await seeded?.stop();
});

test('a strict CSP page with exactly the guide’s entries (no style-src): renders styled, sends, no console error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/strict`);
  const form = page.locator('ppp-quote-form');
  // Styled without style-src: the accent on the send button comes from the adopted stylesheet.
  await expect(form.getByRole('button', { name: 'Wyślij zapytanie' })).toHaveCSS(
    'background-color',
    'rgb(29, 78, 216)',
  );
  await expect(form.locator('[lang="pl"]').first()).toBeAttached();
  await sendQuote(page, form);
  expect(errors).toEqual([]);
});

test('a page enforcing Trusted Types (trusted-types none): renders, sends, no console error', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/trusted-types`);
  await sendQuote(page, page.locator('ppp-quote-form'));
  expect(errors).toEqual([]);
});

test('a single-page site inserts the element after load and sets api-key later; leaving and coming back mounts it again', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/spa`);
  const form = page.locator('ppp-quote-form');
  await sendQuote(page, form);
  // No 401 on the way: the widget waited for its key.
  await expect(page.locator('#events')).not.toContainText('ppp-error');

  await page.getByRole('button', { name: 'Inna podstrona' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('button', { name: 'Wróć' }).click();
  // Mounted afresh: a new, empty form, not the old thank-you.
  await expect(form.getByRole('button', { name: 'Wyślij zapytanie' })).toBeVisible();
  await expect(form.getByLabel('Nazwa firmy')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a React 18 single-page site renders the widget after its start and gives it the key later; a route change unmounts and remounts it', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/react18`);
  expect(
    await page.evaluate(() => (window as unknown as { React: { version: string } }).React.version),
  ).toMatch(/^18\./);
  const form = page.locator('ppp-quote-form');
  await sendQuote(page, form);
  // No 401 on the way: the widget waited for the key React set after the first render.
  await expect(page.locator('#events')).not.toContainText('ppp-error');

  await page.getByRole('button', { name: 'O nas' }).click();
  await expect(form).toHaveCount(0);
  await page.getByRole('button', { name: 'Wycena' }).click();
  await expect(form.getByRole('button', { name: 'Wyślij zapytanie' })).toBeVisible();
  await expect(form.getByLabel('Nazwa firmy')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('loaded as a module script: the elements are defined, render and send', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/module`);
  await sendQuote(page, page.locator('ppp-quote-form'));
  expect(errors).toEqual([]);
});

test('loaded by a tag manager (a script inserted by another script): defined, renders, sends', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/tag-manager`);
  await sendQuote(page, page.locator('ppp-quote-form'));
  expect(errors).toEqual([]);
});

test('two quote forms and an assessment on one page: unique landmark names, both work, axe clean', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/two`);
  await expect(page.getByRole('form', { name: 'Zapytanie o wycenę', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Zapytanie o wycenę 2', exact: true })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Badanie potrzeb', exact: true })).toBeVisible();
  await expectAccessible(page);
  await sendQuote(page, page.locator('ppp-quote-form').nth(1));
  // The first form is untouched by the second's send.
  await expect(
    page.locator('ppp-quote-form').first().getByRole('button', { name: 'Wyślij zapytanie' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('the host hides and shows the widget: hidden, a class with display:none, an inline display', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/hidden`);
  const form = page.locator('ppp-quote-form');
  const send = form.getByRole('button', { name: 'Wyślij zapytanie' });
  await expect(send).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Pokaż / ukryj formularz' });
  await toggle.click();
  await expect(form).toBeHidden();
  await toggle.click();
  await expect(send).toBeVisible();

  await form.evaluate((element) => element.classList.add('d-none'));
  await expect(form).toBeHidden();
  await form.evaluate((element) => element.classList.remove('d-none'));
  await form.evaluate((element) => {
    (element as HTMLElement).style.display = 'none';
  });
  await expect(form).toBeHidden();
  await form.evaluate((element) => {
    (element as HTMLElement).style.display = 'inline-block';
  });
  await expect(form).toHaveCSS('display', 'inline-block');
  await sendQuote(page, form);
  expect(errors).toEqual([]);
});

test("an origin not on the key: 'Formularz nie jest skonfigurowany dla tej strony' and the origin to add in the console", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/plain?key=${encodeURIComponent(foreignKey)}`);
  await expect(page.locator('ppp-quote-form').getByRole('alert')).toHaveText(NOT_CONFIGURED);
  await expect(page.locator('#events')).toContainText('"code":"origin_not_allowed"');
  await expect.poll(() => errors.join('\n')).toContain(`Dodaj ${hosts.url} do dozwolonych adresów klucza`);
});

test('a CSP without our connect-src: the same text, and the entry to add in the console', async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await page.goto(`${hosts.url}/no-connect`);
  await expect(page.locator('ppp-quote-form').getByRole('alert')).toHaveText(NOT_CONFIGURED);
  await expect(page.locator('#events')).toContainText('"code":"csp_blocked"');
  await expect.poll(() => errors.join('\n')).toContain(`connect-src ${apiOrigin}`);
  await expect.poll(() => errors.join('\n')).toContain(`Dodaj do niej wpis „connect-src ${apiOrigin}”`);
});
