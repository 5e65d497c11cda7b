#!/usr/bin/env node
// The partner-site widgets' budget (D24), measured in Chromium on the path that renders and sends: a
// partner's page on another origin embeds one widget with the copied embed code; the visitor fills it
// in and sends it; every script the page loaded from us until the thank-you showed (widgets.js, the
// element, the shared chunk, anything prefetched or loaded on the way) counts with its gzip size
// (level 9, as the build's .gz copies the server sends). Budget: 13 312 bytes (13 KiB) per page.
// The built files are served by the product's own file serving; the public API is a stand-in
// answering as D16 / D24 do (CORS included), so no database is needed.
// BENCH_DETAIL=1 lists every script counted.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';

const root = fileURLToPath(new URL('..', import.meta.url));
export const WIDGET_BUDGET_BYTES = 13 * 1024;
const KEY = 'ppp_bench';

const equipment = [
  {
    id: 1,
    name: 'Nagrzewnica olejowa 30 kW',
    model: 'MASTER B 100',
    category: { id: 2, name: 'Nagrzewnice' },
    basePricePerDay: '95.00',
    availableQuantity: 4,
  },
];
const questions = [
  {
    id: 1,
    category: 'Informacje ogólne',
    question: 'Miejsce realizacji',
    type: 'text',
    position: 1,
    isRequired: false,
    isActive: true,
    categoryType: 'general',
    options: [],
  },
];
const answers = {
  'GET /equipment': [200, equipment],
  'POST /quotes/preview': [
    200,
    { totalNet: '950.00', vatRate: '23.00', vatAmount: '218.50', totalGross: '1168.50', currency: 'PLN' },
  ],
  'POST /quotes': [201, { id: 7, quoteNumber: 'WYC/2026/0042' }],
  'GET /needs-assessment/questions': [200, questions],
  'POST /needs-assessment': [201, { id: 3, responseNumber: 'BP/2026/0007' }],
};

/** widgets.js and its chunks as the product serves them, beside a stand-in of the public API v1. */
export async function startProduct() {
  const { tsImport } = await import('tsx/esm/api');
  const { serveFrontends } = await tsImport('../api/src/static/frontends.ts', import.meta.url);
  const app = new Koa();
  app.use(async (ctx, next) => {
    if (!ctx.path.startsWith('/api/public/v1/')) return next();
    const origin = ctx.get('Origin');
    if (origin) ctx.set('Access-Control-Allow-Origin', origin);
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      ctx.set('Access-Control-Allow-Headers', 'X-API-Key, Idempotency-Key, Content-Type');
      ctx.status = 204;
      return;
    }
    const [status, body] = answers[`${ctx.method} ${ctx.path.slice('/api/public/v1'.length)}`] ?? [
      404,
      { code: 'not_found', message: 'Nie znaleziono' },
    ];
    ctx.status = ctx.get('X-API-Key') === KEY ? status : 401;
    ctx.body = ctx.status === 401 ? { code: 'invalid_api_key', message: 'Nieprawidłowy klucz' } : body;
  });
  app.use(serveFrontends({ root, entryOverrides: {} }));
  return listen(app.callback());
}

/** A partner's page on another origin with one widget, embedded as the /partners guide says. */
export function startPartner(api) {
  return listen((request, response) => {
    const tag = new URL(request.url ?? '/', 'http://partner').searchParams.get('tag') ?? 'ppp-quote-form';
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="pl"><head><meta charset="utf-8"><title>Partner</title></head>
<body><script src="${api}/widgets.js" async></script><${tag} api-key="${KEY}"></${tag}></body></html>`);
  });
}

function listen(handler) {
  const server = createServer(handler);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

async function launchChromium() {
  const { chromium } = await import('playwright-core');
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].filter(Boolean);
  const executablePath = candidates.find((path) => existsSync(path));
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
}

/** The visitor's path in each widget: fill in what is needed, send, see the thank-you. */
const paths = {
  async 'ppp-quote-form'(page) {
    const form = page.locator('ppp-quote-form');
    await form.getByLabel('Sprzęt', { exact: false }).first().selectOption({ index: 1 });
    await form.locator('[data-part="gross"]').waitFor();
    await form.getByLabel('Nazwa firmy').fill('Budmax Sp. z o.o.');
    await form.getByRole('button', { name: 'Wyślij zapytanie' }).click();
    await form.getByText('Numer wyceny: WYC/2026/0042').waitFor();
  },
  async 'ppp-needs-assessment'(page) {
    const form = page.locator('ppp-needs-assessment');
    await form.getByLabel('Nazwa firmy').fill('Budmax Sp. z o.o.');
    await form.getByRole('button', { name: 'Następny' }).click();
    await form.getByLabel('Miejsce realizacji').fill('Gdańsk');
    await form.getByRole('button', { name: 'Wyślij badanie' }).click();
    await form.getByText('BP/2026/0007').waitFor();
  },
};

/** Opens the partner's page with `tag`, walks the path, answers the scripts loaded from `api`. */
async function scriptsLoaded(browser, partner, api, tag) {
  const page = await browser.newPage();
  const scripts = [];
  const pending = new Set();
  page.on('requestfinished', (request) => {
    const work = (async () => {
      const url = new URL(request.url());
      const response = await request.response();
      if (url.origin !== api || !response || !url.pathname.endsWith('.js')) return;
      scripts.push({ path: url.pathname, gzip: gzipSync(await response.body(), { level: 9 }).length });
    })();
    pending.add(work);
    work.finally(() => pending.delete(work));
  });
  try {
    await page.goto(`${partner}/?tag=${tag}`);
    await paths[tag](page);
    await page.waitForLoadState('networkidle');
    while (pending.size) await Promise.all([...pending]);
    return scripts;
  } finally {
    await page.close();
  }
}

/** One line per widget: the figure, the budget, OK or OVER. */
export async function benchWidgets() {
  if (!existsSync(join(root, 'widgets', 'dist', 'widgets.js'))) {
    throw new Error('widgets/dist is missing: run `node scripts/build.mjs widgets` first');
  }
  const product = await startProduct();
  const partner = await startPartner(product.origin);
  const browser = await launchChromium();
  const lines = [];
  try {
    for (const tag of Object.keys(paths)) {
      const scripts = await scriptsLoaded(browser, partner.origin, product.origin, tag);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      if (process.env.BENCH_DETAIL)
        for (const script of scripts) console.log(`  ${String(script.gzip).padStart(6)} gzip ${script.path}`);
      const parts = scripts.map((script) => `${script.path.replace(/^\/(widgets\/)?/, '')} ${script.gzip}`);
      lines.push(
        `<${tag}> page, render and send: ${total} bytes gzip (${parts.join(' + ')}) (budget ${WIDGET_BUDGET_BYTES} bytes, 13 KiB) ${total <= WIDGET_BUDGET_BYTES ? 'OK' : 'OVER'}`,
      );
    }
  } finally {
    await browser.close();
    await partner.close();
    await product.close();
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const lines = await benchWidgets();
    for (const text of lines) console.log(text);
    if (lines.some((text) => text.endsWith('OVER'))) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
