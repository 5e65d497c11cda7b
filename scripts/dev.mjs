#!/usr/bin/env node
// `npm run dev`: the API (tsx watch), the shell's Vite dev server on 5173 (it proxies /api, /oidc,
// /mf and /microfrontends.json to the API) and one Vite dev server per area from 5174 up. The API
// answers the manifest with the areas' dev entries, so the shell loads them with hot reload.
// Open http://127.0.0.1:5173.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const viteBin = join(require.resolve('vite/package.json'), '..', 'bin', 'vite.js');
const tsxCli = join(require.resolve('tsx/package.json'), '..', 'dist', 'cli.mjs');

const HOST = '127.0.0.1';
const API_PORT = Number(process.env.PORT ?? 3000);
const SHELL_PORT = 5173;
const FIRST_AREA_PORT = 5174;
const shellOrigin = `http://${HOST}:${SHELL_PORT}`;

const colors = ['\x1b[36m', '\x1b[35m', '\x1b[33m', '\x1b[32m', '\x1b[34m', '\x1b[31m'];
const children = [];

function run(label, args, { cwd = root, env = {} } = {}) {
  const color = colors[children.length % colors.length];
  const prefix = `${color}${label.padEnd(9)}\x1b[0m│ `;
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, FORCE_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (stream, target) => {
    let pending = '';
    stream.on('data', (chunk) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(`${prefix}${line}\n`);
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}stopped (${signal ?? `exit ${code}`}); stopping the rest`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  // The API stops its embedded PostgreSQL on SIGTERM; give it a moment.
  setTimeout(() => process.exit(exitCode), 3000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function areas() {
  const { tsImport } = await import('tsx/esm/api');
  const { microfrontends, microfrontendBase } = await tsImport(
    '../domain/src/microfrontends.ts',
    import.meta.url,
  );
  return microfrontends
    .filter((area) => existsSync(join(root, `mf-${area.path}`, 'vite.config.ts')))
    .map((area, index) => {
      const port = FIRST_AREA_PORT + index;
      return {
        ...area,
        workspace: `mf-${area.path}`,
        port,
        entry: `http://${HOST}:${port}${microfrontendBase(area.path)}remoteEntry.js`,
      };
    });
}

const devAreas = await areas();
const entryOverrides = Object.fromEntries(
  devAreas.map((area) => [`MICROFRONTEND_${area.name.toUpperCase()}`, area.entry]),
);

run('api', [tsxCli, 'watch', '--clear-screen=false', 'api/src/main.ts'], {
  env: { PORT: String(API_PORT), HOST, PUBLIC_URL: shellOrigin, ...entryOverrides },
});
run('shell', [viteBin, '--port', String(SHELL_PORT), '--strictPort'], {
  cwd: join(root, 'shell'),
  env: { PPP_API_ORIGIN: `http://${HOST}:${API_PORT}` },
});
for (const area of devAreas) {
  run(area.workspace, [viteBin, '--port', String(area.port), '--strictPort'], {
    cwd: join(root, area.workspace),
    env: { PPP_SHELL_DEV_ORIGIN: shellOrigin, PPP_DEV_PORT: String(area.port) },
  });
}

console.log(
  `\nPPP dev: ${shellOrigin} (API on ${API_PORT}; ${devAreas.map((a) => `${a.workspace} on ${a.port}`).join(', ')})\n`,
);
