// Build-time helpers for the Vite configs of the shell and the areas.
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

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
