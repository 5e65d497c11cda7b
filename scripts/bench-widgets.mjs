#!/usr/bin/env node
// The partner-site widgets' size (D15): widgets.js and each element's chunks, gzipped, and what a
// page with one widget loads (the loader plus that element's code, Preact included); budget 13 KiB (D24).
// The widgets' build writes widgets/dist/sizes.json and fails over the budget; this reads it.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 13;
const sizesFile = fileURLToPath(new URL('../widgets/dist/sizes.json', import.meta.url));
if (!existsSync(sizesFile)) {
  console.error('widgets/dist/sizes.json is missing: run `node scripts/build.mjs widgets` first');
  process.exit(1);
}
const sizes = JSON.parse(readFileSync(sizesFile, 'utf8'));
const kb = (bytes) => (bytes / 1024).toFixed(1);
let ok = true;
const [[, first]] = Object.entries(sizes);
console.log(`widgets.js (loader): ${kb(first.files['widgets.js'])} kB gzip`);
for (const [tag, { files, total }] of Object.entries(sizes)) {
  const parts = Object.entries(files)
    .filter(([file]) => file !== 'widgets.js')
    .map(([file, bytes]) => `${file.replace(/^widgets\//, '')} ${kb(bytes)}`)
    .join(' + ');
  const within = total <= BUDGET_KB * 1024;
  ok &&= within;
  console.log(
    `<${tag}> page: ${kb(total)} kB gzip (loader + ${parts}) (budget ${BUDGET_KB} kB) ${within ? 'OK' : 'OVER'}`,
  );
}
process.exit(ok ? 0 : 1);
