// npm run bench: the speed and size figures the issues name, one line each.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status === 0;
let ok = node([
  '--import',
  'tsx',
  '--input-type=module',
  '-e',
  // Over its target the line ends with OVER and the step fails, like the other figures below.
  "const { benchPricing } = await import('./domain/src/pricing/bench.ts'); const line = await benchPricing(); console.log(line); if (line.endsWith(' OVER')) process.exitCode = 1;",
]);
if (existsSync('scripts/bench-bundles.mjs')) ok = node(['scripts/bench-bundles.mjs']) && ok;
ok = node(['scripts/bench-widgets.mjs']) && ok;
ok = node(['scripts/bench-lighthouse.mjs']) && ok;
ok = node(['--import', 'tsx', 'api/src/bench/http-bench.ts', ...process.argv.slice(2)]) && ok;
process.exit(ok ? 0 : 1);
