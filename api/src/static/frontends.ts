import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { type MicrofrontendManifest, microfrontendBase, microfrontends } from '@ppp/domain';
import type { Context, Next } from 'koa';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Paths that are never pages of the shell. */
const reserved = ['/api', '/oidc', '/mf/'];

export interface FrontendsOptions {
  /** The repository root holding shell/dist and mf-<x>/dist. */
  root: string;
  /** MICROFRONTEND_<NAME> overrides of the entry URLs, keyed by lower-case name. */
  entryOverrides: Record<string, string>;
}

/** The manifest the shell reads at start: every area's remote entry and active path prefixes. */
function microfrontendManifest(entryOverrides: Record<string, string>): MicrofrontendManifest {
  return {
    applications: microfrontends.map((area) => ({
      name: area.name,
      entry: entryOverrides[area.name] ?? `${microfrontendBase(area.path)}remoteEntry.js`,
      activeWhen: [...area.activeWhen],
    })),
  };
}

/** Origins other than ours that the manifest points at (for the Content-Security-Policy). */
export function foreignEntryOrigins(entryOverrides: Record<string, string>): string[] {
  return Object.values(entryOverrides).flatMap((entry) => {
    try {
      return [new URL(entry).origin];
    } catch {
      return [];
    }
  });
}

/**
 * Serves the built shell and areas: hashed assets immutable, index.html, remote entries and the
 * manifest no-cache; every other page path answers the shell's index.html (the shell routes it).
 */
export function serveFrontends({ root, entryOverrides }: FrontendsOptions) {
  const shellDist = resolve(root, 'shell', 'dist');
  const areaDists = new Map<string, string>(
    microfrontends.map((area) => [microfrontendBase(area.path), resolve(root, `mf-${area.path}`, 'dist')]),
  );

  const widgetsDist = resolve(root, 'widgets', 'dist');

  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    // The partner-site widgets (D15): loaded by any page, the chunks as cross-origin modules.
    if (ctx.path === '/widgets.js' || (ctx.path.startsWith('/widgets/') && ctx.path.endsWith('.js'))) {
      if (!sendFile(ctx, widgetsDist, ctx.path.slice(1))) return next();
      ctx.set('Access-Control-Allow-Origin', '*');
      ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
      return;
    }
    if (ctx.path === '/microfrontends.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = microfrontendManifest(entryOverrides);
      return;
    }
    for (const [base, dist] of areaDists) {
      if (ctx.path.startsWith(base)) {
        const relative = ctx.path.slice(base.length);
        if (!servedFromArea(relative) || !sendFile(ctx, dist, relative)) return next();
        return;
      }
    }
    if (reserved.some((prefix) => ctx.path.startsWith(prefix))) return next();
    if (ctx.path !== '/' && sendFile(ctx, shellDist, ctx.path.slice(1))) return;
    if (!existsSync(join(shellDist, 'index.html'))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'Interfejs nie został zbudowany: uruchom `npm run build` (lub `npm start`).';
      return;
    }
    // Page paths (no file extension) get the shell; a missing asset stays a 404.
    if (extname(ctx.path) && ctx.path !== '/') return next();
    sendFile(ctx, shellDist, 'index.html');
  };
}

/**
 * Only what a browser loads from a built area: its remote entry, its federation manifest and its
 * hashed assets; never the build's bookkeeping (mf-stats.json, .vite/manifest.json, index.html).
 */
const servedFromArea = (relative: string) =>
  relative === 'remoteEntry.js' || relative === 'mf-manifest.json' || /^assets\/[^/]+$/.test(relative);

/** Text assets are compressed at build time (scripts/build.mjs): brotli, else gzip, else as they are. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

function sendFile(ctx: Context, dist: string, relative: string): boolean {
  const file = normalize(join(dist, decodeSafe(relative)));
  if (!file.startsWith(dist + sep)) return false;
  let stats: ReturnType<typeof statSync>;
  try {
    stats = statSync(file);
  } catch {
    return false;
  }
  if (!stats.isFile()) return false;
  const hashed = relative.startsWith('assets/') || /[.-][\w]{8,}\.(js|css|mjs)$/.test(relative);
  const entryLike = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json)$/.test(relative);
  ctx.set('Cache-Control', hashed && !entryLike ? 'public, max-age=31536000, immutable' : 'no-cache');
  ctx.type = contentTypes[extname(file)] ?? 'application/octet-stream';
  ctx.lastModified = stats.mtime;
  // The smallest form the browser accepts that the build made (issue 16 §7).
  let sent = file;
  let size = stats.size;
  const accepted = ctx.acceptsEncodings() as string[];
  const variant = precompressed.find(({ encoding }) => accepted.includes(encoding));
  ctx.vary('Accept-Encoding');
  if (variant && existsSync(file + variant.suffix)) {
    sent = file + variant.suffix;
    size = statSync(sent).size;
    ctx.set('Content-Encoding', variant.encoding);
  }
  ctx.length = size;
  if (ctx.method === 'HEAD') ctx.status = 200;
  else ctx.body = createReadStream(sent);
  return true;
}

function decodeSafe(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return '\0';
  }
}
