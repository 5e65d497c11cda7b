// npm test: every check of the repository, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const steps = [
  ['lint and format (Biome)', 'npx', ['biome', 'ci', '.']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  [
    'workspace boundaries (an area importing an area fails the typecheck)',
    'node',
    ['scripts/check-boundaries.mjs'],
  ],
  ['unit and API tests (Vitest)', 'npx', ['vitest', 'run']],
];
if (existsSync('scripts/build.mjs')) steps.push(['build the front ends', 'node', ['scripts/build.mjs']]);
// Sizes, not timings: the same on any machine, so a first load grown past its budget fails here
// (a zod-free helper imported from a schemas module once put 45 kB on the shell's first load).
if (existsSync('scripts/bench-bundles.mjs'))
  steps.push(['bundle budgets (the shell first load, each area)', 'node', ['scripts/bench-bundles.mjs']]);
// Storybook is installed in the ui workspace (its peer set differs from the root's).
if (existsSync('.storybook/main.ts'))
  steps.push([
    'Storybook build',
    'npx',
    ['-w', '@ppp/ui', 'storybook', 'build', '-c', '../.storybook', '-o', '../storybook-static', '--quiet'],
  ]);
if (existsSync('e2e/playwright.config.ts'))
  steps.push(['journeys (Playwright)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts']]);

const started = Date.now();
for (const [name, command, args] of steps) {
  const at = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  console.log(
    `=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - at) / 1000).toFixed(1)} s`,
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
