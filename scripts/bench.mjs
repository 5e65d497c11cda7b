// npm run bench: the speed and size figures the issues name, one line each.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit' }).status === 0;
let ok = node([
  '--import',
  'tsx',
  '--input-type=module',
  '-e',
  "const { benchPricing } = await import('./domain/src/pricing/bench.ts'); console.log(await benchPricing());",
]);
if (existsSync('scripts/bench-bundles.mjs')) ok = node(['scripts/bench-bundles.mjs']) && ok;
ok = node(['scripts/bench-widgets.mjs']) && ok;
ok = node(['scripts/bench-lighthouse.mjs']) && ok;
ok = node(['--import', 'tsx', 'api/src/bench/http-bench.ts', ...process.argv.slice(2)]) && ok;
process.exit(ok ? 0 : 1);
