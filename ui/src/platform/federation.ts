// Build-time Module Federation settings shared by the shell and every area (vite.config.ts).
// One list, so a host and a remote can never disagree on what is a singleton.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** Loaded once in the browser: the shell provides them, every area consumes the shell's copy. */
const sharedSingletons = [
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
  // What every quote kind's screens share (D20), and the electrical and general-rental screens
  // (D14) as their own entry: shared, so no area's bundle carries them.
  '@ppp/quoting',
  '@ppp/quoting/departments/index.ts',
] as const;

type SharedConfig = Record<string, { singleton: true; requiredVersion: string; import: false }>;

const packageNameOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

/**
 * The installed version of a package: its package.json in the nearest node_modules above `fromDir`
 * (read directly: a package may export nothing to Node, as `@ppp/quoting` exports only under a
 * condition of its own).
 */
function installedVersion(packageName: string, fromDir: string): string {
  let dir = fromDir;
  for (;;) {
    try {
      const file = join(dir, 'node_modules', packageName, 'package.json');
      return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    } catch {
      // not installed at this level; keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the version of ${packageName}`);
    dir = parent;
  }
}

/**
 * The export conditions our builds resolve with besides Vite's own: `@ppp/quoting` exports only
 * under 'ppp-quoting', the condition the quote kinds' areas name in their tsconfig, so the typecheck
 * refuses it to the kit and to the other areas (D20) while every build and test can load it.
 */
export const workspaceConditions = ['ppp-quoting'];

export type FederationRole = 'area';

/**
 * The `shared` option of @module-federation/vite for an area at `workspaceDir`. An area only ever
 * runs inside the shell, which provides every singleton (see `providedSingletonsModule`), so it
 * ships no fallback copy (`import: false`): its bundle holds its own code only.
 */
export function sharedConfig(workspaceDir: string, _role: FederationRole = 'area'): SharedConfig {
  const config: SharedConfig = {};
  for (const specifier of sharedSingletons) {
    const version = installedVersion(packageNameOf(specifier), workspaceDir);
    config[specifier] = { singleton: true, requiredVersion: `^${version}`, import: false };
  }
  return config;
}

/** A singleton as the shell provides it: its installed version and the module its import loads. */
export interface ProvidedSingleton {
  specifier: (typeof sharedSingletons)[number];
  version: string;
  /** What the generated `import()` loads: the package itself, or a copy of its re-exporting entry. */
  importSource: string;
}

/** The versions the shell provides, found from its workspace at `workspaceDir`. */
export const providedVersions = (workspaceDir: string) =>
  sharedSingletons.map((specifier) => ({
    specifier,
    version: installedVersion(packageNameOf(specifier), workspaceDir),
  }));

/**
 * The source of the shell's `virtual:ppp/provided-singletons` module: one entry per singleton,
 * each loading its package with a dynamic `import()`. The shell provides them to the federation
 * runtime without loading them; a package loads when the shell's own code or an area first needs
 * it. Bundled with the shell's code, the import resolves to the very module instances the shell
 * itself uses, so areas and shell share one copy.
 */
export function providedSingletonsModule(singletons: readonly ProvidedSingleton[]): string {
  const entries = singletons.map(
    ({ specifier, version, importSource }) =>
      `  { name: ${JSON.stringify(specifier)}, version: ${JSON.stringify(version)}, load: () => import(${JSON.stringify(importSource)}) },`,
  );
  return `export const providedSingletons = [\n${entries.join('\n')}\n];\n`;
}
