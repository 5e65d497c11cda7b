// npm start: build whatever front end is not built yet, then run the API (which serves them).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

if (existsSync('scripts/build.mjs')) {
  const build = spawnSync(process.execPath, ['scripts/build.mjs', '--missing'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const api = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
