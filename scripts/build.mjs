#!/usr/bin/env node
// Builds the front ends with Vite: the shell, every micro-frontend (mf-*) and the partner-site
// widgets, one after another.
//   node scripts/build.mjs             build all
//   node scripts/build.mjs --missing   build only those without a complete dist/
//   node scripts/build.mjs shell       build the named workspaces
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitePackage = createRequire(join(root, 'package.json')).resolve('vite/package.json');
const viteBin = join(vitePackage, '..', 'bin', 'vite.js');

/** The front-end workspaces: the shell first, then every area that has a Vite config. */
export function frontEndWorkspaces() {
  const areas = readdirSync(root)
    .filter((name) => name.startsWith('mf-') && existsSync(join(root, name, 'vite.config.ts')))
    .sort();
  return ['shell', ...areas, 'widgets'];
}

/** The file whose presence means a workspace's build finished. */
const markers = { shell: 'index.html', widgets: 'widgets.js' };
const builtMarker = (workspace) => join(root, workspace, 'dist', markers[workspace] ?? 'remoteEntry.js');

export const isBuilt = (workspace) => existsSync(builtMarker(workspace));

function viteBuild(workspace) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
      cwd: join(root, workspace),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) {
        console.log(`built ${workspace} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        reject(new Error(`vite build of ${workspace} failed (exit ${code}):\n${output}`));
      }
    });
  });
}

const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text asset of a build, so the API sends
 * them compressed without compressing per request (issue 16 §7).
 */
export function compressDist(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) compressDist(path);
    else if (compressible.test(entry.name) && statSync(path).size > 512) {
      const content = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  }
}

/**
 * Builds the front ends. `missingOnly` skips those already built; `only` limits to named workspaces.
 * Answers the names it built.
 */
export async function buildFrontEnds({ missingOnly = false, only } = {}) {
  const targets = frontEndWorkspaces().filter(
    (workspace) => (!only?.length || only.includes(workspace)) && !(missingOnly && isBuilt(workspace)),
  );
  // One at a time: the federation plugin writes its virtual share modules into a folder the
  // builds share, and parallel builds were seen to read each other's half-written modules.
  for (const workspace of targets) {
    try {
      await viteBuild(workspace);
    } catch (error) {
      // The federation plugin has been seen, rarely and only under load, to miss a named export of
      // a shared workspace package (MISSING_EXPORT); the same build passes when run again.
      if (!String(error?.message).includes('MISSING_EXPORT')) throw error;
      console.warn(`vite build of ${workspace} missed a shared export; building it once more`);
      await viteBuild(workspace);
    }
    compressDist(join(root, workspace, 'dist'));
  }
  return targets;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const missingOnly = args.includes('--missing');
  const only = args.filter((arg) => !arg.startsWith('--'));
  try {
    const built = await buildFrontEnds({ missingOnly, only });
    if (built.length === 0) console.log('front ends already built');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
