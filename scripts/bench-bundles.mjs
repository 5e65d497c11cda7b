#!/usr/bin/env node
// Bundle budgets, measured on the built files as a browser really loads them: Module Federation
// loads shared singletons at run time, so a static import graph would miss or overcount them.
// A small server serves shell/dist and mf-*/dist with a stubbed session; Chromium opens the
// pages; every file the server sent is gzipped from disk and summed.
//   shell first load: HTML + JS + CSS loaded to show the signed-in home page (and the landing)
//   each area's own code: what /mf/<area>/ sends when the area opens after the shell
//   (and, for information, the shell's own files that load with the first area: the federation
//   runtime and the parts of the shared packages the first screens do not use)
// BENCH_DETAIL=1 lists every file counted with its gzip size.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SHELL_BUDGET_KB = 200;
export const AREA_BUDGET_KB = 40;

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

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

const shellDist = join(root, 'shell', 'dist');

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
      entry: `${microfrontendBase(area.path)}remoteEntry.js`,
      activeWhen: [...area.activeWhen],
    }));
}

function fileIn(dist, relative) {
  const file = normalize(join(dist, decodeURIComponent(relative)));
  if (!file.startsWith(dist + sep) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Serves the built front ends; records every file sent, so a phase can be measured. */
function startServer(areas) {
  const state = { signedIn: true, served: new Set() };
  const manifest = JSON.stringify({
    applications: areas.map(({ name, entry, activeWhen }) => ({ name, entry, activeWhen })),
  });
  const send = (response, status, type, body) => {
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  };
  const sendFile = (response, file) => {
    state.served.add(file);
    send(response, 200, contentTypes[extname(file)] ?? 'application/octet-stream', readFileSync(file));
  };
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/microfrontends.json') return send(response, 200, contentTypes['.json'], manifest);
    if (pathname === '/api/auth/user') {
      return state.signedIn
        ? send(response, 200, contentTypes['.json'], JSON.stringify(benchUser))
        : send(response, 401, contentTypes['.json'], '{"message":"Unauthorized"}');
    }
    // Empty but well-formed answers: the home page's cards and the admin panel's lists render.
    if (pathname === '/api/users' || pathname === '/api/users/pending' || pathname === '/api/equipment') {
      return send(response, 200, contentTypes['.json'], '[]');
    }
    if (pathname === '/api/quotes') {
      return send(response, 200, contentTypes['.json'], '{"items":[],"total":0,"page":1,"pageSize":3}');
    }
    if (pathname.startsWith('/api/'))
      return send(response, 404, contentTypes['.json'], '{"message":"Nie znaleziono"}');
    const area = areas.find((candidate) => pathname.startsWith(candidate.base));
    if (area) {
      const file = fileIn(join(root, area.workspace, 'dist'), pathname.slice(area.base.length));
      return file ? sendFile(response, file) : send(response, 404, 'text/plain', 'not found');
    }
    const file = pathname === '/' ? null : fileIn(shellDist, pathname.slice(1));
    if (file) return sendFile(response, file);
    if (extname(pathname)) return send(response, 404, 'text/plain', 'not found');
    return sendFile(response, join(shellDist, 'index.html'));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        origin: `http://127.0.0.1:${port}`,
        state,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}

const gzipSize = (file) => gzipSync(readFileSync(file)).length;
const kB = (bytes) => bytes / 1000;
const sumGzip = (files) =>
  [...files].filter((file) => /\.(html|js|css)$/.test(file)).reduce((sum, file) => sum + gzipSize(file), 0);

function detail(files) {
  if (!process.env.BENCH_DETAIL) return;
  for (const file of [...files].sort())
    console.log(`  ${(gzipSize(file) / 1000).toFixed(1).padStart(6)} ${file.slice(root.length)}`);
}

function line(label, bytes, budgetKb) {
  const figure = kB(bytes);
  return `${label}: ${figure.toFixed(1)} kB gzip (budget ${budgetKb} kB) ${figure <= budgetKb ? 'OK' : 'OVER'}`;
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

/** Opens `path` in a fresh page and answers the files sent until the page settled. */
async function filesLoadedFor(browser, server, path, ready) {
  const page = await browser.newPage();
  try {
    server.state.served = new Set();
    await page.goto(server.origin + path, { waitUntil: 'networkidle' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    return { page, files: new Set(server.state.served) };
  } catch (error) {
    await page.close();
    throw error;
  }
}

/** Measures the built front ends; answers one line per budget: figure, budget, OK or OVER. */
export async function benchBundles() {
  if (!existsSync(join(shellDist, 'index.html'))) {
    throw new Error('shell/dist is missing: run `node scripts/build.mjs` first');
  }
  const areas = await areaManifest();
  const server = await startServer(areas);
  const browser = await launchChromium();
  const lines = [];
  try {
    const home = await filesLoadedFor(browser, server, '/', (page) =>
      page.getByRole('heading', { name: /^Witaj/ }).waitFor(),
    );
    detail(home.files);
    lines.push(line('shell first load, signed in (/)', sumGzip(home.files), SHELL_BUDGET_KB));

    let deferredShellFiles = null;
    for (const area of areas) {
      server.state.served = new Set();
      // A client-side navigation, as from the menu: only the area's files are new.
      await home.page.evaluate((path) => {
        window.history.pushState(null, '', path);
      }, area.activeWhen[0]);
      await home.page.locator(`[data-area="${area.name}"]`).waitFor();
      await home.page.waitForLoadState('networkidle');
      const own = [...server.state.served].filter((file) =>
        file.startsWith(join(root, area.workspace, 'dist')),
      );
      detail(own);
      lines.push(line(`${area.workspace} own code (${area.activeWhen[0]})`, sumGzip(own), AREA_BUDGET_KB));
      deferredShellFiles ??= [...server.state.served].filter((file) => file.startsWith(shellDist));
      await home.page.evaluate(() => window.history.pushState(null, '', '/'));
    }
    await home.page.close();
    if (deferredShellFiles) {
      detail(deferredShellFiles);
      const figure = kB(sumGzip(deferredShellFiles)).toFixed(1);
      lines.push(`shell files loaded with the first area (not in the first load): ${figure} kB gzip`);
    }

    server.state.signedIn = false;
    const landing = await filesLoadedFor(browser, server, '/', (page) =>
      page.getByRole('link', { name: 'Zaloguj się do systemu' }).waitFor(),
    );
    await landing.page.close();
    lines.push(line('shell first load, signed out (/)', sumGzip(landing.files), SHELL_BUDGET_KB));
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
