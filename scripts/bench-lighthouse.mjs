#!/usr/bin/env node
// npm run bench (Lighthouse part, issue 16 §6): the built product with its demo data, signed in as
// its admin, audited by Lighthouse's desktop preset in Chromium on the home page, a list and a form.
// Targets: performance ≥ 95, accessibility 100. Build first (`npm run build`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const pages = [
  ['/', 'home'],
  ['/quotes', 'the equipment quotes list'],
  ['/create-quote', 'the new equipment quote form'],
];
const TARGETS = { performance: 95, accessibility: 100 };

const { tsImport } = await import('tsx/esm/api');
const { startProduct } = await tsImport('../e2e/support/product.ts', import.meta.url);
const { TestClient } = await tsImport('../api/src/test/client.ts', import.meta.url);
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const chromeLauncher = await import('chrome-launcher');

if (!existsSync(`${root}shell/dist/index.html`)) {
  console.error('lighthouse: shell/dist is missing: run `npm run build` first');
  process.exit(1);
}
const product = await startProduct({ SEED_DEMO: '1' });
const chromePath = [process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((path) => path && existsSync(path));
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
let failed = false;
try {
  const admin = new TestClient(product.baseURL);
  await admin.signIn('lighthouse.admin@example.com', { firstName: 'Lidia', lastName: 'Latarnia' });
  const cookie = [...admin.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  for (const [path, label] of pages) {
    const result = await lighthouse(
      `${product.baseURL}${path}`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        extraHeaders: { Cookie: cookie },
      },
      desktopConfig,
    );
    const scores = Object.fromEntries(
      Object.entries(TARGETS).map(([category]) => [
        category,
        Math.round((result.lhr.categories[category]?.score ?? 0) * 100),
      ]),
    );
    const ok = Object.entries(TARGETS).every(([category, target]) => scores[category] >= target);
    if (!ok) failed = true;
    const metric = (id) => result.lhr.audits[id]?.displayValue ?? '?';
    const metrics = `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`;
    if (process.env.BENCH_DETAIL) {
      for (const id of ['layout-shifts', 'layout-shift-elements', 'largest-contentful-paint-element']) {
        const items = result.lhr.audits[id]?.details?.items ?? [];
        for (const item of items) console.log(`  ${id}: ${JSON.stringify(item).slice(0, 1500)}`);
      }
    }
    const failing = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    console.log(
      `lighthouse ${path} (${label}, desktop, signed in): performance ${scores.performance} (target ≥ ${TARGETS.performance}), accessibility ${scores.accessibility} (target ${TARGETS.accessibility}); ${metrics} ${ok ? 'OK' : `OVER${failing.length ? ` — ${failing.join(', ')}` : ''}`}`,
    );
  }
} finally {
  await chrome.kill();
  await product.stop();
}
process.exit(failed ? 1 : 0);
