// The partner-site widgets (D15): each element's code is its own ES module chunk, loaded the first
// time the element is used; `widgets.js` is a small classic script (any page can include it) that
// defines the elements and knows the chunks' hashed names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { defineConfig, minifySync, type Plugin } from 'vite';

const dir = fileURLToPath(new URL('.', import.meta.url));

/** The elements and their entry modules; the loader's tag → chunk table is built from this. */
const elements = {
  'ppp-quote-form': 'src/quote-form.tsx',
  'ppp-needs-assessment': 'src/needs-assessment.tsx',
} as const;
/** D24: the console guidance for a page set up wrongly, its own entry that widgets.js loads when needed. */
const guidanceEntry = { 'ppp-guidance': 'src/shared/guidance.ts' } as const;

/**
 * D24 (replacing D15's 12 kB): a page with one widget loads at most this much widget code, gzipped
 * (the loader, the element, the shared chunk: everything until the thank-you shows). Counted here
 * over the static import graph; scripts/bench-widgets.mjs counts what Chromium loads on that path.
 */
export const WIDGET_BUDGET_BYTES = 13 * 1024;

/**
 * Emits `widgets.js` (src/loader.js with the chunk table of this build filled in) and `sizes.json`,
 * and fails the build when a page with one widget would load more than the budget.
 */
function loaderScript(): Plugin {
  return {
    name: 'ppp:widgets-loader',
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      let guidance = '';
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk' || !output.isEntry) continue;
        const tag = Object.keys(elements).find((name) => output.name === name);
        if (tag) chunks[tag] = output.fileName;
        if (output.name in guidanceEntry) guidance = output.fileName;
      }
      const source = readFileSync(new URL('./src/loader.js', import.meta.url), 'utf8')
        .replace('__PPP_CHUNKS__', JSON.stringify(chunks))
        .replace('__PPP_GUIDANCE__', JSON.stringify(guidance));
      const { code } = minifySync('widgets.js', source);
      this.emitFile({ type: 'asset', fileName: 'widgets.js', source: code });

      const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;
      const files = (fileName: string, seen = new Set<string>()): Set<string> => {
        const chunk = bundle[fileName];
        if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
        seen.add(fileName);
        for (const imported of chunk.imports) files(imported, seen);
        return seen;
      };
      const sizes: Record<string, { files: Record<string, number>; total: number }> = {};
      for (const [tag, fileName] of Object.entries(chunks)) {
        const loaded: Record<string, number> = { 'widgets.js': gzipped(code) };
        for (const file of files(fileName)) {
          const chunk = bundle[file];
          if (chunk.type === 'chunk') loaded[file] = gzipped(chunk.code);
        }
        const total = Object.values(loaded).reduce((sum, size) => sum + size, 0);
        sizes[tag] = { files: loaded, total };
      }
      this.emitFile({ type: 'asset', fileName: 'sizes.json', source: `${JSON.stringify(sizes, null, 2)}\n` });
      for (const [tag, { files, total }] of Object.entries(sizes)) {
        if (total > WIDGET_BUDGET_BYTES) {
          this.error(
            `<${tag}> loads ${total} bytes gzip of widget code (${Object.entries(files)
              .map(([file, bytes]) => `${file} ${bytes}`)
              .join(' + ')}); the budget is ${WIDGET_BUDGET_BYTES} (13 KiB, D24)`,
          );
        }
      }
    },
  };
}

export default defineConfig({
  root: dir,
  base: './',
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  plugins: [loaderScript()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2020',
    modulePreload: false,
    // Terser packs the elements a few hundred bytes tighter than the default minifier (the budget above).
    minify: 'terser',
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
    reportCompressedSize: false,
    rollupOptions: {
      input: Object.fromEntries(
        Object.entries({ ...elements, ...guidanceEntry }).map(([name, file]) => [name, `${dir}${file}`]),
      ),
      preserveEntrySignatures: 'exports-only',
      output: {
        format: 'es',
        entryFileNames: 'widgets/[name]-[hash].js',
        chunkFileNames: 'widgets/shared-[hash].js',
      },
    },
  },
});
