// Build-time Module Federation settings shared by the shell and every area (vite.config.ts).
// One list, so a host and a remote can never disagree on what is a singleton.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Loaded once in the browser: the host provides them, every area consumes the host's copy. */
export const sharedSingletons = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  '@tanstack/react-query',
  'react-router',
  'react-hook-form',
  'zod',
  'single-spa',
  '@ppp/domain',
  '@ppp/ui',
  // The platform is part of the kit; until the kit's index re-exports it, areas import it by path.
  '@ppp/ui/platform/index.ts',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; import?: false }>;

const packageNameOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/** Finds the installed version of a package by walking up from `fromDir`'s node_modules. */
function installedVersion(packageName: string, fromDir: string): string {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(packageName));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === packageName) return pkg.version;
    } catch {
      // no package.json at this level; keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${packageName}`);
    dir = parent;
  }
}

export type FederationRole = 'host' | 'area';

/**
 * The `shared` option of @module-federation/vite for a workspace at `workspaceDir`. The host
 * provides every singleton; an area only ever runs inside the host, so it ships no fallback copy
 * (`import: false`) — its bundle holds its own code only.
 */
export function sharedConfig(workspaceDir: string, role: FederationRole): SharedConfig {
  const config: SharedConfig = {};
  for (const specifier of sharedSingletons) {
    const version = installedVersion(packageNameOf(specifier), workspaceDir);
    config[specifier] = {
      singleton: true,
      requiredVersion: `^${version}`,
      ...(role === 'area' ? { import: false as const } : {}),
    };
  }
  return config;
}
