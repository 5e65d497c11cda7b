#!/usr/bin/env node
// Bundle budgets, measured on the built files as a browser really loads them: Module Federation
// loads shared singletons at run time, so a static import graph would miss or overcount them.
// The product's own file serving (api/src/static/frontends.ts: brotli or gzip made at build time)
// answers beside a stubbed session; Chromium opens the pages; each HTML, JS and CSS answer counts
// twice: its body gzipped (the budgets' figure) and the bytes Chromium transferred (issue 16 §7).
//   shell first load: HTML + JS + CSS loaded to show the signed-in home page (and the landing)
//   each area's own code: what /mf/<area>/ sends when the area opens after the shell
//   (and, for information, the shell's own files that load with the first area: the federation
//   runtime and the parts of the shared packages the first screens do not use)
// BENCH_DETAIL=1 lists every file counted with its gzip size.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import Koa from 'koa';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SHELL_BUDGET_KB = 200;
export const AREA_BUDGET_KB = 40;

const benchUser = {
  id: 1,
  email: 'admin@example.com',
  firstName: 'Anna',
  lastName: 'Nowak',
  profileImageUrl: null,
  role: 'admin',
  isApproved: true,
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

async function areaManifest() {
  const { tsImport } = await import('tsx/esm/api');
  const { microfrontends, microfrontendBase } = await tsImport(
    '../domain/src/microfrontends.ts',
    import.meta.url,
  );
  return microfrontends
    .filter((area) => existsSync(join(root, `mf-${area.path}`, 'dist', 'remoteEntry.js')))
    .map((area) => ({
      name: area.name,
      workspace: `mf-${area.path}`,
      base: microfrontendBase(area.path),
      activeWhen: [...area.activeWhen],
    }));
}

/** The product's file serving behind a stubbed session (no database). */
async function startServer() {
  const { tsImport } = await import('tsx/esm/api');
  const { serveFrontends } = await tsImport('../api/src/static/frontends.ts', import.meta.url);
  const state = { signedIn: true };
  const app = new Koa();
  app.use(async (ctx, next) => {
    const json = (status, body) => {
      ctx.status = status;
      ctx.body = body;
    };
    if (ctx.path === '/api/auth/user') {
      return state.signedIn ? json(200, benchUser) : json(401, { message: 'Unauthorized' });
    }
    // Empty but well-formed answers: the home page's cards and the admin panel's lists render.
    if (['/api/users', '/api/users/pending', '/api/equipment'].includes(ctx.path)) return json(200, []);
    if (ctx.path === '/api/quotes') return json(200, { items: [], total: 0, page: 1, pageSize: 3 });
    if (ctx.path.startsWith('/api/')) return json(404, { message: 'Nie znaleziono' });
    return next();
  });
  app.use(serveFrontends({ root, entryOverrides: {} }));
  return new Promise((resolve) => {
    const server = app.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        state,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

/**
 * Records every HTML, JS and CSS answer a page gets: its path, its body gzipped, and the bytes
 * Chromium transferred for it (headers and the body as sent, compressed or not).
 */
function recordAnswers(page, origin) {
  const answers = [];
  const pending = new Set();
  page.on('requestfinished', (request) => {
    const work = (async () => {
      const response = await request.response();
      const url = new URL(request.url());
      if (!response || url.origin !== origin || !/\.(js|css)$|^\/$|^\/[^.]*$/.test(url.pathname)) return;
      const type = response.headers()['content-type'] ?? '';
      if (!/html|javascript|css/.test(type)) return;
      const sizes = await request.sizes();
      answers.push({
        path: url.pathname,
        gzip: gzipSync(await response.body()).length,
        transferred: sizes.responseHeadersSize + sizes.responseBodySize,
      });
    })();
    pending.add(work);
    work.finally(() => pending.delete(work));
  });
  return {
    answers,
    settled: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    take() {
      return answers.splice(0, answers.length);
    },
  };
}

const kB = (bytes) => bytes / 1000;
const sum = (answers, key) => answers.reduce((total, answer) => total + answer[key], 0);

function detail(answers) {
  if (!process.env.BENCH_DETAIL) return;
  for (const answer of [...answers].sort((a, b) => a.path.localeCompare(b.path)))
    console.log(
      `  ${(answer.gzip / 1000).toFixed(1).padStart(6)} gzip ${(answer.transferred / 1000).toFixed(1).padStart(6)} sent ${answer.path}`,
    );
}

function line(label, answers, budgetKb) {
  const figure = kB(sum(answers, 'gzip'));
  const sent = kB(sum(answers, 'transferred'));
  return `${label}: ${figure.toFixed(1)} kB gzip (budget ${budgetKb} kB), ${sent.toFixed(1)} kB transferred by Chromium ${figure <= budgetKb ? 'OK' : 'OVER'}`;
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

/** Opens `path` in a fresh page and answers what it loaded until the page settled. */
async function loadedFor(browser, server, path, ready) {
  const page = await browser.newPage();
  const recorder = recordAnswers(page, server.origin);
  try {
    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    await recorder.settled();
    return { page, recorder, answers: recorder.take() };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Measures the built front ends; answers one line per budget: figure, budget, OK or OVER. */
export async function benchBundles() {
  if (!existsSync(join(root, 'shell', 'dist', 'index.html'))) {
    throw new Error('shell/dist is missing: run `node scripts/build.mjs` first');
  }
  const areas = await areaManifest();
  const server = await startServer();
  const browser = await launchChromium();
  const lines = [];
  try {
    const home = await loadedFor(browser, server, '/', (page) =>
      page.getByRole('heading', { name: /^Witaj/ }).waitFor(),
    );
    detail(home.answers);
    lines.push(line('shell first load, signed in (/)', home.answers, SHELL_BUDGET_KB));

    let deferredShell = null;
    for (const area of areas) {
      // A client-side navigation, as from the menu: only the area's files are new.
      await home.page.evaluate((path) => {
        window.history.pushState(null, '', path);
      }, area.activeWhen[0]);
      await home.page.locator(`[data-area="${area.name}"]`).waitFor();
      await home.page.waitForLoadState('networkidle');
      await home.recorder.settled();
      const loaded = home.recorder.take();
      const own = loaded.filter((answer) => answer.path.startsWith(area.base));
      detail(own);
      lines.push(line(`${area.workspace} own code (${area.activeWhen[0]})`, own, AREA_BUDGET_KB));
      deferredShell ??= loaded.filter((answer) => !answer.path.startsWith('/mf/'));
      await home.page.evaluate(() => window.history.pushState(null, '', '/'));
    }
    await home.page.close();
    if (deferredShell) {
      detail(deferredShell);
      lines.push(
        `shell files loaded with the first area (not in the first load): ${kB(sum(deferredShell, 'gzip')).toFixed(1)} kB gzip, ${kB(sum(deferredShell, 'transferred')).toFixed(1)} kB transferred by Chromium`,
      );
    }

    // Each area opened as the first page (a bookmark): the shell and the area together.
    for (const area of areas) {
      const direct = await loadedFor(browser, server, area.activeWhen[0], (page) =>
        page.locator(`[data-area="${area.name}"]`).waitFor(),
      );
      await direct.page.close();
      lines.push(
        `first load of ${area.activeWhen[0]}, signed in: ${kB(sum(direct.answers, 'transferred')).toFixed(1)} kB transferred by Chromium (${kB(sum(direct.answers, 'gzip')).toFixed(1)} kB gzip)`,
      );
    }

    server.state.signedIn = false;
    const landing = await loadedFor(browser, server, '/', (page) =>
      page.getByRole('link', { name: 'Zaloguj się do systemu' }).waitFor(),
    );
    await landing.page.close();
    lines.push(line('shell first load, signed out (/)', landing.answers, SHELL_BUDGET_KB));
  } finally {
    await browser.close();
    await server.close();
  }
  return lines;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  try {
    const lines = await benchBundles();
    for (const text of lines) console.log(text);
    if (lines.some((text) => text.endsWith('OVER'))) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
