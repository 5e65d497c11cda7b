// Build-time helpers for the Vite configs of the shell and the areas.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, parseAst } from 'vite';
import { providedSingletonsModule, providedVersions } from './federation.ts';

const LOCALES_ID = '\0ppp:zod-locales';
const zodLocalesImporter = /[\\/]zod[\\/]v4[\\/](classic[\\/]external|core[\\/]index)\.js$/;

/**
 * zod re-exports its ~40 message locales. A federation singleton cannot be tree-shaken (every
 * export stays reachable), so they would all ship to the browser; we keep Polish and English
 * only (the same idea as moment's locale filtering). Messages of our schemas are our own anyway.
 */
export function zodWithoutForeignLocales(): Plugin {
  let localesDir = '';
  return {
    name: 'ppp:zod-without-foreign-locales',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== '../locales/index.js' || !importer || !zodLocalesImporter.test(importer)) return null;
      localesDir = join(dirname(importer), '..', 'locales');
      return LOCALES_ID;
    },
    load(id) {
      if (id !== LOCALES_ID) return null;
      return [
        `export { default as en } from ${JSON.stringify(join(localesDir, 'en.js'))};`,
        `export { default as pl } from ${JSON.stringify(join(localesDir, 'pl.js'))};`,
      ].join('\n');
    },
  };
}

const PROVIDED_SINGLETONS_ID = 'virtual:ppp/provided-singletons';
const PROVIDED_COPY_QUERY = '?ppp-provided';

/**
 * True when a module only re-exports (a package's index): importing a copy of it gives the same
 * bindings, from the same module instances, as importing it.
 */
function onlyReExports(file: string): boolean {
  const lang = /\.tsx?$/.test(file) ? (file.endsWith('x') ? 'tsx' : 'ts') : 'js';
  const program = parseAst(readFileSync(file, 'utf8'), { lang });
  return program.body.every(
    (statement) =>
      statement.type === 'ImportDeclaration' ||
      statement.type === 'ExportAllDeclaration' ||
      (statement.type === 'ExportNamedDeclaration' &&
        (statement.declaration === null || statement.exportKind === 'type')),
  );
}

/**
 * Serves `virtual:ppp/provided-singletons` to the shell: every shared singleton with its version
 * and a dynamic import (see `providedSingletonsModule`). A package whose entry only re-exports is
 * imported through a copy of that entry: the bundler would otherwise keep the whole package in the
 * chunk of any first-load module that imports one name from it. Through the copy, the first load
 * takes the modules it uses; the rest load with the copy, when an area first asks for the package.
 */
export function provideSharedSingletons(workspaceDir: string): Plugin {
  const resolvedId = `\0${PROVIDED_SINGLETONS_ID}`;
  return {
    name: 'ppp:provide-shared-singletons',
    resolveId: (source) => (source === PROVIDED_SINGLETONS_ID ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      const importer = join(workspaceDir, 'index.html');
      const singletons = await Promise.all(
        providedVersions(workspaceDir).map(async ({ specifier, version }) => {
          const resolved = await this.resolve(specifier, importer);
          if (!resolved) throw new Error(`Cannot resolve the shared singleton ${specifier}`);
          const file = resolved.id.split('?')[0];
          const importSource = onlyReExports(file) ? `${file}${PROVIDED_COPY_QUERY}` : specifier;
          return { specifier, version, importSource };
        }),
      );
      return providedSingletonsModule(singletons);
    },
  };
}

const workspaceSources = ['domain', 'ui', 'quoting'].map((workspace) =>
  fileURLToPath(new URL(`../../../${workspace}/src/`, import.meta.url)),
);

/**
 * Declares the modules of our own packages (domain, ui, quoting) free of import side effects, as a
 * package.json `sideEffects: false` would: they only define things. The bundler may then leave
 * out of the first load the modules of the kit and the domain that the shell does not use there.
 */
export function workspaceSourcesWithoutSideEffects(): Plugin {
  return {
    name: 'ppp:workspace-sources-without-side-effects',
    apply: 'build',
    transform(_code, id) {
      const file = id.split('?')[0];
      if (!workspaceSources.some((dir) => file.startsWith(dir))) return null;
      return { moduleSideEffects: false };
    },
  };
}
